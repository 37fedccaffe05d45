// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// An `order` option of the ordering rules (`type_contents_order`, `file_types_order`): groups of kinds, the
/// groups in the expected order and the kinds of one group in any order among themselves. Written as SwiftLint
/// reads it: a list whose items are a kind or a list of kinds (`[[case], [type_alias, associated_type]]`).
struct OrderGroups<Kind: OptionEnum & Sendable & Hashable>: OptionValue, Sendable, Hashable {
    var groups: [[Kind]]

    init(_ groups: [[Kind]]) {
        self.groups = groups
    }

    static func read(_ node: ConfigNode, current: Self) throws(ConfigurationError) -> Self {
        guard case .sequence = node.node else { return Self([[try Kind.read(node, current: current.any)]]) }
        var groups: [[Kind]] = []
        for item in try node.elements() {
            if case .sequence = item.node {
                var group: [Kind] = []
                for text in try item.strings() { group.append(try Kind.element(text, at: item)) }
                groups.append(group)
            } else {
                groups.append([try Kind.element(try item.string(), at: item)])
            }
        }
        return Self(groups)
    }

    /// Some kind, as the current value `Kind.read` wants (never used for a single word).
    private var any: Kind { groups.first?.first ?? Kind.allCases[Kind.allCases.startIndex] }

    var yaml: OptionYAML { .list(groups.map { .list($0.map(\.yaml)) }) }

    /// The items (a kind and a position each, in file order) that stand before an item of a later group, with
    /// the group they were found amongst: SwiftLint's walk over the groups, each claiming the items up to its
    /// last one that were not claimed before.
    func misplaced<Item>(_ items: [Item], kind: (Item) -> Kind) -> [(item: Item, amongst: [Kind])] {
        var result: [(item: Item, amongst: [Kind])] = []
        var lastMatch = -1
        for group in groups {
            var candidates: [Int] = []
            for index in (lastMatch + 1)..<max(lastMatch + 1, items.count) {
                if group.contains(kind(items[index])) {
                    lastMatch = index
                } else {
                    candidates.append(index)
                }
            }
            for index in candidates where index < lastMatch { result.append((items[index], group)) }
        }
        return result
    }
}
