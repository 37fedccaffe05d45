// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Functions should not take too many parameters; by default those with a default value do not count.
/// Initializers and overrides are not checked. Same counting, options and reasons as SwiftLint's
/// `function_parameter_count`.
public struct FunctionParameterCountRule: Rule {
    public static let description = RuleDescription(
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

    public var levels = SeverityLevels(warning: 5, error: 8)
    public var ignoresDefaultParameters = true

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        guard let options else { return }
        levels = try SeverityLevels(options, default: levels)
        guard options.isMapping else { return }
        try RuleOptions.rejectUnknownKeys(options, known: ["warning", "error", "ignores_default_parameters"])
        ignoresDefaultParameters = try PlainOptions.bool(options, "ignores_default_parameters", default: true)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("func") else { return [] }
        let visitor = ParameterCounts(ignoresDefaults: ignoresDefaultParameters)
        visitor.walk(file.tree)
        return visitor.found.compactMap { found in
            guard let exceeded = levels.exceeded(by: found.count) else { return nil }
            // SwiftLint names the warning threshold even when the error one is exceeded.
            return violation(
                in: file, at: found.keyword.positionAfterSkippingLeadingTrivia, severity: exceeded.severity,
                reason: "Function should have \(levels.warning) parameters or less: it currently has \(found.count)"
            )
        }
    }
}

/// The number of counted parameters of each function that is not an override.
private final class ParameterCounts: SyntaxVisitor {
    let ignoresDefaults: Bool
    var found: [(keyword: TokenSyntax, count: Int)] = []

    init(ignoresDefaults: Bool) {
        self.ignoresDefaults = ignoresDefaults
        super.init(viewMode: .sourceAccurate)
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        guard !node.modifiers.contains(keyword: .override) else { return }
        let parameters = node.signature.parameterClause.parameters
        let count = ignoresDefaults ? parameters.filter { $0.defaultValue == nil }.count : parameters.count
        found.append((node.funcKeyword, count))
    }
}
