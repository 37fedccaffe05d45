// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

extension SpecNode {
    /// This mapping merged onto `base` as XcodeGen merges includes and templates: mappings deep-merged with
    /// this one winning, lists appended (base first), `key:REPLACE` replacing `key` whole, anything else
    /// replaced. Keys keep `base`'s order; new keys follow.
    public func merged(onto base: SpecNode) -> SpecNode {
        guard isMapping else { return self }
        guard base.isMapping else { return self }
        var result = base
        for entry in entries {
            if entry.key.hasSuffix(":REPLACE") {
                result.set(String(entry.key.dropLast(":REPLACE".count)), entry.value, keyLocation: entry.keyLocation)
                continue
            }
            guard let existing = result[entry.key] else {
                result.set(entry.key, entry.value, keyLocation: entry.keyLocation)
                continue
            }
            switch (existing.value, entry.value.value) {
            case (.mapping, .mapping):
                result.set(entry.key, entry.value.merged(onto: existing))
            case (.sequence(let first), .sequence(let second)):
                result.set(entry.key, SpecNode(.sequence(first + second), at: entry.value.location))
            default:
                result.set(entry.key, entry.value, keyLocation: entry.keyLocation)
            }
        }
        return result
    }

    static let emptyMapping = SpecNode(.mapping([]), at: SpecLocation(file: "", line: 1, column: 1))
}
