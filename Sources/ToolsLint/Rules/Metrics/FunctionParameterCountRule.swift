// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Functions should not take too many parameters; by default those with a default value do not count.
/// Initializers and overrides are not checked. Same counting, options and reasons as SwiftLint's
/// `function_parameter_count`.
struct FunctionParameterCountRule: Rule {
    static let description = RuleDescription(
        identifier: "function_parameter_count",
        name: "Function Parameter Count",
        description: "Number of function parameters should be low.",
        nonTriggeringExamples: [
            Example("init(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) {}\n"),
            Example("struct Form {\n    init?<T>(a: T, b: Int, c: Int, d: Int, e: Int, f: Int) {}\n}\n"),
            Example("func move(from: Int, to: Int) {}\n"),
            Example("func draw(a: Int, b: Int, c: Int, d: Int, e: Int, animated: Bool = true) {}\n"),
            Example(
                "class View: Base {\n    override func draw(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) {}\n}\n"
            ),
            Example("let handler = { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) in }\n"),
            Example("func draw(a: Int, b: Int, c: Int) {}\n", options: "warning: 3"),
        ],
        triggeringExamples: [
            Example("↓func draw(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) {}\n"),
            Example("private ↓func draw(a: Int, b: Int, c: Int, d: Int, e: Int = 0, f: Int, g: Int) {}\n"),
            Example("protocol Canvas {\n    ↓func draw(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int)\n}\n"),
            Example("↓func draw(a: Int, b: Int, c: Int = 0) {}\n",
                    options: "warning: 2\nignores_default_parameters: false"),
            Example("↓func draw(a: Int, b: Int, c: Int, d: Int) {}\n", options: "warning: 2\nerror: 3"),
        ]
    )

    var levels = SeverityLevels(warning: 5, error: 8)
    var ignoresDefaultParameters = true

    static var options: [RuleOption<Self>] {
        [
            .levels(\.levels),
            .key("ignores_default_parameters", \.ignoresDefaultParameters,
                 "parameters with a default value do not count"),
        ]
    }

    /// The number of counted parameters of each function that is not an override.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("func") else { return }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            guard !node.modifiers.contains(keyword: .override) else { return }
            let parameters = node.signature.parameterClause.parameters
            let count = ignoresDefaultParameters ? parameters.count { $0.defaultValue == nil } : parameters.count
            guard let exceeded = levels.exceeded(by: count) else { return }
            // SwiftLint names the warning threshold even when the error one is exceeded.
            found.add(
                at: node.funcKeyword,
                reason: "Function should have \(levels.warning) parameters or less: it currently has \(count)",
                severity: exceeded.severity
            )
        }
    }
}
