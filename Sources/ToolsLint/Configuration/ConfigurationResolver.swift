// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Finds the configuration of each folder: the root file with its `parent_config` chain, then each
/// nested `.swiftlint.yml` from the root down to the folder, as SwiftLint applies them.
public final class ConfigurationResolver {
    public let rootDirectory: URL
    public let context: RuleContext
    private let rootFile: ConfigurationFile
    private var files: [String: ConfigurationFile?] = [:]
    private var resolved: [String: LintConfiguration] = [:]
    private var chains: [String: [String]] = [:]
    private let loader: ConfigurationLoader
    /// False with an explicit configuration (`--config`): SwiftLint then ignores nested files.
    private let readsNestedFiles: Bool
    /// `rootDirectory.path`, kept: asked for every folder.
    private let rootPath: String
    /// What the paths of folders below the root start with: `rootPath` and a slash (kept).
    private let folderPrefix: String

    /// - Parameters:
    ///   - rootDirectory: where linting starts; its `.swiftlint.yml` is the root configuration.
    ///   - configFile: an explicit configuration (`--config`), used instead of the root folder's file.
    ///   - store: where copies of remote parent and child configurations are kept (nil: none kept).
    ///   - preloaded: the root configuration loaded by `preload` (async callers: no thread waits for a
    ///     remote parent or child); nil loads it here.
    public init(
        rootDirectory: URL, configFile: URL? = nil, context: RuleContext, store: Store? = nil,
        preloaded: Preloaded? = nil
    ) throws {
        self.rootDirectory = rootDirectory.standardizedFileURL
        rootPath = self.rootDirectory.path
        folderPrefix = rootPath == "/" ? "/" : rootPath + "/"
        self.context = context
        loader = ConfigurationLoader(store: store)
        readsNestedFiles = configFile == nil
        let candidate = Self.mainFile(rootDirectory: self.rootDirectory, configFile: configFile)
        if let preloaded, preloaded.url == candidate {
            rootFile = try preloaded.file.get()
        } else if FileManager.default.fileExists(atPath: candidate.path) {
            rootFile = try loader.loadMain(candidate)
        } else if let configFile {
            throw LintError.configurationMissing(path: configFile.path)
        } else {
            rootFile = try ConfigurationFile(text: "", displayPath: "<defaults>", directory: self.rootDirectory)
        }
    }

    /// The root configuration file, with its chain, loaded ahead by async code (see `preload`).
    public struct Preloaded {
        let url: URL
        let file: Result<ConfigurationFile, any Error>
    }

    /// The root configuration that `init(rootDirectory:configFile:context:store:preloaded:)` would load, with
    /// its remote parents and children fetched without holding a thread while the servers are waited for;
    /// nil when there is no such file (the initializer then says so).
    public static func preload(rootDirectory: URL, configFile: URL? = nil, store: Store? = nil) async -> Preloaded? {
        let candidate = mainFile(rootDirectory: rootDirectory.standardizedFileURL, configFile: configFile)
        guard FileManager.default.fileExists(atPath: candidate.path) else { return nil }
        return Preloaded(url: candidate, file: await ConfigurationLoader(store: store).preloadMain(candidate))
    }

    private static func mainFile(rootDirectory: URL, configFile: URL?) -> URL {
        configFile ?? rootDirectory.appendingPathComponent(ConfigurationFile.fileName)
    }

    /// A resolver whose root configuration is `yaml` (tests, rule examples, configuration passed inline).
    public init(rootDirectory: URL, configurationText yaml: String, context: RuleContext) throws {
        self.rootDirectory = rootDirectory.standardizedFileURL
        rootPath = self.rootDirectory.path
        folderPrefix = rootPath == "/" ? "/" : rootPath + "/"
        self.context = context
        loader = ConfigurationLoader(store: nil)
        readsNestedFiles = true
        rootFile = try ConfigurationLoader.checked(ConfigurationFile(
            text: yaml, displayPath: ConfigurationFile.fileName, directory: self.rootDirectory
        ))
    }

    /// The root configuration (what applies to files directly in the root folder).
    public func rootConfiguration() throws -> LintConfiguration {
        try configuration(forDirectory: rootDirectory)
    }

    /// The effective configuration of the files in the folder at `path` (absolute, standardized).
    public func configuration(forDirectoryPath path: String) throws -> LintConfiguration {
        if let cached = resolved[path] { return cached }
        // Thousands of folders in a large tree: a path already in standard form needs no URL.
        guard Self.isStandardized(path) else { return try configuration(forDirectory: URL(fileURLWithPath: path)) }
        return try resolve(standardizedPath: path)
    }

    /// The effective configuration of the files in `directory`.
    public func configuration(forDirectory directory: URL) throws -> LintConfiguration {
        let path = directory.standardizedFileURL.path
        if let cached = resolved[path] { return cached }
        return try resolve(standardizedPath: path)
    }

    /// Whether `path` is absolute with no empty, `.` or `..` component and no final slash (or is `/`).
    /// One pass over the bytes: asked for every folder of a tree.
    static func isStandardized(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.first == UInt8(ascii: "/") else { return false }
            if bytes.count == 1 { return true }
            // The length of the current component and whether it is only dots so far.
            var length = 0
            var dots = true
            for byte in bytes.dropFirst() {
                if byte == UInt8(ascii: "/") {
                    if length == 0 || (dots && length <= 2) { return false }
                    length = 0
                    dots = true
                } else {
                    length += 1
                    dots = dots && byte == UInt8(ascii: ".")
                }
            }
            return length > 0 && !(dots && length <= 2)
        }
    }

    private func resolve(standardizedPath path: String) throws -> LintConfiguration {
        let chain = try chain(down: path)
        // Folders with the same nested files share one configuration: rules are built once per chain.
        let key = "chain:" + chain.joined(separator: "\u{0}")
        if let shared = resolved[key] {
            resolved[path] = shared
            return shared
        }
        var merged = rootFile
        for folder in chain {
            if let nested = try nestedFile(in: folder) { merged = merged.merged(with: nested) }
        }
        let configuration = try LintConfiguration(file: merged, context: context)
        resolved[path] = configuration
        resolved[key] = configuration
        return configuration
    }

    /// The folders strictly below the root down to `path` that have a nested configuration file, top
    /// first; none when `path` is outside the root. A folder's chain is its parent's and maybe itself:
    /// folders are walked top down, so the parent's is known and each folder costs one step.
    private func chain(down path: String) throws -> [String] {
        if let known = chains[path] { return known }
        guard readsNestedFiles, path.hasPrefix(folderPrefix), path != "/",
              let slash = path.lastIndex(of: "/") else { return [] }
        let parent = slash == path.startIndex ? "/" : String(path[..<slash])
        var chain = try self.chain(down: parent)
        if try nestedFile(in: path) != nil { chain.append(path) }
        chains[path] = chain
        return chain
    }

    /// Records the configuration of the folder at `path` (standardized), which a listing of it just showed
    /// to have no nested configuration file: its parent's, `configuration`. Walking thousands of folders,
    /// the walk knows what the resolver would work out again for each.
    func remember(_ configuration: LintConfiguration, forFolderWithoutFile path: String) {
        files[path] = .some(nil)
        resolved[path] = configuration
    }

    private func nestedFile(in folder: String) throws -> ConfigurationFile? {
        if let known = files[folder] { return known }
        let path = folder + "/" + ConfigurationFile.fileName
        // The URL only for a file that exists: most folders have none. A file the main configuration already
        // merged (as its child, say) is not applied again.
        let file = !rootFile.localFiles.contains(path) && FileManager.default.fileExists(atPath: path)
            ? try loader.loadNested(URL(fileURLWithPath: path)) : nil
        files[folder] = file
        return file
    }
}
