// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A parameter that starts a new line in a declaration lines up with the first parameter.
///
/// Columns are compared in UTF-8 bytes, as SwiftLint 0.63 compares them.
struct VerticalParameterAlignmentRule: Rule {
    static let description = RuleDescription(
        identifier: "vertical_parameter_alignment",
        name: "Vertical Parameter Alignment",
        description: "Function parameters should be aligned vertically if they're in multiple lines in a declaration",
        nonTriggeringExamples: [
            Example("func load(_ file: File, kind: Kind,\n          options: Options) { }\n"),
            Example("func load(_ file: File, kind: Kind,\n          options: Options)\n          -> Result\n"),
            Example("func load(\n   _ file: File, kind: Kind,\n   options: Options\n) -> Result\n"),
            Example("func load(a: Void,\n          b: [String: String] =\n          [:]) {\n}\n"),
            Example("func load(data: (size: CGSize,\n                identifier: String)) {}\n"),
            Example("class Loader {\n    init(a: Int,\n         b: String)\n}\n"),
        ],
        triggeringExamples: [
            Example("func load(_ file: File, kind: Kind,\n      ↓options: Options) { }\n"),
            Example("func load(_ file: File,\n           ↓kind: Kind,\n           ↓options: Options) { }\n"),
            Example("func load(data: Data,\n            ↓@ViewBuilder content: () -> Content) {}\n"),
            Example("class Loader {\n    init(a: Int,\n           ↓b: String) {}\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            Self.check(node.signature.parameterClause.parameters, in: file, &found)
        }
        walk.visitPost(InitializerDeclSyntax.self) { node, found in
            Self.check(node.signature.parameterClause.parameters, in: file, &found)
        }
    }

    private static func check(
        _ parameters: FunctionParameterListSyntax, in file: LintFile, _ found: inout RuleFindings
    ) {
        guard parameters.count > 1 else { return }
        let places = parameters.map { parameter in
            let offset = parameter.positionAfterSkippingLeadingTrivia.utf8Offset
            let line = file.lineNumber(atByte: offset)
            return (offset: offset, line: line, column: offset - file.lineStarts[line - 1])
        }
        guard let first = places.first else { return }
        for index in places.indices.dropFirst() where places[index].line > first.line {
            if places[index - 1].line < places[index].line, places[index].column != first.column {
                found.add(atByte: places[index].offset)
            }
        }
    }
}
