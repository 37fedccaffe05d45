// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Reads the main configuration file with its `parent_config` and `child_config` chain, as SwiftLint builds
/// its file graph: the parent below the file, the child on top; local or remote (`http://`, `https://`); a
/// local parent or child that does not exist is left out with SwiftLint's warning and the run goes on.
/// Nested `.swiftlint.yml` files are read without their chain (SwiftLint ignores it there; we say so).
struct ConfigurationLoader {
    /// SwiftLint's defaults: seconds to wait for a remote file, and when a cached copy exists.
    static let defaultRemoteTimeout: Double = 2
    static let defaultRemoteTimeoutIfCached: Double = 1
    /// The most files a `parent_config`/`child_config` chain may hold, the main file included: a chain is a
    /// handful of files; a server that names a new file at each answer must not lead on for ever.
    static let maximumChainLength = 64

    let fetcher: RemoteConfigurationFetcher
    /// Remote files fetched ahead (`preloadMain`), by URL: read from here instead of the network.
    private var fetched: [String: Result<RemoteConfigurationFetcher.Fetched, ConfigurationError>] = [:]
    /// While preloading: a remote file not fetched yet stops the load (`RemoteNeeded`) instead of being
    /// waited for on the calling thread.
    private var collecting = false

    init(store: Store?) {
        fetcher = RemoteConfigurationFetcher(store: store)
    }

    /// A remote file the load needs before it can go on (preloading only).
    private struct RemoteNeeded: Error {
        var url: String
        var timeout: Double
        var ifCached: Double
        var node: ConfigNode
    }

    /// `loadMain(url)` for async callers: each remote file of the chain is fetched without holding a thread
    /// (a load that meets one not fetched yet stops, the file is awaited, and the load starts again: a chain
    /// holds a few files, and at most `maximumChainLength`).
    func preloadMain(_ url: URL) async -> Result<ConfigurationFile, any Error> {
        var loader = self
        loader.collecting = true
        for _ in 0...Self.maximumChainLength {
            do {
                return .success(try loader.loadMain(url))
            } catch let needed as RemoteNeeded {
                do throws(ConfigurationError) {
                    loader.fetched[needed.url] = .success(try await fetcher.text(
                        of: needed.url, timeout: needed.timeout, timeoutIfCached: needed.ifCached, at: needed.node
                    ))
                } catch {
                    loader.fetched[needed.url] = .failure(error)
                }
            } catch {
                return .failure(error)
            }
        }
        loader.collecting = false
        return Result { try loader.loadMain(url) }
    }

    /// Where a configuration file comes from: a local path, or a URL with the folder that named it (the
    /// folder its relative paths are relative to).
    private enum Source: Equatable {
        case local(URL)
        case remote(String, directory: URL)

        /// What identifies the file in a chain: a local file's real path (a link to a file of the chain is
        /// that file), a remote one's normalized URL.
        var key: String {
            switch self {
            case .local(let url): RealPath.of(url.path) ?? url.path
            case .remote(let url, _): URL(string: url).map(RemoteAddress.identity) ?? url
            }
        }

        var isRemote: Bool {
            if case .remote = self { return true }
            return false
        }
    }

    /// The timeouts in effect for references made by a file: its own keys, else those of the file that named it.
    private struct Timeouts {
        var remote: Double?
        var ifCached: Double?

        func overridden(by file: ConfigurationFile) -> Timeouts {
            Timeouts(remote: file.remoteTimeout ?? remote, ifCached: file.remoteTimeoutIfCached ?? ifCached)
        }

        var effective: (timeout: Double, ifCached: Double) {
            (remote ?? ConfigurationLoader.defaultRemoteTimeout,
             ifCached ?? remote ?? ConfigurationLoader.defaultRemoteTimeoutIfCached)
        }
    }

    /// The main configuration at `url` merged with its parents below and its children on top.
    func loadMain(_ url: URL) throws -> ConfigurationFile {
        let file = try Self.checked(ConfigurationFile(url: url, displayPath: url.path))
        let source = Source.local(url)
        return try withReferences(of: file, source: source, chain: [source.key], timeouts: Timeouts())
    }

    /// A nested configuration file: its own keys only. SwiftLint ignores `parent_config` and `child_config`
    /// in nested files; a warning says so instead of ignoring them silently.
    func loadNested(_ url: URL) throws -> ConfigurationFile {
        var file = try Self.checked(ConfigurationFile(url: url, displayPath: url.path))
        for reference in [file.parentConfig?.node, file.childConfig?.node].compactMap({ $0 }) {
            file.warnings.append(reference.warning(
                "ignored in a nested configuration, as SwiftLint does: only the main configuration's "
                    + "parent_config and child_config are read"
            ))
        }
        return file
    }

    /// `file` with its `parent_config` chain below it and its `child_config` chain on top.
    private func withReferences(
        of file: ConfigurationFile, source: Source, chain: [String], timeouts: Timeouts
    ) throws -> ConfigurationFile {
        var result = try withChildren(of: file, source: source, chain: chain, timeouts: timeouts)
        let timeouts = timeouts.overridden(by: file)
        guard let parent = file.parentConfig,
              let loaded = try referenced(parent, from: source, chain: chain, timeouts: timeouts, into: &result)
        else { return result }
        if loaded.file.childConfig != nil {
            throw parent.node.error(
                "There's an ambiguity in the child / parent configuration tree: More than one child is "
                    + "declared for a specific configuration, where there should only be exactly one.",
                hint: "remove child_config from the parent configuration"
            )
        }
        let base = try withReferences(
            of: loaded.file, source: loaded.source, chain: chain + [loaded.source.key], timeouts: timeouts
        )
        return base.merged(with: result)
    }

    /// A child with its own children on top (a child's `parent_config` is the ambiguity SwiftLint refuses).
    private func withChildren(
        of file: ConfigurationFile, source: Source, chain: [String], timeouts: Timeouts
    ) throws -> ConfigurationFile {
        var file = file
        let timeouts = timeouts.overridden(by: file)
        guard let child = file.childConfig,
              let loaded = try referenced(child, from: source, chain: chain, timeouts: timeouts, into: &file)
        else { return file }
        if loaded.file.parentConfig != nil {
            throw child.node.error(
                "There's an ambiguity in the child / parent configuration tree: More than one parent is "
                    + "declared for a specific configuration, where there should only be exactly one.",
                hint: "remove parent_config from the child configuration"
            )
        }
        let rest = try withChildren(
            of: loaded.file, source: loaded.source, chain: chain + [loaded.source.key], timeouts: timeouts
        )
        return file.merged(with: rest)
    }

    /// Reads the file `reference` names, or nil when it is a local file that does not exist (SwiftLint's
    /// warning is added to `referrer`, and that part of the configuration is left out).
    private func referenced(
        _ reference: (path: String, node: ConfigNode), from source: Source, chain: [String], timeouts: Timeouts,
        into referrer: inout ConfigurationFile
    ) throws -> (file: ConfigurationFile, source: Source)? {
        let folder: URL
        switch source {
        case .local(let url): folder = url.deletingLastPathComponent()
        case .remote(_, let directory): folder = directory
        }
        let target: Source
        if reference.path.hasPrefix("http://") || reference.path.hasPrefix("https://") {
            target = .remote(reference.path, directory: folder)
        } else {
            guard !source.isRemote else {
                throw reference.node.error("Remote configs are not allowed to reference local configs.",
                                           hint: "name the referenced configuration by its URL")
            }
            target = .local(URL(fileURLWithPath: reference.path, relativeTo: folder).standardizedFileURL)
        }
        guard !chain.contains(target.key) else {
            throw reference.node.error(
                "There's a cycle of child / parent config references.",
                hint: "remove one of the parent_config or child_config keys"
            )
        }
        guard chain.count < Self.maximumChainLength else {
            throw reference.node.error(
                "the chain of parent_config and child_config files is longer than \(Self.maximumChainLength) files",
                hint: "merge some of the files of the chain"
            )
        }
        switch target {
        case .local(let url):
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                referrer.warnings.append(reference.node.warning(
                    "A local configuration at \(url.path) was not found. Ignoring this part of the configuration."
                ))
                return nil
            }
            if isFolder.boolValue { throw LintError.configurationUnreadable(path: url.path) }
            return (try Self.checked(ConfigurationFile(url: url, displayPath: url.path)), target)
        case .remote(let url, let directory):
            let fetched = try remoteText(url, timeouts: timeouts, at: reference.node)
            var file = try Self.checked(ConfigurationFile(
                text: fetched.text, displayPath: RemoteAddress.redacted(url), directory: directory
            ))
            if let warning = fetched.warning { file.warnings.append(warning) }
            return (file, target)
        }
    }

    /// The text of the remote file at `url`: fetched ahead, or (preloading) the signal to fetch it, or
    /// fetched now.
    private func remoteText(
        _ url: String, timeouts: Timeouts, at node: ConfigNode
    ) throws -> RemoteConfigurationFetcher.Fetched {
        let (wait, ifCached) = timeouts.effective
        if let known = fetched[url] { return try known.get() }
        if collecting { throw RemoteNeeded(url: url, timeout: wait, ifCached: ifCached, node: node) }
        return try fetcher.text(of: url, timeout: wait, timeoutIfCached: ifCached, at: node)
    }

    /// `file` unless its `swiftlint_version` names another SwiftLint release: SwiftLint then prints its
    /// warning and stops without linting (exit 2), and so do we, with its sentence.
    static func checked(_ file: ConfigurationFile) throws -> ConfigurationFile {
        if let pinned = file.swiftLintVersion, pinned.text != SwiftLintRelease.version {
            throw pinned.node.error(
                "Currently running SwiftLint \(SwiftLintRelease.version) but configuration specified version "
                    + "\(pinned.text).",
                hint: "tools lint follows SwiftLint \(SwiftLintRelease.version); pin that version or remove the key"
            )
        }
        return file
    }
}
