// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension ClassDeclSyntax {
    /// Whether the class inherits one of `parents` by its plain name (SwiftLint does not resolve
    /// `Module.Type` or typealiases): what makes a class a test case for the XCTest rules.
    func inheritsTestParent(_ parents: TestParentClasses) -> Bool {
        inheritanceClause?.inheritedTypes.contains { inherited in
            inherited.type.as(IdentifierTypeSyntax.self).map { parents.contains($0.name.text) } ?? false
        } ?? false
    }
}
