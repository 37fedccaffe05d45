// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// `tools setup-project`: checks the system, builds the release binary once, installs the hooks.
public struct ProjectSetup: Sendable {
    public struct Options: Sendable {
        /// The folder of the tool's package (`Package.swift`).
        public var packageDirectory: URL?
        /// Use this binary instead of building one.
        public var binary: URL?
        /// Use the release binary already built instead of building it.
        public var skipBuild: Bool
        /// The binary running setup-project: the package it was built in is the default package.
        public var runningBinary: URL?
        /// `release` (the default: the hook runs on every commit) or `debug` (quicker to build once).
        public var configuration: BuildConfiguration
        /// Write the hook into a hooks folder other repositories run or git tracks (`HooksFolderSharing`).
        public var allowSharedHooks: Bool
        /// The `swift` that builds the binary (a test's stand-in).
        public var swiftExecutable = "swift"

        public init(
            packageDirectory: URL?, binary: URL? = nil, skipBuild: Bool = false, runningBinary: URL? = nil,
            configuration: BuildConfiguration = .release, allowSharedHooks: Bool = false
        ) {
            self.allowSharedHooks = allowSharedHooks
            self.packageDirectory = packageDirectory
            self.binary = binary
            self.skipBuild = skipBuild
            self.runningBinary = runningBinary
            self.configuration = configuration
        }
    }

    /// SwiftPM's build configurations.
    public enum BuildConfiguration: String, Sendable, CaseIterable {
        case debug
        case release
    }

    public var options: Options
    public var console: Console

    public init(options: Options, console: Console) {
        self.options = options
        self.console = console
    }

    /// Runs every step from `directory` (inside the repository). Returns the installed binary.
    @discardableResult
    public func run(from directory: URL) async throws -> URL {
        console.info("libgit2 \(ToolsCore.libgit2Version): loaded")
        let repository = try GitRepository(discoveringFrom: directory)
        console.info("git repository: \(repository.workingDirectory?.path ?? repository.gitDirectory.path)")
        let installer = HookInstaller(repository: repository)
        // Before the build: a folder the hook may not go into is said at once, not after minutes of compiling.
        try installer.checkFolder(allowShared: options.allowSharedHooks)
        let binary: URL
        var fingerprint: SourceFingerprint?
        if let given = options.binary {
            guard FileManager.default.isExecutableFile(atPath: given.path) else {
                throw HooksError.binaryNotExecutable(path: given.path)
            }
            binary = given.standardizedFileURL
        } else if options.packageDirectory == nil, let running = options.runningBinary,
                  SetupCommand.isPrebuilt(running) {
            // The release's binary (the Plugins package's artifact bundle): nothing to build, a copy is kept
            // where `swift package clean` cannot take it.
            console.info("using the prebuilt tools \(ToolsCore.version) (no build): \(running.path)")
            binary = try installCopy(of: running, in: repository)
        } else {
            let package = try packageDirectory()
            // Taken before building: an edit made during the build must count as newer than the binary.
            fingerprint = SourceFingerprint.capture(packageDirectory: package)
            let built = package.appendingPathComponent(".build/\(options.configuration.rawValue)/tools")
            if options.skipBuild {
                guard FileManager.default.isExecutableFile(atPath: built.path) else {
                    throw HooksError.noReleaseBinary(path: built.path)
                }
            } else {
                try await buildRelease(in: package, repository: repository)
            }
            binary = try installCopy(of: built, in: repository)
        }
        let prebuilt = options.binary == nil && options.packageDirectory == nil
            && options.runningBinary.map(SetupCommand.isPrebuilt) == true
        let result = try installer.install(
            binary: binary,
            packageDirectory: options.binary == nil && !prebuilt ? try packageDirectory() : options.packageDirectory,
            sources: fingerprint, allowSharedFolder: options.allowSharedHooks,
            setupCommand: prebuilt ? SetupCommand.pluginSetup : nil
        )
        console.info(installer.summary(of: result))
        console.info("the hook runs \(binary.path); your own checks can go in \(installer.localFile.path)")
        if let command = installer.record()?.setupCommand {
            console.info("after pulling changes to the tool, run again: \(command)")
        }
        return binary
    }

    /// `--package-path`; else the package the running binary was built in (`swift run --package-path Tools
    /// tools setup-project` in an app repository builds `Tools/`, whose dependency gives the `tools`
    /// product); else the repository's package that gives it (a copied binary, such as the hook's); else the
    /// current folder.
    private func packageDirectory() throws -> URL {
        let folder = Invocation.current.currentDirectory
        let directory = (options.packageDirectory ?? options.runningBinary.flatMap(SetupCommand.packageDirectory)
            ?? InvocationSpelling.toolsPackage(from: folder) ?? folder).standardizedFileURL
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) else {
            throw HooksError.noPackageManifest(folder: directory.path)
        }
        return directory
    }

    /// Builds with SwiftPM, its output in `.git/tools/logs/setup-project-build.log`, saying what it does as it
    /// goes (`BuildProgress`): a first release build takes many minutes.
    private func buildRelease(in package: URL, repository: GitRepository) async throws {
        guard ProcessRunner.isAvailable(options.swiftExecutable) else {
            throw HooksError.swiftMissing
        }
        let log = repository.commonDirectory.appendingPathComponent("tools/logs/setup-project-build.log")
        var spec = ProcessSpec(
            executable: options.swiftExecutable,
            arguments: ["build", "-c", options.configuration.rawValue, "--product", "tools"],
            workingDirectory: package, echo: console.verbosity >= .verbose
        )
        spec.logFile = log
        console.info(
            "building the \(options.configuration.rawValue) binary once: \(spec.commandLine) "
                + "(a first build takes minutes, longer on few cores; its log: \(log.path))"
        )
        let progress = BuildProgress(console: console, log: log, label: "building tools")
        let outcome = try await progress.run(spec)
        guard outcome.succeeded else {
            if console.verbosity < .verbose { console.output(outcome.outputTail) }
            throw HooksError.releaseBuildFailed(package: package.path)
        }
        console.info("built in \(BuildProgress.formatted(outcome.duration))")
    }

    /// Copies the built binary to `bin/tools` in the repository's state folder (inside the git directory,
    /// shared by worktrees, never in the working tree), so that later `swift build` runs never change the
    /// binary under a commit in progress. Temporary file then rename: a running hook keeps its copy.
    private func installCopy(of built: URL, in repository: GitRepository) throws -> URL {
        let destination = repository.commonDirectory.appendingPathComponent("tools/bin/tools")
        try AtomicFile.copy(built, to: destination, permissions: 0o755)
        try installResourceBundles(besides: built, into: destination.deletingLastPathComponent())
        return destination
    }

    /// The resource bundles SwiftPM puts beside the binary (the default templates among them) go along
    /// with it: the binary finds them beside itself. Each is copied under a temporary name and swapped in.
    private func installResourceBundles(besides built: URL, into folder: URL) throws {
        let manager = FileManager.default
        let source = built.deletingLastPathComponent()
        // What a killed setup left (a half copy, a bundle moved aside) goes first.
        TemporaryName.removeStale(in: folder)
        for entry in DirectoryWalker.entries(of: source.path)
        where entry.isDirectory && (entry.name.hasSuffix(".resources") || entry.name.hasSuffix(".bundle")) {
            let destination = folder.appendingPathComponent(entry.name)
            let staging = TemporaryName.beside(destination)
            let old = TemporaryName.beside(destination, kind: "old")
            do {
                try manager.copyItem(at: source.appendingPathComponent(entry.name), to: staging)
                if manager.fileExists(atPath: destination.path) { try manager.moveItem(at: destination, to: old) }
                try manager.moveItem(at: staging, to: destination)
                try? manager.removeItem(at: old)
            } catch {
                try? manager.removeItem(at: staging)
                throw HooksError.resourcesNotCopied(path: destination.path, reason: error.localizedDescription)
            }
        }
    }
}
