// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `try!` crashes on any error; production code should handle or propagate it.
/// SwiftLint checks every file; `excluded` (globs relative to the lint root) is the explicit team
/// convention for exempting tests and mocks.
public struct ForceTryRule: Rule {
    public static let description = RuleDescription(
        identifier: "force_try",
        name: "Force Try",
        description: "Force tries should be avoided",
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("func a() throws {}\ndo {\n    try a()\n} catch {}\n"),
            Example("let value = try? load()\n"),
            Example("let value = try! load()\n", options: "excluded: ['**/*Tests.swift']",
                    path: "Tests/AppTests/LoadTests.swift"),
            Example("let value = try! load()\n", options: "excluded: ['**/Mocks/**']",
                    path: "Sources/Feature/Mocks/LoaderMock.swift"),
            Example("// try! is not code\n"),
        ],
        triggeringExamples: [
            Example("func a() throws {}\n↓try! a()\n"),
            Example("let data = ↓try! Data(contentsOf: url)\n"),
            Example("let value = ↓try! load()\n", path: "Tests/AppTests/LoadTests.swift"),
        ]
    )

    public var severity: Severity
    public var scope: ProductionCodeScope

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity, otherKeys: ["excluded"])
        scope = try ProductionCodeScope(options: options)
    }

    /// Candidates are the byte offsets of `try!`; the tree confirms each (not in a comment or string).
    public func validate(_ file: LintFile) -> [Violation] {
        guard scope.applies(to: file) else { return [] }
        var violations: [Violation] = []
        for offset in file.offsets(of: "try!") {
            guard let token = file.token(atByte: offset), token.tokenKind == .keyword(.try),
                  token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                  let expression = token.parent?.as(TryExprSyntax.self),
                  expression.questionOrExclamationMark?.tokenKind == .exclamationMark else { continue }
            let position = file.position(ofByte: offset)
            violations.append(Violation(
                ruleID: identifier, severity: severity, line: position.line, column: position.column,
                message: Self.description.description
            ))
        }
        return violations
    }
}
