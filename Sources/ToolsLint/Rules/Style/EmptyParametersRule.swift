// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A function type without parameters is written `() ->`, not `(Void) ->`, as SwiftLint's `empty_parameters`.
public struct EmptyParametersRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "empty_parameters",
        name: "Empty Parameters",
        description: "Prefer `() -> ` over `Void -> `",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let run: () -> Void = {}\n"),
            Example("func load(done: () throws -> Void) {}\n"),
            Example("let make: (Int) -> Void\n"),
        ],
        triggeringExamples: [
            Example("let run: ↓(Void) -> Void = {}\n"),
            Example("func load(done: ↓(Void) throws -> Void) {}\n"),
            Example("let make: ↓(Void) -> () throws -> Void\n"),
        ],
        corrections: [
            Correction(Example("let run: ↓(Void) -> Void = {}\n"), "let run: () -> Void = {}\n"),
            Correction(Example("func load(done: ↓( Void ) throws -> Void) {}\n"
                + ""), "func load(done: () throws -> Void) {}\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        findings(in: file).map { violation(in: file, atByte: $0.violationOffset, severity: severity) }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [TextEdit] {
        guard file.contains("Void") else { return [] }
        let visitor = Visitor()
        visitor.walk(file.tree)
        return visitor.edits
    }

    private final class Visitor: SyntaxVisitor {
        var edits: [TextEdit] = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visitPost(_ node: FunctionTypeSyntax) {
            guard node.parameters.count == 1, let only = node.parameters.first,
                  node.leftParen.presence == .present, node.rightParen.presence == .present,
                  let type = only.type.as(IdentifierTypeSyntax.self), type.name.text == "Void",
                  type.genericArgumentClause == nil else { return }
            let open = node.leftParen.positionAfterSkippingLeadingTrivia.utf8Offset
            let close = node.rightParen.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(TextEdit(violationOffset: open, range: (open + 1)..<close, replacement: ""))
        }
    }
}
