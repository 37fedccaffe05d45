// Copyright © 2026 Tools Authors. All rights reserved.

/// The edits XcodeGen's reading makes to a spec (includes merged, templates applied, paths rewritten,
/// `${…}` expanded): each value keeps the location it was written at.
extension ConfigValue {
    /// Sets `key` (in place when present, else appended); `keyLocation`, when given, says where it now
    /// comes from.
    public mutating func set(_ key: String, _ newValue: ConfigValue, keyLocation: FileLocation? = nil) {
        var list = entries
        if let index = list.lastIndex(where: { $0.key == key }) {
            list[index].value = newValue
            if let keyLocation { list[index].keyLocation = keyLocation }
        } else {
            list.append(ConfigEntry(key: key, keyLocation: keyLocation ?? newValue.location, value: newValue))
        }
        kind = .mapping(list)
    }

    public mutating func remove(_ key: String) {
        kind = .mapping(entries.filter { $0.key != key })
    }

    /// Every scalar and key changed by `transform` (used for `${…}` expansion).
    public func mapStrings(_ transform: (String) -> String) -> ConfigValue {
        var copy = self
        switch kind {
        case .scalar(let text, let isPlain):
            copy.kind = .scalar(transform(text), isPlain: isPlain)
        case .mapping(let list):
            copy.kind = .mapping(
                list.map { entry in
                    ConfigEntry(
                        key: transform(entry.key), keyLocation: entry.keyLocation,
                        value: entry.value.mapStrings(transform))
                })
        case .sequence(let list):
            copy.kind = .sequence(list.map { $0.mapStrings(transform) })
        }
        return copy
    }

    /// This mapping merged onto `base` as XcodeGen merges includes and templates: mappings deep-merged with
    /// this one winning, lists appended (base first), `key:REPLACE` replacing `key` whole, anything else
    /// replaced. Keys keep `base`'s order; new keys follow.
    public func merged(onto base: ConfigValue) -> ConfigValue {
        guard isMapping, base.isMapping else { return self }
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
            switch (existing.kind, entry.value.kind) {
            case (.mapping, .mapping):
                result.set(entry.key, entry.value.merged(onto: existing))
            case (.sequence(let first), .sequence(let second)):
                result.set(entry.key, ConfigValue(.sequence(first + second), at: entry.value.location))
            default:
                result.set(entry.key, entry.value, keyLocation: entry.keyLocation)
            }
        }
        return result
    }
}
