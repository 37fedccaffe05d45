// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A public declaration using `@Sendable`, `Sendable` requirements or a global actor changes meaning for
/// clients still in Swift 5 mode unless it is `@preconcurrency`. `--fix` adds the attribute on a line of
/// its own above the declaration (with the file's line break).
struct IncompatibleConcurrencyAnnotationRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "incompatible_concurrency_annotation",
        name: "Incompatible Concurrency Annotation",
        description: "Declaration should be @preconcurrency to maintain compatibility with Swift 5",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: ConcurrencyAnnotationExamples.nonTriggering,
        triggeringExamples: ConcurrencyAnnotationExamples.triggering,
        corrections: ConcurrencyAnnotationExamples.corrections
    )

    var globalActors: Set<String> = ["MainActor"]

    static var options: [RuleOption<Self>] {
        [.severity, .key("global_actors", \.globalActors, "the attributes that name global actors")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("public") || file.contains("open") else { return }
        let lineBreak = Self.lineBreak(of: file)
        func check(_ node: some WithModifiersSyntax & WithAttributesSyntax, _ introducer: TokenSyntax,
                   _ found: inout RuleFindings) {
            guard requiresPreconcurrency(node) else { return }
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            // The spaces and tabs ending the leading trivia indent the declaration's new first line too.
            var indentationStart = start
            while indentationStart > node.position.utf8Offset,
                  file.bytes[indentationStart - 1] == 0x20 || file.bytes[indentationStart - 1] == 0x09 {
                indentationStart -= 1
            }
            let indentation = String(decoding: file.bytes[indentationStart..<start], as: UTF8.self)
            found.add(at: introducer, fix: [TextEdit(start..<start, "@preconcurrency" + lineBreak + indentation)])
        }
        walk.visitPost(ClassDeclSyntax.self) { node, found in check(node, node.classKeyword, &found) }
        walk.visitPost(EnumDeclSyntax.self) { node, found in check(node, node.enumKeyword, &found) }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in check(node, node.funcKeyword, &found) }
        walk.visitPost(InitializerDeclSyntax.self) { node, found in check(node, node.initKeyword, &found) }
        walk.visitPost(ProtocolDeclSyntax.self) { node, found in check(node, node.protocolKeyword, &found) }
        walk.visitPost(StructDeclSyntax.self) { node, found in check(node, node.structKeyword, &found) }
        walk.visitPost(SubscriptDeclSyntax.self) { node, found in check(node, node.subscriptKeyword, &found) }
    }

    /// Public (or open), not yet `@preconcurrency`, and with a global actor attribute, a `Sendable`
    /// requirement in its `where` clause, or `@Sendable`/global actor function types among its parameters or
    /// in its result.
    private func requiresPreconcurrency(_ node: some WithModifiersSyntax & WithAttributesSyntax) -> Bool {
        guard node.modifiers.contains(keyword: .public) || node.modifiers.contains(keyword: .open),
              !node.attributes.contains(attributeNamed: "preconcurrency") else { return false }
        if node.attributes.contains(where: { element in
            element.as(AttributeSyntax.self).map { globalActors.contains($0.attributeNameText) } ?? false
        }) {
            return true
        }
        if let whereClause = node.asProtocol((any WithGenericParametersSyntax).self)?.genericWhereClause,
           whereClause.requirements.contains(where: { requirement in
               guard case .conformanceRequirement(let conformance) = requirement.requirement else { return false }
               return Self.isSendable(conformance.rightType)
           }) {
            return true
        }
        let syntax = Syntax(node)
        let parameters = syntax.as(FunctionDeclSyntax.self)?.signature.parameterClause
            ?? syntax.as(InitializerDeclSyntax.self)?.signature.parameterClause
            ?? syntax.as(SubscriptDeclSyntax.self)?.parameterClause
        if let parameters, parameters.parameters.contains(where: { usesConcurrency(Syntax($0)) }) { return true }
        let result = syntax.as(FunctionDeclSyntax.self)?.signature.returnClause?.type
            ?? syntax.as(SubscriptDeclSyntax.self)?.returnClause.type
        return result.map { usesConcurrency(Syntax($0)) } ?? false
    }

    private static func isSendable(_ type: TypeSyntax) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "Sendable" }
        return type.as(CompositionTypeSyntax.self)?.elements.contains { isSendable($0.type) } ?? false
    }

    /// Whether a type (or parameter) has an attributed type with `@Sendable` or a global actor inside.
    private func usesConcurrency(_ node: Syntax) -> Bool {
        let finder = ConcurrencyAttributeFinder(globalActors: globalActors)
        finder.walk(node)
        return finder.found
    }

    /// The file's line break (its first one), for the line the fix adds.
    private static func lineBreak(of file: LintFile) -> String {
        guard let newline = file.bytes.firstIndex(of: 0x0A) else {
            return file.bytes.contains(0x0D) ? "\r" : "\n"
        }
        return newline > 0 && file.bytes[newline - 1] == 0x0D ? "\r\n" : "\n"
    }
}

private final class ConcurrencyAttributeFinder: SyntaxVisitor {
    let globalActors: Set<String>
    var found = false

    init(globalActors: Set<String>) {
        self.globalActors = globalActors
        super.init(viewMode: .sourceAccurate)
    }

    override func visitPost(_ node: AttributedTypeSyntax) {
        if found { return }
        found = node.attributes.contains { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeNameText else { return false }
            return name == "Sendable" || globalActors.contains(name)
        }
    }
}
