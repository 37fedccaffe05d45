// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An opening brace one space after what it belongs to, on the same line, as SwiftLint's `opening_brace`;
/// its options may allow the brace on its own line after a multi-line type header, statement condition or
/// function signature.
public struct OpeningBraceRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "opening_brace",
        name: "Opening Brace Spacing",
        description: "The correct positioning of braces that introduce a block of code or member list is highly "
            + "controversial. No matter which style is preferred, consistency is key. Apart from different tastes, "
            + "the positioning of braces can also have a significant impact on the readability of the code, "
            + "especially for visually impaired developers. This rule ensures that braces are preceded by a single "
            + "space and on the same line as the declaration. Comments between the declaration and the opening "
            + "brace are respected. Check out the `contrasted_opening_brace` rule for a different style.",
        isCorrectable: true,
        nonTriggeringExamples: OpeningBraceExamples.nonTriggering,
        triggeringExamples: OpeningBraceExamples.triggering,
        corrections: OpeningBraceExamples.corrections
    )

    static let reason = "Opening braces should be preceded by a single space and on the same line as the declaration"

    public var severity: Severity
    var options: OpeningBraceOptions

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity,
            otherKeys: [
                "ignore_multiline_type_headers", "ignore_multiline_statement_conditions",
                "ignore_multiline_function_signatures", "allow_multiline_func",
            ]
        )
        let signatures = try PlainOptions.bool(options, "ignore_multiline_function_signatures", default: false)
        let deprecatedSignatures = try PlainOptions.bool(options, "allow_multiline_func", default: false)
        let conditions = try PlainOptions.bool(options, "ignore_multiline_statement_conditions", default: false)
        self.options = OpeningBraceOptions(
            typeHeaders: try PlainOptions.bool(options, "ignore_multiline_type_headers", default: false),
            statementConditions: conditions,
            functionSignatures: signatures || deprecatedSignatures
        )
    }

    public func validate(_ file: LintFile) -> [Violation] {
        findings(in: file).map {
            violation(in: file, atByte: $0.violationOffset, severity: severity, reason: Self.reason)
        }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [TextEdit] {
        guard file.contains("{") else { return [] }
        let visitor = OpeningBraceVisitor(file: file, options: options)
        visitor.walk(file.tree)
        return visitor.edits
    }
}

struct OpeningBraceOptions {
    var typeHeaders: Bool
    var statementConditions: Bool
    var functionSignatures: Bool
}
