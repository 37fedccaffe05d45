// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Calls of some of Quick's functions in specs, as the focused and pending test rules find them (SwiftLint's
/// walk: into classes that inherit and `override func spec()` only; other declarations are skipped whole,
/// statements outside declarations are looked at).
enum QuickSpecCalls {
    static func register(_ walk: inout FileWalk, names: Set<String>) {
        walk.skipDeclarationBodies(except: [ClassDeclSyntax.self, FunctionDeclSyntax.self])
        walk.visit(ClassDeclSyntax.self) { node, _ in
            node.inheritanceClause?.inheritedTypes.isEmpty == false ? .visitChildren : .skipChildren
        }
        walk.visit(FunctionDeclSyntax.self) { node, _ in
            node.name.tokenKind == .identifier("spec") && node.signature.parameterClause.parameters.isEmpty
                && node.modifiers.contains(keyword: .override) ? .visitChildren : .skipChildren
        }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, names.contains(name) {
                found.add(at: node)
            }
        }
    }
}
