// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension SyntaxProtocol {
    /// The modifiers of the nearest enclosing declaration that has modifiers.
    var enclosingDeclarationModifiers: DeclModifierListSyntax? {
        var current = parent
        while let node = current {
            if let decl = node.as(DeclSyntax.self) {
                return decl.asProtocol((any WithModifiersSyntax).self)?.modifiers
            }
            current = node.parent
        }
        return nil
    }
}
