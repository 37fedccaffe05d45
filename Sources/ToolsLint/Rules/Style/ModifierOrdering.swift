// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Reading and sorting modifier lists as SwiftLint's `modifier_order` does.
enum ModifierOrdering {
    struct Entry {
        var keyword: String
        var modifier: DeclModifierSyntax
        var group: ModifierOrderRule.Group
    }

    /// The keyword that introduces the declaration the modifiers belong to, where violations are reported.
    static func introducer(of node: DeclModifierListSyntax) -> TokenSyntax? {
        guard let parent = node.parent else { return nil }
        return parent.asProtocol((any DeclGroupSyntax).self)?.introducer
            ?? parent.as(FunctionDeclSyntax.self)?.funcKeyword
            ?? parent.as(InitializerDeclSyntax.self)?.initKeyword
            ?? parent.as(SubscriptDeclSyntax.self)?.subscriptKeyword
            ?? parent.as(VariableDeclSyntax.self)?.bindingSpecifier
    }

    /// The modifiers SwiftLint knows, with their groups; a setter level such as `private(set)` is `setterACL`.
    static func entries(of node: DeclModifierListSyntax) -> [Entry] {
        node.compactMap { modifier in
            let keyword = modifier.name.text
            guard let group = group(of: keyword) else { return nil }
            if case .identifier("set") = modifier.detail?.detail.tokenKind {
                return group == .acl ? Entry(keyword: "\(keyword)(set)", modifier: modifier, group: .setterACL) : nil
            }
            return Entry(keyword: keyword, modifier: modifier, group: group)
        }
    }

    private static func group(of keyword: String) -> ModifierOrderRule.Group? {
        switch keyword {
        case "override": .override
        case "weak": .owned
        case "final": .final
        case "required": .required
        case "convenience": .convenience
        case "lazy": .lazy
        case "dynamic": .dynamic
        case "nonisolated": .isolation
        case "private", "fileprivate", "internal", "public", "open": .acl
        case "mutating", "nonmutating": .mutators
        case "static", "class": .typeMethods
        default: nil
        }
    }

    /// Insertion in preferred order: an entry goes before the first placed entry of a later group; entries
    /// of groups outside the order stay behind the others.
    static func sorted(_ entries: [Entry], by order: [ModifierOrderRule.Group]) -> [Entry] {
        var result: [Entry] = []
        for entry in entries {
            let rank = order.firstIndex(of: entry.group)
            let index = result.firstIndex { placed in
                guard let rank, let placedRank = order.firstIndex(of: placed.group) else { return false }
                return rank < placedRank
            }
            result.insert(entry, at: index ?? result.endIndex)
        }
        return result
    }
}
