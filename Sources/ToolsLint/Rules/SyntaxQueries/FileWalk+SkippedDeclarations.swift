// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension FileWalk {
    /// Registers the declarations of `kinds` as not looked into: the rule's callbacks see none of their
    /// descendants (the declarations themselves still reach its callbacks).
    mutating func skipDescendants(of kinds: Set<SkippedDeclaration>) {
        for kind in kinds {
            switch kind {
            case .actor: visit(ActorDeclSyntax.self) { _, _ in .skipChildren }
            case .class: visit(ClassDeclSyntax.self) { _, _ in .skipChildren }
            case .enum: visit(EnumDeclSyntax.self) { _, _ in .skipChildren }
            case .extension: visit(ExtensionDeclSyntax.self) { _, _ in .skipChildren }
            case .function: visit(FunctionDeclSyntax.self) { _, _ in .skipChildren }
            case .initializer: visit(InitializerDeclSyntax.self) { _, _ in .skipChildren }
            case .protocol: visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
            case .struct: visit(StructDeclSyntax.self) { _, _ in .skipChildren }
            case .subscript: visit(SubscriptDeclSyntax.self) { _, _ in .skipChildren }
            case .variable: visit(VariableDeclSyntax.self) { _, _ in .skipChildren }
            }
        }
    }
}
