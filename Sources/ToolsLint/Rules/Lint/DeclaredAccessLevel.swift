// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Swift's access levels, ordered from the most restrictive, as `missing_docs` and `lower_acl_than_parent`
/// compare them; also an option value (`warning: [open, public]`).
enum DeclaredAccessLevel: String, Comparable, Sendable, OptionEnum {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    /// The level a modifier list states (`private(set)` and other setter levels do not count).
    init?(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers where modifier.detail == nil {
            if let level = Self(rawValue: modifier.name.text) {
                self = level
                return
            }
        }
        return nil
    }

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }
}
