// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A version of `tools` the repository pins: in mise's `.mise.toml` (`tools = "0.2.0"`, or a backend key
/// ending in `/tools`), asdf's `.tool-versions`, a `Mintfile` (`owner/tools@0.2.0`), or a SwiftPM
/// `Package.resolved` (at the root or in `Tools/`) that pins the `tools` or `tools-plugins` package.
/// `doctor` compares them with the hook's binary: after an upgrade, the hook must run the pinned version.
public struct PinnedVersion: Sendable, Equatable {
    /// `0.2.0` (a leading `v` dropped).
    public var version: String
    /// The file that pins it, relative to the repository's root.
    public var file: String

    public init(version: String, file: String) {
        self.version = version
        self.file = file
    }

    /// The pins found under `root`; files over 1 MB or unreadable are skipped.
    public static func find(in root: URL) -> [PinnedVersion] {
        var pins: [PinnedVersion] = []
        for file in [".mise.toml", "mise.toml", ".config/mise.toml"] {
            pins += text(root, file).flatMap { mise($0) }.map { [PinnedVersion(version: $0, file: file)] } ?? []
        }
        if let version = text(root, ".tool-versions").flatMap(toolVersions) {
            pins.append(PinnedVersion(version: version, file: ".tool-versions"))
        }
        if let version = text(root, "Mintfile").flatMap(mintfile) {
            pins.append(PinnedVersion(version: version, file: "Mintfile"))
        }
        for file in ["Package.resolved", "Tools/Package.resolved"] {
            if let version = text(root, file).flatMap(packageResolved) {
                pins.append(PinnedVersion(version: version, file: file))
            }
        }
        return pins
    }

    private static func text(_ root: URL, _ file: String) -> String? {
        guard case .data(let data) = BoundedRead.read(root.appendingPathComponent(file).path, limit: 1 << 20)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func normalized(_ version: Substring) -> String {
        let trimmed = version.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("v") ? String(trimmed.dropFirst()) : trimmed
    }

    /// `[tools]` table: `tools = "0.2.0"`, `"ubi:owner/tools" = "0.2.0"`, `tools = { version = "0.2.0" }`.
    static func mise(_ text: String) -> String? {
        var inTools = false
        for rawLine in text.split(separator: "\n") {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                inTools = line == "[tools]"
                continue
            }
            guard inTools, let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["\"", "'"])
            guard key == "tools" || key.hasSuffix("/tools") else { continue }
            let value = line[line.index(after: equals)...]
            let quoted = value.split(separator: "\"", omittingEmptySubsequences: false)
            // `"0.2.0"` → ["", "0.2.0", ""]; `{ version = "0.2.0" }` → ["{ version = ", "0.2.0", " }"].
            guard quoted.count >= 3 else { return nil }
            return normalized(quoted[1])
        }
        return nil
    }

    /// `tools 0.2.0`.
    static func toolVersions(_ text: String) -> String? {
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            if words.count >= 2, words[0] == "tools" { return normalized(words[1]) }
        }
        return nil
    }

    /// `owner/tools@0.2.0`.
    static func mintfile(_ text: String) -> String? {
        for line in text.split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: "@", maxSplits: 1)
            guard parts.count == 2, parts[0].hasSuffix("/tools") else { continue }
            return normalized(parts[1])
        }
        return nil
    }

    /// A pin of the `tools` or `tools-plugins` package (`identity`), its `state.version`.
    static func packageResolved(_ text: String) -> String? {
        guard let resolved = try? JSONDecoder().decode(ResolvedFile.self, from: Data(text.utf8)) else { return nil }
        let pin = resolved.pins?.first { ["tools", "tools-plugins", "toolsplugins"].contains($0.identity) }
        return pin?.state.version.map { normalized(Substring($0)) }
    }
}

/// The part of SwiftPM's `Package.resolved` (formats 2 and 3, SwiftPM 5.6 and later) that `PinnedVersion` reads.
private struct ResolvedFile: Decodable {
    var pins: [ResolvedPin]?
}

private struct ResolvedPin: Decodable {
    struct State: Decodable { var version: String? }
    var identity: String
    var state: State
}
