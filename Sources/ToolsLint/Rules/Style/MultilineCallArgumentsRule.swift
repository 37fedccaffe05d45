// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A call's arguments each on a line of their own, or all on one line (when allowed, and at most
/// `max_number_of_single_line_parameters` of them), as SwiftLint's opt-in `multiline_call_arguments`.
struct MultilineCallArgumentsRule: Rule {
    static let description = RuleDescription(
        identifier: "multiline_call_arguments",
        name: "Multiline Call Arguments",
        description: "Call should have each parameter on a separate line",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("foo(\nparam1: \"param1\",\n    param2: false,\n    param3: []\n)\n",
                    options: "max_number_of_single_line_parameters: 2"),
            Example("""
            foo(param1: 1,
                param2: false,
                param3: [])

            """, options: "max_number_of_single_line_parameters: 1"),
            Example("foo(param1: 1, param2: false)\n", options: "max_number_of_single_line_parameters: 2"),
            Example("Enum.foo(param1: 1, param2: false)\n", options: "max_number_of_single_line_parameters: 2"),
            Example("foo(param1: 1)\n", options: "allows_single_line: false"),
            Example("Enum.foo(param1: 1, param2: 2, param3: 3)\n", options: "allows_single_line: true"),
            Example("foo(\n    param1: 1,\n    param2: 2,\n    param3: 3\n)\n", options: "allows_single_line: false"),
            Example("foo(param1: 1, param2: false, param3: [])\n"),
        ],
        triggeringExamples: [
            Example("↓foo(param1: 1, param2: false, param3: [])\n", options: "max_number_of_single_line_parameters: 2"),
            Example("↓Enum.foo(param1: 1, param2: false, param3: [])\n",
                    options: "max_number_of_single_line_parameters: 2"),
            Example("""
            ↓foo(param1: 1, param2: false,
                 param3: [])

            """, options: "max_number_of_single_line_parameters: 3"),
            Example("↓Enum.foo(param1: 1, param2: false,\n     param3: [])\n",
                    options: "max_number_of_single_line_parameters: 3"),
            Example("↓foo(param1: 1, param2: false)\n", options: "allows_single_line: false"),
            Example("↓Enum.foo(param1: 1, param2: false)\n", options: "allows_single_line: false"),
            Example("↓foo(param1: 1, param2: false,\n     param3: [])\n"),
        ]
    )

    var allowsSingleLine = true
    /// At most this many arguments on one line, when set.
    var maxSingleLineArguments: Int?

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("allows_single_line", \.allowsSingleLine, "all arguments on one line is allowed"),
            .custom(
                keys: ["max_number_of_single_line_parameters"],
                "at most this many arguments on one line (null: any number)",
                read: { node, settings throws(ConfigurationError) in
                    guard let value = node["max_number_of_single_line_parameters"] else { return }
                    settings.rule.maxSingleLineArguments = value.isNull ? nil : try value.int()
                },
                values: { settings in
                    let value = settings.rule.maxSingleLineArguments.map { OptionYAML.plain(String($0)) }
                    return [OptionEntry("max_number_of_single_line_parameters", value ?? .plain("null"))]
                }
            ),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("(") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            if isViolated(node.arguments, in: file) { found.add(at: node.calledExpression) }
        }
    }

    private func isViolated(_ arguments: LabeledExprListSyntax, in file: LintFile) -> Bool {
        guard !arguments.isEmpty else { return false }
        var lines = Set<Int>()
        var sharesLine = false
        for argument in arguments {
            let line = file.lineNumber(at: argument.positionAfterSkippingLeadingTrivia)
            if !lines.insert(line).inserted { sharesLine = true }
        }
        guard lines.count == 1 else { return sharesLine }
        guard allowsSingleLine else { return arguments.count > 1 }
        return maxSingleLineArguments.map { arguments.count > $0 } ?? false
    }
}
