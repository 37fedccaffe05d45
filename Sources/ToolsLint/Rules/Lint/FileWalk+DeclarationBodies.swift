// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension FileWalk {
    /// The declaration kinds whose bodies many SwiftLint rules do not look into (its visitors'
    /// `skippableDeclarations: .all`): their own callbacks still run, their members and bodies are not walked.
    static let declarationsWithBodies: [any DeclSyntaxProtocol.Type] = [
        ActorDeclSyntax.self, ClassDeclSyntax.self, EnumDeclSyntax.self, ExtensionDeclSyntax.self,
        FunctionDeclSyntax.self, InitializerDeclSyntax.self, ProtocolDeclSyntax.self, StructDeclSyntax.self,
        SubscriptDeclSyntax.self, VariableDeclSyntax.self,
    ]

    /// Skips, for this rule, what is inside every declaration of `declarationsWithBodies` but those of `kept`.
    mutating func skipDeclarationBodies(except kept: [any DeclSyntaxProtocol.Type] = []) {
        let keptTypes = Set(kept.map { ObjectIdentifier($0) })
        for type in Self.declarationsWithBodies where !keptTypes.contains(ObjectIdentifier(type)) {
            skipChildren(of: type)
        }
    }

    /// Skips, for this rule, what is inside every node of type `Node`.
    mutating func skipChildren<Node: SyntaxProtocol>(of type: Node.Type) {
        visit(type) { _, _ in .skipChildren }
    }
}
