// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An argument that starts a line of a call lines up with the call's first argument, as SwiftLint's opt-in
/// `vertical_parameter_alignment_on_call`. After an argument spanning lines (a closure), the next argument
/// starting a line becomes the column to line up with. Columns are UTF-8 bytes, as SwiftLint compares them.
struct VerticalParameterAlignmentOnCallRule: Rule {
    static let description = RuleDescription(
        identifier: "vertical_parameter_alignment_on_call",
        name: "Vertical Parameter Alignment on Call",
        description: "Function parameters should be aligned vertically if they're in multiple lines in a method call",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("foo(param1: 1, param2: bar\n    param3: false, param4: true)\n"),
            Example("foo(param1: 1, param2: bar)\n"),
            Example("foo(\n   param1: 1\n) { _ in }\n"),
            Example("""
            UIView.animate(withDuration: 0.4, animations: {
                blurredImageView.alpha = 1
            },
            completion: { _ in
                self.hideLoading()
            })

            """),
            Example("foo({ _ in\n       bar()\n   },\n   completion: { _ in\n       baz()\n   }\n)\n"),
            Example("foo(param1: 1, param2: [\n   0,\n   1\n], param3: 0)\n"),
            Example("myFunc(foo: 0,\n       bar: baz == 0)\n"),
        ],
        triggeringExamples: [
            Example("foo(param1: 1, param2: bar,\n                ↓param3: false, param4: true)\n"),
            Example("foo(param1: 1, param2: bar,\n ↓param3: false, param4: true)\n"),
            Example("foo(param1: 1, param2: bar,\n       ↓param3: false,\n       ↓param4: true)\n"),
            Example("foo(param1: 1,\n       ↓param2: { _ in })\n"),
            Example("foo(param1: 1,\n    param2: { _ in\n}, param3: 2,\n ↓param4: 0)\n"),
            Example("myFunc(foo: 0, bar:\n        baz == 0, ↓baz: true)\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains(",") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.arguments.count > 1, let first = node.arguments.first else { return }
            var reference = first.positionAfterSkippingLeadingTrivia.utf8Offset
            var referenceLine = file.lineNumber(atByte: reference)
            var seenLines = Set<Int>()
            var previousSpansLines = false
            for argument in node.arguments {
                defer {
                    let expression = argument.expression
                    previousSpansLines = file.lineNumber(at: expression.endPositionBeforeTrailingTrivia)
                        > file.lineNumber(at: expression.positionAfterSkippingLeadingTrivia)
                }
                let offset = argument.positionAfterSkippingLeadingTrivia.utf8Offset
                let line = file.lineNumber(atByte: offset)
                guard line > referenceLine, seenLines.insert(line).inserted,
                      file.byteColumn(atByte: offset) != file.byteColumn(atByte: reference) else { continue }
                if previousSpansLines {
                    reference = offset
                    referenceLine = line
                    continue
                }
                found.add(atByte: offset)
            }
        }
    }
}
