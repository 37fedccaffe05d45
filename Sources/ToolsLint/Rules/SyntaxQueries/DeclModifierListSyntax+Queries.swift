// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

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
