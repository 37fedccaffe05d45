// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension DeclModifierListSyntax {
    /// The access level keywords: `private`, `fileprivate`, `internal`, `package`, `public`, `open`.
    static let accessLevelKinds: Set<TokenKind> = [
        .keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.package), .keyword(.public),
        .keyword(.open),
    ]

    /// The first access level modifier, a setter's level (`private(set)`) included.
    var firstAccessLevel: DeclModifierSyntax? {
        first { Self.accessLevelKinds.contains($0.name.tokenKind) }
    }
}
