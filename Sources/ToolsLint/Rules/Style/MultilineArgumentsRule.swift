// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// The arguments of a call are all on one line or each on its own, as SwiftLint's opt-in
/// `multiline_arguments`: in a call spanning lines, every argument after the first starts a line.
struct MultilineArgumentsRule: Rule {
    static let description = RuleDescription(
        identifier: "multiline_arguments",
        name: "Multiline Arguments",
        description: "Arguments should be either on the same line, or one per line",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("foo()\n"),
            Example("foo(\n)\n"),
            Example("foo {\n\n}\n"),
            Example("foo(0, param1: 1) { }\n"),
            Example("foo(param1: 1, param2: true, param3: [3]) {\n    bar()\n}\n"),
            Example("foo(param1: 1,\n    param2: true,\n    param3: [3])\n"),
            Example("foo(\n    param1: 1, param2: true, param3: [3]\n)\n"),
            Example("foo(\n    param1: 1,\n    param2: true,\n    param3: [3]\n)\n"),
            Example("""
            UIView.animate(withDuration: 1,
                           delay: 0) {
                print("a")
            } completion: { _ in
                print("b")
            }

            """),
            Example("f(\n    foo: 1,\n    bar: false,\n)\n"),
            Example("foo(param1: 1,\n    param2: true)\n", options: "first_argument_location: same_line"),
            Example("foo(\n    param1: 1,\n    param2: true)\n", options: "first_argument_location: next_line"),
            Example("foo(param1: 1, param2: true)\n", options: "first_argument_location: next_line"),
            Example(
                "foo(a: 1, b: { _ in\n}, c: 3,\n    d: 4)\n",
                options: "only_enforce_after_first_closure_on_first_line: true"
            ),
        ],
        triggeringExamples: [
            Example("foo(0,\n    param1: 1, ↓param2: true, ↓param3: [3])\n"),
            Example("foo(0, ↓param1: 1,\n    param2: true, ↓param3: [3])\n"),
            Example("foo(0, ↓param1: 1, ↓param2: true,\n    param3: [3])\n"),
            Example("foo(\n    0, ↓param1: 1,\n    param2: true, ↓param3: [3]\n)\n"),
            Example("foo(\n    ↓param1: 1,\n    param2: true)\n", options: "first_argument_location: same_line"),
            Example("foo(↓param1: 1,\n    param2: true)\n", options: "first_argument_location: next_line"),
            Example(
                "foo(a: 1, b: { _ in\n}, c: 3,\n    d: 4, ↓e: 5)\n",
                options: "only_enforce_after_first_closure_on_first_line: true"
            ),
            Example(
                "foo(a: { }, ↓b: 2, ↓c: 3,\n    d: 4, ↓e: 5)\n",
                options: "only_enforce_after_first_closure_on_first_line: true"
            ),
        ]
    )

    /// Where the first argument must be (SwiftLint's `first_argument_location`).
    enum FirstArgumentLocation: String, Sendable, OptionEnum {
        case anyLine = "any_line"
        case sameLine = "same_line"
        case nextLine = "next_line"
    }

    var firstArgumentLocation = FirstArgumentLocation.anyLine
    var onlyEnforceAfterFirstClosureOnFirstLine = false

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("first_argument_location", \.firstArgumentLocation,
                 "any_line, same_line (as the call's name) or next_line"),
            .key("only_enforce_after_first_closure_on_first_line", \.onlyEnforceAfterFirstClosureOnFirstLine,
                 "arguments up to a closure on the call's first line are not checked"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains(",") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.arguments.count > 1 else { return }
            for offset in violations(in: node, file: file) { found.add(atByte: offset) }
        }
    }

    /// An argument: where it starts, its line and its index in the call.
    private struct Placed {
        var offset: Int
        var line: Int
        var index: Int
    }

    /// The offsets of the arguments placed against the rule.
    private func violations(in call: FunctionCallExprSyntax, file: LintFile) -> [Int] {
        let callLine = file.lineNumber(at: call.calledExpression.positionAfterSkippingLeadingTrivia)
        var seenLines = Set<Int>()
        if firstArgumentLocation == .sameLine { seenLines.insert(callLine) }
        var flagged: [Placed] = []
        var firstLine = 0
        var firstClosure: (line: Int, index: Int)?
        for (index, argument) in call.arguments.enumerated() {
            let offset = argument.positionAfterSkippingLeadingTrivia.utf8Offset
            let line = file.lineNumber(atByte: offset)
            if index == 0 { firstLine = line }
            if firstClosure == nil, argument.expression.is(ClosureExprSyntax.self) { firstClosure = (line, index) }
            let isFirstOnLine = seenLines.insert(line).inserted
            let isMisplaced = switch (index, firstArgumentLocation) {
            case (0, .anyLine): false
            case (0, .nextLine): line <= callLine
            case (0, .sameLine): line > callLine
            default: !isFirstOnLine
            }
            if isMisplaced { flagged.append(Placed(offset: offset, line: line, index: index)) }
        }
        // A call on one line is never reported.
        guard seenLines.count > 1 else { return [] }
        if onlyEnforceAfterFirstClosureOnFirstLine, let closure = firstClosure {
            let kept = flagged.drop { argument in
                firstLine == closure.line && argument.line == closure.line && argument.index <= closure.index
            }
            return kept.map(\.offset)
        }
        return flagged.map(\.offset)
    }
}
