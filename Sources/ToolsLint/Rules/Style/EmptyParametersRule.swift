// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A function type without parameters is written `() ->`, not `(Void) ->`, as SwiftLint's `empty_parameters`.
struct EmptyParametersRule: CorrectableRule {
    static let description = RuleDescription(
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

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("Void") else { return }
        walk.visitPost(FunctionTypeSyntax.self) { node, found in
            guard node.parameters.count == 1, let only = node.parameters.first,
                  node.leftParen.presence == .present, node.rightParen.presence == .present,
                  let type = only.type.as(IdentifierTypeSyntax.self), type.name.text == "Void",
                  type.genericArgumentClause == nil else { return }
            let open = node.leftParen.positionAfterSkippingLeadingTrivia.utf8Offset
            let close = node.rightParen.positionAfterSkippingLeadingTrivia.utf8Offset
            found.add(atByte: open, fix: [TextEdit((open + 1)..<close, "")])
        }
    }
}
