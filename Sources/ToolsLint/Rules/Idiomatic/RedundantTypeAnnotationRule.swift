// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `let url: URL = URL()` names the type twice; `let url = URL()` says the same. `--fix` removes the
/// annotation.
struct RedundantTypeAnnotationRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "redundant_type_annotation",
        name: "Redundant Type Annotation",
        description: "Variables should not have redundant type annotation",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: RedundantTypeAnnotationExamples.nonTriggering,
        triggeringExamples: RedundantTypeAnnotationExamples.triggering,
        corrections: RedundantTypeAnnotationExamples.corrections
    )

    var ignoredAttributes: Set<String> = ["IBInspectable"]
    var ignoresProperties = false
    var literalTypesAreRedundant = false

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("ignore_attributes", \.ignoredAttributes, "variables with one of these attributes are not checked"),
            .key("ignore_properties", \.ignoresProperties, "properties of types are not checked"),
            .key("consider_default_literal_types_redundant", \.literalTypesAreRedundant,
                 "`Bool`, `Double`, `Int` and `String` before a literal of that type are redundant too"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains(":") else { return }
        walk.visitPost(PatternBindingSyntax.self) { node, found in
            guard let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
                  !ignoredAttributes.contains(where: { variable.attributes.contains(attributeNamed: $0) }),
                  !(ignoresProperties && variable.parent?.is(MemberBlockItemSyntax.self) == true),
                  let annotation = node.typeAnnotation, let value = node.initializer?.value else { return }
            check(annotation, value, &found)
        }
        walk.visitPost(OptionalBindingConditionSyntax.self) { node, found in
            guard let annotation = node.typeAnnotation, let value = node.initializer?.value else { return }
            check(annotation, value, &found)
        }
    }

    private func check(_ annotation: TypeAnnotationSyntax, _ value: ExprSyntax, _ found: inout RuleFindings) {
        let type = annotation.type.trimmedDescription
        let literalIsRedundant = literalTypesAreRedundant && Self.literalType(of: value) == type
        guard literalIsRedundant || Self.accessedNames(of: value.forceUnwrapped).contains(type) else { return }
        found.add(
            at: annotation,
            fix: [TextEdit(from: annotation.position, to: annotation.endPositionBeforeTrailingTrivia)]
        )
    }

    /// The type the compiler gives a literal when nothing else says which.
    private static func literalType(of value: ExprSyntax) -> String? {
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        return nil
    }

    /// The names an expression starts from, as written: `A.b.c` gives `A`, `A.b`, `A.b.c`; `Set<Int>()` gives
    /// `Set<Int>` and `Set`; `[Int]()` gives `[Int]`.
    private static func accessedNames(of expression: ExprSyntax) -> [String] {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return [reference.trimmedDescription]
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return (member.base.map(accessedNames) ?? []) + [member.trimmedDescription]
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) {
            return [generic.trimmedDescription] + accessedNames(of: generic.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return accessedNames(of: call.calledExpression)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return [array.trimmedDescription]
        }
        return []
    }
}

private extension ExprSyntax {
    /// The expression under a `!` (`URL(string: text)!`).
    var forceUnwrapped: ExprSyntax {
        self.as(ForceUnwrapExprSyntax.self)?.expression ?? self
    }
}
