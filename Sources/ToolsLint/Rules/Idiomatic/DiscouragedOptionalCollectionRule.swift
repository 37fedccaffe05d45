// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An optional collection has two ways of being empty: `discouraged_optional_collection` reports
/// `[T]?`, `[K: V]?`, `Array<T>?`, `Dictionary<K, V>?` and `Set<T>?`.
struct DiscouragedOptionalCollectionRule: Rule {
    static let description = RuleDescription(
        identifier: "discouraged_optional_collection",
        name: "Discouraged Optional Collection",
        description: "Prefer empty collection over optional collection",
        isOptIn: true,
        nonTriggeringExamples: DiscouragedOptionalCollectionExamples.nonTriggering,
        triggeringExamples: DiscouragedOptionalCollectionExamples.triggering
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("?") else { return }
        walk.visitPost(OptionalTypeSyntax.self) { node, found in
            let wrapped = node.wrappedType
            if wrapped.is(ArrayTypeSyntax.self) || wrapped.is(DictionaryTypeSyntax.self) {
                found.add(at: node)
            } else if let name = wrapped.as(IdentifierTypeSyntax.self)?.name.text,
                      name == "Array" || name == "Dictionary" || name == "Set" {
                found.add(at: node)
            }
        }
    }
}
