// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import GRDB

extension Store {
    /// Removes the entries of older versions of `namespaces`, once per set of current versions.
    ///
    /// A cache namespace is named `<family>.v<N>`, optionally followed by `:<scope>` (`lint.stamps.v1:/repo`);
    /// a change of format bumps `N`, and the entries of the old `N` are then never read again. Left alone
    /// they would stay in the store for good (a store shared by every worktree of a repository, for years),
    /// so the first run of a new version removes them. Later runs only read the marker that says so.
    /// Every name that starts with a family (`mocks.models.v…`) belongs to it; names not of that form are
    /// ignored.
    public func retireOldVersions(of namespaces: [String]) throws(CoreError) {
        let current = namespaces.compactMap(VersionedNamespace.init).sorted { $0.name < $1.name }
        guard !current.isEmpty else { return }
        let marker = current.map(\.name).joined(separator: " ")
        guard try cachedValue(namespace: Self.retiredNamespace, key: marker) == nil else { return }
        do {
            try pool.write { db in
                for namespace in current {
                    // Byte ranges: the family's names, minus this version's name and its scopes (`name:…`).
                    try db.execute(
                        sql: """
                            DELETE FROM cache_entry WHERE namespace >= ? AND namespace < ? AND namespace <> ?
                            AND NOT (namespace >= ? AND namespace < ?)
                            """,
                        arguments: [
                            namespace.family, Self.successor(of: namespace.family), namespace.name,
                            namespace.name + ":", namespace.name + ";",
                        ]
                    )
                }
                try db.execute(
                    sql: "INSERT OR REPLACE INTO cache_entry (namespace, key, value, updated_at) VALUES (?, ?, ?, ?)",
                    arguments: [Self.retiredNamespace, marker, Data(), Date().timeIntervalSince1970]
                )
            }
        } catch {
            throw storeError(error)
        }
    }

    /// Where `retireOldVersions(of:)` notes the sets of versions it has retired the others of.
    static let retiredNamespace = "store.retired"

    /// The smallest string above every string starting with `prefix` (its last byte raised; ASCII names).
    private static func successor(of prefix: String) -> String {
        var bytes = Array(prefix.utf8)
        if let last = bytes.popLast() { bytes.append(last + 1) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// `<family>.v<N>`: `family` is the name up to and including the `v` (`mocks.models.v`).
private struct VersionedNamespace {
    var name: String
    var family: String

    init?(_ name: String) {
        guard name.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }), !name.contains(":"),
              let dot = name.range(of: ".v", options: .backwards) else { return nil }
        let digits = name[dot.upperBound...]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        self.name = name
        family = String(name[..<dot.upperBound])
    }
}
