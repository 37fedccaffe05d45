// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `Bool?` has three states where two were meant: `discouraged_optional_boolean` reports the optional
/// type, `Bool?.none`-style chaining on `Bool`, and `Optional.some(true)`.
struct DiscouragedOptionalBooleanRule: Rule {
    static let description = RuleDescription(
        identifier: "discouraged_optional_boolean",
        name: "Discouraged Optional Boolean",
        description: "Prefer non-optional booleans over optional booleans",
        isOptIn: true,
        nonTriggeringExamples: DiscouragedOptionalBooleanExamples.nonTriggering,
        triggeringExamples: DiscouragedOptionalBooleanExamples.triggering
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let mentionsBool = file.contains("Bool")
        guard mentionsBool || file.contains("Optional") else { return }
        if mentionsBool {
            walk.visitPost(OptionalTypeSyntax.self) { node, found in
                if node.wrappedType.as(IdentifierTypeSyntax.self)?.name.text == "Bool" {
                    found.add(at: node)
                }
            }
            walk.visitPost(OptionalChainingExprSyntax.self) { node, found in
                if node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bool" {
                    found.add(at: node)
                }
            }
        }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.arguments.count == 1,
                  node.arguments.first?.expression.is(BooleanLiteralExprSyntax.self) == true,
                  let called = node.calledExpression.as(MemberAccessExprSyntax.self),
                  called.declName.baseName.text == "some",
                  called.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional" else { return }
            found.add(at: node)
        }
    }
}
