// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Yams

/// Converts Yams' composed tree into located `ConfigValue`s: merge keys (`<<: *base`) applied, duplicated
/// keys warned or refused, and aliases expanded within `YAMLLimits`. Yams resolves an alias to its anchor's
/// node, shared: a node met a second time (known by its tag, one object per composed node) is an alias
/// being expanded, and everything converted counts against the limits, so neither this conversion nor
/// any later walk of the values can grow past them.
struct YAMLConversion {
    let file: String
    /// Where duplicate markers were inserted in the text (line, column).
    let markers: [(line: Int, column: Int)]
    /// The text composed, where anchors' names are read (Yams keeps them only while composing).
    let text: String
    /// Whether the text has an anchor: without one no node is shared, and none needs to be remembered.
    let hasAnchors: Bool
    let duplicateKeys: YAMLLoader.DuplicateKeys
    let limits: YAMLLimits
    private(set) var warnings: [Diagnostic] = []
    /// Duplicated keys, when they are refused.
    private(set) var problems = ConfigurationProblems()
    private var converted: Set<ObjectIdentifier> = []
    private var count = 0
    /// The alias being expanded, outermost: its anchor, where it is written and its key path.
    private var expansion: Expansion?

    private struct Expansion {
        var anchor: String
        var location: FileLocation
        var keyPath: String
    }

    init(file: String, composed: YAMLComposer.Composed, duplicateKeys: YAMLLoader.DuplicateKeys, limits: YAMLLimits) {
        self.file = file
        markers = composed.insertions
        text = composed.text
        hasAnchors = composed.text.contains("&")
        self.duplicateKeys = duplicateKeys
        self.limits = limits
    }

    mutating func convert(_ root: Yams.Node) throws(ConfigurationError) -> ConfigValue {
        let start = warnings.count
        let value = try convert(root, depth: 1, keyPath: "", parent: location(of: root))
        // Inner mappings are converted first; report in file order.
        warnings[start...].sort { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
        return value
    }

    /// The location of `node` in the file as written (before duplicate markers were inserted).
    private func location(of node: Yams.Node) -> FileLocation {
        let line = node.mark?.line ?? 1
        var column = node.mark?.column ?? 1
        for marker in markers.reversed() where marker.line == line && column > marker.column {
            column -= YAMLComposer.duplicateMarker.unicodeScalars.count
        }
        return FileLocation(file: file, line: line, column: column)
    }

    /// `node` converted; `parent` is where the alias is written when `node` is reached through one: the
    /// key of a mapping, or the list that holds it.
    private mutating func convert(
        _ node: Yams.Node, depth: Int, keyPath: String, parent: FileLocation
    ) throws(ConfigurationError) -> ConfigValue {
        let here = location(of: node)
        let opensExpansion = hasAnchors && expansion == nil
            && !converted.insert(YAMLComposer.identity(of: node)).inserted
        if opensExpansion { expansion = Expansion(anchor: anchorName(of: node), location: parent, keyPath: keyPath) }
        defer { if opensExpansion { expansion = nil } }
        count += 1
        if count > limits.values {
            throw limitError("the document has more than \(limits.values) values", at: here, keyPath)
        }
        if depth > limits.depth {
            throw limitError("values nest deeper than \(limits.depth) levels", at: here, keyPath)
        }
        switch node {
        case .scalar(let scalar):
            let isPlain = scalar.style == .plain && scalar.tag == .implicit
            return ConfigValue(.scalar(scalar.string, isPlain: isPlain), at: here)
        case .sequence(let sequence):
            var elements: [ConfigValue] = []
            for (index, element) in sequence.enumerated() {
                elements.append(try convert(element, depth: depth + 1, keyPath: "\(keyPath)[\(index)]", parent: here))
            }
            return ConfigValue(.sequence(elements), at: here)
        case .mapping(let mapping):
            return ConfigValue(.mapping(try convertMapping(mapping, depth: depth, keyPath: keyPath)), at: here)
        case .alias:
            return ConfigValue(.scalar("", isPlain: true), at: here)
        }
    }

    /// `*name` for the anchor written where `node` starts (libyaml's mark of an anchored node is its `&`).
    private func anchorName(of node: Yams.Node) -> String {
        guard let mark = node.mark, mark.line >= 1,
            let line = text.split(separator: "\n", maxSplits: mark.line, omittingEmptySubsequences: false)
                .dropFirst(mark.line - 1).first
        else { return "an alias" }
        let scalars = line.unicodeScalars.dropFirst(mark.column - 1)
        guard scalars.first == "&" else { return "an alias" }
        let name = scalars.dropFirst().prefix { !" \t\r,[]{}".unicodeScalars.contains($0) }
        return "'*" + String(String.UnicodeScalarView(name)) + "'"
    }

    private func limitError(_ problem: String, at location: FileLocation, _ keyPath: String) -> ConfigurationError {
        guard let expansion else {
            return .invalidValue(
                location, keyPath: keyPath, problem: problem,
                hint: "configuration files are far smaller; check the file is the right one")
        }
        return .invalidValue(
            expansion.location, keyPath: expansion.keyPath,
            problem: "with \(expansion.anchor) expanded here, \(problem)",
            hint: "aliases may repeat a value, not multiply the document; write the values out or use fewer aliases")
    }

    private mutating func convertMapping(
        _ mapping: Yams.Node.Mapping, depth: Int, keyPath: String
    ) throws(ConfigurationError) -> [ConfigEntry] {
        var explicit: [ConfigEntry] = []
        var merged: [ConfigEntry] = []
        for (key, value) in mapping {
            let keyLocation = location(of: key)
            let text = key.scalar?.string ?? ""
            let childPath = keyPath.isEmpty ? text : "\(keyPath).\(text)"
            if text == "<<", key.scalar?.style == .plain {
                // YAML merge key: the merged mappings' keys are defaults; the first mapping listed wins.
                let sources = value.sequence.map(Array.init) ?? [value]
                for source in sources {
                    let converted = try convert(source, depth: depth + 1, keyPath: keyPath, parent: keyLocation)
                    for entry in converted.entries where !merged.contains(where: { $0.key == entry.key }) {
                        merged.append(entry)
                    }
                }
                continue
            }
            let name = text.hasPrefix(YAMLComposer.duplicateMarker)
                ? String(text.dropFirst(YAMLComposer.duplicateMarker.count)) : text
            let converted = try convert(value, depth: depth + 1, keyPath: childPath, parent: keyLocation)
            explicit.append(ConfigEntry(key: name, keyLocation: keyLocation, value: converted))
        }
        let result = keepingLastOfDuplicates(explicit, keyPath: keyPath)
        let defaults = merged.filter { entry in !result.contains { $0.key == entry.key } }
        return defaults + result
    }

    /// `entries` without the earlier of duplicated keys; each later one is a warning or an error at its
    /// own key, naming the one before it.
    private mutating func keepingLastOfDuplicates(_ entries: [ConfigEntry], keyPath: String) -> [ConfigEntry] {
        var result: [ConfigEntry] = []
        for (index, entry) in entries.enumerated() {
            if let earlier = entries[..<index].last(where: { $0.key == entry.key }) {
                report(entry, overriding: earlier, keyPath: keyPath)
            }
            if entries[(index + 1)...].contains(where: { $0.key == entry.key }) { continue }
            result.append(entry)
        }
        return result
    }

    private mutating func report(_ entry: ConfigEntry, overriding earlier: ConfigEntry, keyPath: String) {
        let prefix = keyPath.isEmpty ? "" : "\(keyPath): "
        let place = Self.place(earlier.keyLocation, beside: entry.keyLocation)
        switch duplicateKeys {
        case .rejected:
            problems.record(
                ConfigurationError.invalidValue(
                    entry.keyLocation, keyPath: keyPath, problem: "duplicate key '\(entry.key)' (also at \(place))",
                    hint: "keep one of them: YAML keys of a mapping are unique"))
        case .lastWins:
            warnings.append(
                Diagnostic(
                    at: entry.keyLocation, severity: .warning, ruleID: "configuration", ruleName: "Configuration",
                    message: prefix + "duplicate key '\(entry.key)' overrides the one at \(place): "
                        + "the last one wins, as in XcodeGen"))
        }
    }

    /// `line N`, or `line N:C` when both keys are on one line (a flow mapping).
    private static func place(_ location: FileLocation, beside other: FileLocation) -> String {
        let line = location.line ?? 1
        return line == other.line ? "line \(line):\(location.column ?? 1)" : "line \(line)"
    }
}
