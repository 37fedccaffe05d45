// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension AttributeListSyntax {
    /// Whether an `@available(…, unavailable)` attribute marks the declaration unavailable.
    var marksUnavailable: Bool {
        contains { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeNameText == "available",
                  let arguments = attribute.arguments?.as(AvailabilityArgumentListSyntax.self) else { return false }
            return arguments.contains { argument in
                guard let token = argument.argument.as(TokenSyntax.self) else { return false }
                return token.tokenKind == .keyword(.unavailable) || token.tokenKind == .identifier("unavailable")
            }
        }
    }
}
