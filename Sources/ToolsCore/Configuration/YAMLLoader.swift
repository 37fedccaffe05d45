// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Reads configuration files (`project.yml` and its includes, `.swiftlint.yml`, templates' settings) into
/// located values through Yams (libyaml): merge keys (`<<: *base`) applied, aliases expanded within
/// `YAMLLimits`, and every problem one line naming the file, line and column.
public enum YAMLLoader {
    /// What a key written twice in one mapping means.
    public enum DuplicateKeys: Sendable {
        /// An error at each later key, as Yams (and so SwiftLint) refuses them.
        case rejected
        /// The last one wins, with a warning at each later key, as XcodeGen's parser reads a spec.
        case lastWins
    }

    /// Loads the YAML document at `url`, refusing duplicated keys. An empty file yields an empty mapping.
    /// - Parameter displayPath: how the file is named in messages (defaults to the path).
    public static func load(_ url: URL, displayPath: String? = nil) throws(ConfigurationError) -> ConfigNode {
        ConfigNode(value: try read(url, displayPath: displayPath).root)
    }

    /// Reads `text` as the file `file`, refusing duplicated keys.
    public static func parse(_ text: String, file: String) throws(ConfigurationError) -> ConfigNode {
        ConfigNode(value: try read(text: text, file: file).root)
    }

    /// Reads the file at `url`.
    public static func read(
        _ url: URL, displayPath: String? = nil, duplicateKeys: DuplicateKeys = .rejected,
        limits: YAMLLimits = .standard
    ) throws(ConfigurationError) -> YAMLDocument {
        let name = displayPath ?? url.path
        let text = try readText(url, displayPath: name, limits: limits)
        return try read(text: text, file: name, duplicateKeys: duplicateKeys, limits: limits)
    }

    /// The text of the file at `url`: a regular file, within `limits.bytes`, UTF-8 (else an error at the
    /// first byte that is not).
    public static func readText(
        _ url: URL, displayPath: String? = nil, limits: YAMLLimits = .standard
    ) throws(ConfigurationError) -> String {
        let name = displayPath ?? url.path
        let data: Data
        do {
            data = try ConfigurationOverlay.data(for: url) ?? readBounded(url, limit: limits.bytes)
        } catch {
            throw ConfigurationError.unreadable(file: name)
        }
        return try YAMLText.decode(data, file: name, limits: limits)
    }

    /// Reads `text` as the file `file`.
    public static func read(
        text: String, file: String, duplicateKeys: DuplicateKeys = .rejected, limits: YAMLLimits = .standard
    ) throws(ConfigurationError) -> YAMLDocument {
        try YAMLText.checkSize(text.utf8.count, file: file, limits: limits)
        if let key = YAMLAliasKeys.first(in: text) {
            throw ConfigurationError.invalidValue(
                FileLocation(file: file, position: key.position), keyPath: "",
                problem: "the alias '*\(key.name)' of a list or mapping is used as a mapping key",
                hint: "write the key out: such keys are not read")
        }
        // Yams' nodes never leave the thread: they are composed, converted and released there.
        let result = LargeStack.run { () -> Result<YAMLDocument, ConfigurationError> in
            do throws(ConfigurationError) {
                var composed = try YAMLComposer.compose(text, file: file)
                defer { YAMLComposer.release(&composed) }
                var conversion = YAMLConversion(
                    file: file, composed: composed, duplicateKeys: duplicateKeys, limits: limits)
                let root = try conversion.convert(composed.root)
                var problems = conversion.problems
                problems.keepOncePerPlace()
                try problems.finish()
                return .success(YAMLDocument(root: root, warnings: conversion.warnings))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The bytes of `url`, at most `limit + 1` of them: a file over the limit is not read whole, and
    /// anything but a regular file (a FIFO would block the run) is not read at all.
    private static func readBounded(_ url: URL, limit: Int) throws -> Data {
        // A link is followed (a team may keep the spec elsewhere); what it names must be a regular file.
        guard try url.resolvingSymlinksInPath().resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true
        else {
            throw CocoaError(.fileReadUnknown)
        }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try handle.read(upToCount: limit + 1) ?? Data()
    }
}

extension ToolsCore {
    /// What can be said of libyaml: Yams compiles its own copy and strips libyaml's version functions.
    public static let libyamlVersion = "libyaml compiled into Yams (its copy exports no version function)"
}
