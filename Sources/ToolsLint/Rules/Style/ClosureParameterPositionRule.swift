// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A closure's captures and parameters on the line of its opening brace, as SwiftLint's
/// `closure_parameter_position`.
struct ClosureParameterPositionRule: Rule {
    static let description = RuleDescription(
        identifier: "closure_parameter_position",
        name: "Closure Parameter Position",
        description: "Closure parameters should be on the same line as opening brace",
        nonTriggeringExamples: [
            Example("let doubled = values.map { $0 * 2 }\n"),
            Example("let doubled = values.map { value in\n    value * 2\n}\n"),
            Example("let doubled = values.map { (value: Int) -> Int in\n    value * 2\n}\n"),
            Example("let doubled = values.map { [weak self] value in\n    value * 2\n}\n"),
            Example("let view: UIView = { [weak self] index in\n    return UIView()\n}(index)\n"),
        ],
        triggeringExamples: [
            Example("let doubled = values.map {\n    ↓value in\n    value * 2\n}\n"),
            Example("let doubled = values.map {\n    (↓value: Int) -> Int in\n    value * 2\n}\n"),
            Example("let doubled = values.map {\n    [weak ↓self] ↓value in\n    value * 2\n}\n"),
            Example("let total = values.reduce(0) {\n    ↓sum, ↓value in\n    sum + value\n}\n"),
            Example("run {\n    [weak ↓self] in\n    self?.stop()\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("in") else { return }
        walk.visitPost(ClosureExprSyntax.self) { node, found in
            guard let signature = node.signature else { return }
            let braceLine = file.lineNumber(atByte: node.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
            var positions: [AbsolutePosition] = []
            if let captures = signature.capture?.items {
                positions += captures.map(\.name.positionAfterSkippingLeadingTrivia)
            }
            if let shorthand = signature.parameterClause?.as(ClosureShorthandParameterListSyntax.self) {
                positions += shorthand.map(\.positionAfterSkippingLeadingTrivia)
            } else if let clause = signature.parameterClause?.as(ClosureParameterClauseSyntax.self) {
                positions += clause.parameters.map(\.positionAfterSkippingLeadingTrivia)
            }
            for position in positions where file.lineNumber(atByte: position.utf8Offset) != braceLine {
                found.add(at: position)
            }
        }
    }
}
