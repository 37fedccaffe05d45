// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// The declarations around the point of a walk and what each contributes to its members' access levels, as
/// `missing_docs` models Swift's rules (SwiftLint's model): an undecorated member of a type is internal at
/// most, a member of an extension takes the extension's level, a protocol's requirements share its level;
/// with `evaluatesEffectiveLevel`, no member is above its type.
final class AccessScopes {
    enum Kind { case type, enumeration, `extension`, `protocol` }

    private struct Scope {
        var kind: Kind
        var explicit: DeclaredAccessLevel?

        var effective: DeclaredAccessLevel { explicit ?? .internal }
    }

    private let evaluatesEffectiveLevel: Bool
    private var scopes: [Scope] = []

    init(evaluatesEffectiveLevel: Bool) {
        self.evaluatesEffectiveLevel = evaluatesEffectiveLevel
    }

    /// The level of the innermost enum's cases, when the innermost scope is an enum.
    var enumCaseLevel: DeclaredAccessLevel? {
        guard let scope = scopes.last, scope.kind == .enumeration else { return nil }
        return scope.explicit ?? .internal
    }

    /// Enters a type (an extension keeps its own level: the enclosing scopes do not change it).
    func enter(_ kind: Kind, _ modifiers: DeclModifierListSyntax) {
        var scope = Scope(kind: kind, explicit: DeclaredAccessLevel(modifiers))
        if kind != .extension, let parent = scopes.last {
            switch parent.kind {
            case .type, .enumeration:
                if scope.effective > parent.effective, evaluatesEffectiveLevel { scope.explicit = parent.effective }
            case .extension, .protocol:
                if scope.explicit == nil { scope.explicit = parent.effective }
            }
        }
        scopes.append(scope)
    }

    func leave() {
        _ = scopes.popLast()
    }

    /// The level of a declaration stating `explicit` (or nothing) in the innermost scope.
    func level(given explicit: DeclaredAccessLevel?) -> DeclaredAccessLevel {
        guard let parent = scopes.last else { return explicit ?? .internal }
        switch parent.kind {
        case .type, .enumeration:
            guard let explicit else { return min(parent.effective, .internal) }
            return explicit < parent.effective || !evaluatesEffectiveLevel ? explicit : parent.effective
        case .protocol:
            return parent.effective
        case .extension:
            return explicit ?? parent.effective
        }
    }
}
