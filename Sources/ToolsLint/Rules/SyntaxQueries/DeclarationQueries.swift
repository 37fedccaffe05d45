// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension AttributeListSyntax {
    /// The first attribute written `@name` (arguments or not).
    func attribute(named name: String) -> AttributeSyntax? {
        for element in self {
            if let attribute = element.as(AttributeSyntax.self), attribute.attributeNameText == name {
                return attribute
            }
        }
        return nil
    }

    func contains(attributeNamed name: String) -> Bool {
        attribute(named: name) != nil
    }
}

extension AttributeSyntax {
    /// The attribute's name as written, e.g. `objc` for `@objc(name:)`, `MainActor` for `@MainActor`.
    var attributeNameText: String {
        attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? attributeName.trimmedDescription
    }
}

extension DeclModifierListSyntax {
    func contains(keyword: Keyword) -> Bool {
        contains { $0.name.tokenKind == .keyword(keyword) }
    }

    /// Whether the declaration is `private` or `fileprivate` (a setter's level such as `private(set)` does not count).
    var containsPrivateOrFileprivate: Bool {
        contains { modifier in
            modifier.detail == nil
                && (modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate))
        }
    }
}

extension ExprSyntax {
    /// `""` (one empty segment), as SwiftLint tests it: an empty multi-line literal does not count.
    var isEmptyStringLiteral: Bool {
        guard let literal = self.as(StringLiteralExprSyntax.self), literal.segments.count == 1 else { return false }
        return literal.segments.first?.as(StringSegmentSyntax.self)?.content.text.isEmpty == true
    }
}

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
