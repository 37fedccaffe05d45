// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Yams

/// Reads one spec file into a located `SpecNode` the way XcodeGen reads it: YAML merge keys (`<<: *base`)
/// applied, duplicated keys accepted (the last one wins, with a warning naming both lines) and `${NAME}`
/// replaced by the environment variable NAME when it is set (left as written otherwise).
public struct SpecReader {
    public var environment: [String: String]
    public private(set) var warnings: [Diagnostic] = []
    /// The composed YAML of each file read, by display path, for the single-file `tools:` section.
    public private(set) var documents: [(file: String, node: Yams.Node)] = []
    /// Where duplicate markers were inserted in the file being converted.
    private var markers: [(line: Int, column: Int)] = []

    public init(environment: [String: String]) {
        self.environment = environment
    }

    public mutating func read(_ url: URL, displayPath: String) throws(ConfigurationError) -> SpecNode {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ConfigurationError.unreadable(file: displayPath)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError.notUTF8(file: displayPath)
        }
        return try parse(text, file: displayPath)
    }

    public mutating func parse(_ text: String, file: String) throws(ConfigurationError) -> SpecNode {
        let (node, insertions) = try YAMLLoader.composeAllowingDuplicateKeys(text, file: file)
        documents.append((file, YAMLLoader.droppingDuplicateKeys(node)))
        markers = insertions
        let before = warnings.count
        let converted = convert(node, file: file)
        // Inner mappings are converted first; report in file order.
        warnings[before...].sort { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
        return environment.isEmpty ? converted : converted.mapStrings { Self.expand($0, variables: environment) }
    }

    // MARK: Conversion

    /// The location of `node` in the file as written (before duplicate markers were inserted).
    private func location(of node: Yams.Node, file: String) -> SpecLocation {
        let line = node.mark?.line ?? 1
        var column = node.mark?.column ?? 1
        for marker in markers.reversed() where marker.line == line && column > marker.column {
            column -= YAMLLoader.duplicateMarker.unicodeScalars.count
        }
        return SpecLocation(file: file, line: line, column: column)
    }

    private mutating func convert(_ node: Yams.Node, file: String) -> SpecNode {
        let location = location(of: node, file: file)
        switch node {
        case .scalar(let scalar):
            let isPlain = scalar.style == .plain && scalar.tag == .implicit
            return SpecNode(.scalar(scalar.string, isPlain: isPlain), at: location)
        case .sequence(let sequence):
            return SpecNode(.sequence(sequence.map { convert($0, file: file) }), at: location)
        case .mapping(let mapping):
            return SpecNode(.mapping(convertMapping(mapping, file: file)), at: location)
        case .alias:
            return SpecNode(.scalar("", isPlain: true), at: location)
        }
    }

    private mutating func convertMapping(_ mapping: Yams.Node.Mapping, file: String) -> [SpecEntry] {
        var explicit: [SpecEntry] = []
        var merged: [SpecEntry] = []
        for (key, value) in mapping {
            let keyLocation = location(of: key, file: file)
            let text = key.scalar?.string ?? ""
            if text == "<<" {
                // YAML merge key: the merged mappings' keys are defaults; the first mapping listed wins.
                let sources = value.sequence.map(Array.init) ?? [value]
                for source in sources {
                    for entry in convert(source, file: file).entries
                    where !merged.contains(where: { $0.key == entry.key }) {
                        merged.append(entry)
                    }
                }
                continue
            }
            let name = text.hasPrefix(YAMLLoader.duplicateMarker)
                ? String(text.dropFirst(YAMLLoader.duplicateMarker.count)) : text
            explicit.append(SpecEntry(key: name, keyLocation: keyLocation, value: convert(value, file: file)))
        }
        var result: [SpecEntry] = []
        for (index, entry) in explicit.enumerated() {
            if let later = explicit[(index + 1)...].last(where: { $0.key == entry.key }) {
                warnings.append(duplicateWarning(entry, winner: later))
                continue
            }
            result.append(entry)
        }
        let defaults = merged.filter { entry in !result.contains { $0.key == entry.key } }
        return defaults + result
    }

    private func duplicateWarning(_ dropped: SpecEntry, winner: SpecEntry) -> Diagnostic {
        Diagnostic(
            file: dropped.keyLocation.file, line: dropped.keyLocation.line, column: dropped.keyLocation.column,
            severity: .warning, ruleID: "configuration", ruleName: "Configuration",
            message: "duplicate key '\(dropped.key)' (\(place(dropped.keyLocation, winner.keyLocation))) is overridden "
                + "by \(place(winner.keyLocation, dropped.keyLocation)): the last one wins, as in XcodeGen"
        )
    }

    /// `line N`, or `line N:C` when both keys are on one line (a flow mapping).
    private func place(_ location: SpecLocation, _ other: SpecLocation) -> String {
        location.line == other.line ? "line \(location.line):\(location.column)" : "line \(location.line)"
    }

    // MARK: Variables

    /// `text` with each `${NAME}` whose NAME is in `variables` replaced; unknown names stay as written,
    /// as XcodeGen leaves them (so `${SRCROOT}` reaches Xcode).
    public static func expand(_ text: String, variables: [String: String]) -> String {
        guard text.contains("${") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                rest = rest[start.lowerBound...]
                break
            }
            let name = String(rest[start.upperBound..<end])
            if !name.isEmpty, let value = variables[name] {
                result += value
            } else {
                result += rest[start.lowerBound...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
