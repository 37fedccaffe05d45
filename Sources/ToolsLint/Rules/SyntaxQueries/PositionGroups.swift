// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Positions grouped by a key; `duplicated` lists those of every key seen more than once.
struct PositionGroups<Key: Hashable> {
    private var positions: [Key: [AbsolutePosition]] = [:]

    mutating func append(_ position: AbsolutePosition, for key: Key) {
        positions[key, default: []].append(position)
    }

    var duplicated: [AbsolutePosition] {
        positions.values.filter { $0.count > 1 }.flatMap { $0 }.sorted()
    }
}
