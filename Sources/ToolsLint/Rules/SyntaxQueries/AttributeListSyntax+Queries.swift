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
