// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A declaration whose parameter list spans lines (by more line breaks than its parameters hold) has its
/// parentheses on lines of their own, as SwiftLint's opt-in `multiline_parameters_brackets`: a first
/// parameter right after `(` is reported there, a `)` right after the last parameter at itself.
///
/// SwiftLint reads functions, initializers and subscripts and their parameters from SourceKit's structure: a
/// declaration spans from its name to its `)`, a parameter from its name to the end of its type or default
/// value; the tree gives the same ranges.
struct MultilineParametersBracketsRule: Rule {
    static let description = RuleDescription(
        identifier: "multiline_parameters_brackets",
        name: "Multiline Parameters Brackets",
        description: "Multiline parameters should have their surrounding brackets in a new line",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("func foo(param1: String, param2: String, param3: String)\n"),
            Example("func foo(\n    param1: String, param2: String, param3: String\n)\n"),
            Example("class SomeType {\n    func foo(\n        param1: String,\n        param2: String\n    )\n}\n"),
            Example("func foo<T>(param1: T, param2: String, param3: String) -> T { /* some code */ }\n"),
            Example("    func foo(a: [Int] = [\n        1\n    ])\n"),
            Example("func run(action: @escaping (\n    Int\n) -> Void)\n"),
        ],
        triggeringExamples: [
            Example("func foo(↓param1: String, param2: String,\n         param3: String\n)\n"),
            Example("func foo(\n    param1: String,\n    param2: String,\n    param3: String↓)\n"),
            Example("""
            class SomeType {
                func foo(↓param1: String, param2: String,
                         param3: String
                )
            }

            """),
            Example("func foo<T>(↓param1: T, param2: String,\n         param3: String\n) -> T\n"),
            Example("""
            struct S {
                init(↓a: Int,
                     b: Int↓)
                subscript(
                    index: Int↓) -> Int { 0 }
            }

            """),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("(") else { return }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            check(from: node.name.positionAfterSkippingLeadingTrivia, node.signature.parameterClause, file, &found)
        }
        walk.visitPost(InitializerDeclSyntax.self) { node, found in
            check(from: node.initKeyword.positionAfterSkippingLeadingTrivia, node.signature.parameterClause, file,
                  &found)
        }
        walk.visitPost(SubscriptDeclSyntax.self) { node, found in
            check(from: node.subscriptKeyword.positionAfterSkippingLeadingTrivia, node.parameterClause, file, &found)
        }
    }

    private func check(
        from nameStart: AbsolutePosition, _ clause: FunctionParameterClauseSyntax, _ file: LintFile,
        _ found: inout RuleFindings
    ) {
        guard !clause.parameters.isEmpty else { return }
        let ranges = clause.parameters.map { parameter in
            let start = parameter.modifiers.first?.positionAfterSkippingLeadingTrivia
                ?? parameter.firstName.positionAfterSkippingLeadingTrivia
            let end = parameter.defaultValue?.endPositionBeforeTrailingTrivia
                ?? parameter.ellipsis?.endPositionBeforeTrailingTrivia ?? parameter.type.endPositionBeforeTrailingTrivia
            return start.utf8Offset..<max(start.utf8Offset, end.utf8Offset)
        }
        let parameterBreaks = ranges.reduce(0) { $0 + lineFeeds(in: $1, file) }
        let declarationEnd = clause.rightParen.endPositionBeforeTrailingTrivia.utf8Offset
        guard lineFeeds(in: nameStart.utf8Offset..<max(nameStart.utf8Offset, declarationEnd), file) > parameterBreaks,
              let first = ranges.first, let last = ranges.last else { return }
        let openingEnd = clause.leftParen.endPositionBeforeTrailingTrivia.utf8Offset
        if isBlank(openingEnd..<max(openingEnd, first.lowerBound), file) { found.add(atByte: openingEnd) }
        let closingStart = clause.rightParen.positionAfterSkippingLeadingTrivia.utf8Offset
        if isBlank(last.upperBound..<max(last.upperBound, closingStart), file) { found.add(atByte: closingStart) }
    }

    private func lineFeeds(in range: Range<Int>, _ file: LintFile) -> Int {
        range.reduce(0) { $0 + (file.bytes[$1] == 0x0A ? 1 : 0) }
    }

    private func isBlank(_ range: Range<Int>, _ file: LintFile) -> Bool {
        range.allSatisfy { file.bytes[$0] == 0x20 || file.bytes[$0] == 0x09 }
    }
}
