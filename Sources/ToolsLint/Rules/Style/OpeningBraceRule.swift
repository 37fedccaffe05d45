// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An opening brace one space after what it belongs to, on the same line, as SwiftLint's `opening_brace`;
/// its options may allow the brace on its own line after a multi-line type header, statement condition or
/// function signature.
struct OpeningBraceRule: CorrectableRule {
    static let description = RuleDescription(
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

    var ignoresMultilineTypeHeaders = false
    var ignoresMultilineStatementConditions = false
    var ignoresMultilineFunctionSignatures = false
    private var checked = OpeningBraceOptions(typeHeaders: false, statementConditions: false, functionSignatures: false)

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("ignore_multiline_type_headers", \.ignoresMultilineTypeHeaders,
                 "a type whose header spans lines may open its body on a line of its own"),
            .key("ignore_multiline_statement_conditions", \.ignoresMultilineStatementConditions,
                 "a statement whose condition spans lines may open its block on a line of its own"),
            .key("ignore_multiline_function_signatures", \.ignoresMultilineFunctionSignatures,
                 "a function whose signature spans lines may open its body on a line of its own"),
        ]
    }

    mutating func prepare(context: RuleContext) throws(ConfigurationError) {
        checked = OpeningBraceOptions(
            typeHeaders: ignoresMultilineTypeHeaders, statementConditions: ignoresMultilineStatementConditions,
            functionSignatures: ignoresMultilineFunctionSignatures
        )
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("{") else { return }
        OpeningBraceCheck(file: file, options: checked).register(&walk)
    }
}
struct OpeningBraceOptions {
    var typeHeaders: Bool
    var statementConditions: Bool
    var functionSignatures: Bool
}
