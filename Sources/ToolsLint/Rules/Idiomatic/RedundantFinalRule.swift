// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `final` says nothing on an actor (actors cannot be inherited from), on an actor's members, or on the
/// members of a `final class`; SwiftLint 0.65's opt-in `redundant_final` removes it.
struct RedundantFinalRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "redundant_final",
        name: "Redundant Final",
        description: "`final` is redundant",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("actor MyActor {}\n"),
            Example("final class MyClass {}\n"),
            Example("@globalActor\nactor MyGlobalActor {}\n"),
            Example("actor MyActor {\n    func doWork() {}\n    final class C1 {}\n    class C2 {\n"
                + "        final func doWork() {}\n    }\n}\n"),
            Example("class MyClass {\n    final func doWork() {}\n}\n"),
            Example("final class C {\n    struct S {\n        static func make() {}\n    }\n}\n"),
        ],
        triggeringExamples: [
            Example("↓final actor MyActor {}\n"),
            Example("public ↓final actor DataStore {}\n"),
            Example("@globalActor\n↓final actor MyGlobalActor {}\n"),
            Example("actor MyActor {\n    ↓final func doWork() {}\n}\n"),
            Example("actor MyActor {\n    ↓final var value: Int { 0 }\n}\n"),
            Example("final class C1 {\n    ↓final actor A1 {\n        ↓final func doWork() {}\n    }\n"
                + "    ↓final func doWork() {}\n    final class C2 {\n        ↓final func doWork() {}\n    }\n}\n"),
            Example("final class C {\n    ↓final subscript(index: Int) -> Int { index }\n}\n"),
        ],
        corrections: [
            Correction(Example("↓final actor MyActor {}\n"), "actor MyActor {}\n"),
            Correction(Example("public ↓final actor DataStore {}\n"), "public actor DataStore {}\n"),
            Correction(Example("actor MyActor { ↓final func doWork() {}}\n"), "actor MyActor { func doWork() {}}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("final") else { return }
        // Whether each enclosing type makes its members final: actors and final classes do; structs, enums,
        // extensions and other classes do not. Protocols are not looked into.
        var finalTypes: [Bool] = []
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        walk.visit(ActorDeclSyntax.self) { _, _ in
            finalTypes.append(true)
            return .visitChildren
        }
        walk.visitPost(ActorDeclSyntax.self) { node, found in
            Self.report(node.modifiers, &found)
            finalTypes.removeLast()
        }
        walk.visit(ClassDeclSyntax.self) { node, _ in
            finalTypes.append(node.modifiers.contains(keyword: .final))
            return .visitChildren
        }
        walk.visitPost(ClassDeclSyntax.self) { _, _ in finalTypes.removeLast() }
        Self.pushNotFinal(StructDeclSyntax.self, &walk) { finalTypes.append(false) } pop: { finalTypes.removeLast() }
        Self.pushNotFinal(EnumDeclSyntax.self, &walk) { finalTypes.append(false) } pop: { finalTypes.removeLast() }
        Self.pushNotFinal(ExtensionDeclSyntax.self, &walk) { finalTypes.append(false) } pop: {
            finalTypes.removeLast()
        }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            if finalTypes.last == true { Self.report(node.modifiers, &found) }
        }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            if finalTypes.last == true { Self.report(node.modifiers, &found) }
        }
        walk.visitPost(SubscriptDeclSyntax.self) { node, found in
            if finalTypes.last == true { Self.report(node.modifiers, &found) }
        }
    }

    /// Registers a type whose members are not made final by it.
    private static func pushNotFinal<Node: SyntaxProtocol>(
        _ type: Node.Type, _ walk: inout FileWalk, push: @escaping () -> Void, pop: @escaping () -> Void
    ) {
        walk.visit(type) { _, _ in
            push()
            return .visitChildren
        }
        walk.visitPost(type) { _, _ in pop() }
    }

    /// A finding at the `final` modifier, whose fix removes it with the space after it.
    private static func report(_ modifiers: DeclModifierListSyntax, _ found: inout RuleFindings) {
        guard let modifier = modifiers.first(where: { $0.name.tokenKind == .keyword(.final) }) else { return }
        let start = modifier.positionAfterSkippingLeadingTrivia.utf8Offset
        found.add(atByte: start, fix: [TextEdit(start..<modifier.endPosition.utf8Offset, "")])
    }
}
