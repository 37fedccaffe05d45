// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Installs, removes and describes the pre-commit hook of one repository.
///
/// The hook goes into the folder git runs hooks from (`core.hooksPath` when set, else the common git
/// folder's `hooks/`, shared by every worktree). A hook that is not ours is renamed to
/// `pre-commit.chained` (bytes, mode and symbolic links kept by the rename) and run after ours;
/// uninstalling renames it back.
public struct HookInstaller: Sendable {
    public static let hook = "pre-commit"

    public let hooksDirectory: URL
    /// `<common git folder>/tools`: the install record.
    public let stateDirectory: URL

    /// The top of the working tree, where git runs the hook: the setup command is spelled from there.
    public let workingDirectory: URL?

    /// Why the hooks folder is not this repository's alone (nil: it is).
    public let sharing: HooksFolderSharing?

    public init(
        hooksDirectory: URL, stateDirectory: URL, workingDirectory: URL? = nil, sharing: HooksFolderSharing? = nil
    ) {
        self.hooksDirectory = hooksDirectory
        self.stateDirectory = stateDirectory
        self.workingDirectory = workingDirectory
        self.sharing = sharing
    }

    public init(repository: GitRepository) {
        let folder = repository.hooksFolder
        self.init(
            hooksDirectory: folder.url,
            stateDirectory: repository.commonDirectory.appendingPathComponent("tools"),
            workingDirectory: repository.workingDirectory,
            sharing: HooksFolderSharing.of(folder: folder.url, configuredBy: folder.configuredBy, in: repository)
        )
    }

    /// Refuses a hooks folder other repositories or other clones run (see `HooksFolderSharing`) unless the
    /// user said so: written there, the hook blocks commits it was never meant for.
    public func checkFolder(allowShared: Bool) throws(HooksError) {
        guard let sharing, !allowShared else { return }
        throw HooksError.sharedHooksFolder(path: hooksDirectory.path, sharing: sharing)
    }

    /// The common git folder (`stateDirectory` is its `tools/`).
    var commonDirectory: URL { stateDirectory.deletingLastPathComponent() }

    public var hookFile: URL { hooksDirectory.appendingPathComponent(Self.hook) }
    public var chainedFile: URL { hooksDirectory.appendingPathComponent(HookFiles.chainedName(of: Self.hook)) }
    public var localFile: URL { hooksDirectory.appendingPathComponent(HookFiles.localName(of: Self.hook)) }

    public enum InstallResult: Sendable, Hashable {
        case installed
        /// Ours was there: rewritten when its text changed.
        case updated
        /// A foreign hook was kept as `pre-commit.chained`.
        case installedChaining
    }

    /// The line that says what `install` did, for every command that installs the hook.
    public func summary(of result: InstallResult) -> String {
        switch result {
        case .installed: "installed \(hookFile.path)"
        case .updated: "updated \(hookFile.path)"
        case .installedChaining:
            "installed \(hookFile.path); the hook that was there runs after it, from \(chainedFile.lastPathComponent)"
        }
    }

    public enum UninstallResult: Sendable, Hashable {
        case removed
        /// The chained hook is back in place.
        case removedRestoringChained
        case notInstalled
    }

    /// Installs the hook calling `binary`. Idempotent.
    /// - Parameters:
    ///   - packageDirectory: the tool's package, to warn when its sources change after the build.
    ///   - setupCommand: the command that installs the binary again, when neither the package nor the binary
    ///     spells it (a release's binary comes back through the plugin package that brought it).
    @discardableResult
    public func install(
        binary: URL, packageDirectory: URL?, sources: SourceFingerprint? = nil, allowSharedFolder: Bool = false,
        setupCommand spelledSetup: String? = nil
    ) throws -> InstallResult {
        try checkFolder(allowShared: allowSharedFolder)
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: hooksDirectory, withIntermediateDirectories: true)
        } catch {
            throw HooksError.hooksFolderUncreatable(path: hooksDirectory.path)
        }
        let setupCommand = spelledSetup ?? SetupCommand.spelled(
            packageDirectory: packageDirectory, binary: packageDirectory == nil ? binary : nil,
            workingTree: workingDirectory
        )
        let script = Data(HookScript.text(
            hook: Self.hook, binary: scriptBinary(binary), setupCommand: setupCommand
        ).utf8)
        let result: InstallResult
        switch existingHook() {
        case .absent:
            result = .installed
        case .installed:
            result = .updated
        case .foreign:
            if itemExists(chainedFile) {
                throw HooksError.chainedHookExists(path: chainedFile.path, hook: Self.hook)
            }
            guard rename(hookFile.path, chainedFile.path) == 0 else {
                let reason = String(cString: strerror(errno))
                throw HooksError.hookUnmovable(path: hookFile.path, reason: reason)
            }
            result = .installedChaining
        }
        try writeExecutable(script, to: hookFile)
        let fingerprint = sources ?? packageDirectory.map { SourceFingerprint.capture(packageDirectory: $0) }
        try HookRecord(
            binary: binary.path, packageDirectory: packageDirectory?.path, sources: fingerprint,
            setupCommand: setupCommand
        ).save(to: stateDirectory)
        return result
    }

    /// A binary inside the common git folder is named relative to it (see `HookScript.Binary`).
    private func scriptBinary(_ binary: URL) -> HookScript.Binary {
        let folder = commonDirectory.standardizedFileURL.path + "/"
        let path = binary.standardizedFileURL.path
        return path.hasPrefix(folder) ? .inGitDirectory(String(path.dropFirst(folder.count))) : .path(path)
    }

    /// Removes our hook and puts back the one it chained. Leaves a foreign hook and the local hook alone.
    @discardableResult
    public func uninstall() throws -> UninstallResult {
        if let data = ourHookContent() {
            // Removed only while it holds what was judged ours: a hook edited meanwhile is put back, and the
            // error says so.
            do {
                try AtomicFile.remove(hookFile, expecting: data)
            } catch .changedSinceRead {
                throw CoreError.changedSinceRead(path: hookFile.path)
            } catch {
                throw HooksError.hookUnremovable(path: hookFile.path)
            }
        } else {
            // A foreign hook stays. Ours deleted by hand: the chained one still belongs in its place.
            guard !itemExists(hookFile), itemExists(chainedFile) else { return .notInstalled }
        }
        try? FileManager.default.removeItem(at: HookRecord.url(in: stateDirectory))
        guard itemExists(chainedFile) else { return .removed }
        guard rename(chainedFile.path, hookFile.path) == 0 else {
            throw HooksError.chainedHookUnrestorable(
                path: chainedFile.path, reason: String(cString: strerror(errno)), hook: Self.hook
            )
        }
        return .removedRestoringChained
    }

    public func status() -> HookStatus {
        let record = existingHook() == .installed ? HookRecord.load(from: stateDirectory) : nil
        return HookStatus(
            hook: Self.hook,
            hookFile: hookFile,
            installation: existingHook(),
            binary: record?.binary,
            binaryExists: record.map { FileManager.default.isExecutableFile(atPath: $0.binary) } ?? false,
            chainedFile: itemExists(chainedFile) ? chainedFile : nil,
            localFile: itemExists(localFile) ? localFile : nil,
            changedSources: record?.changedSources() ?? [],
            setupCommand: record?.setupCommand ?? InvocationSpelling.command("setup-project")
        )
    }

    /// The install record, when the hook is ours.
    public func record() -> HookRecord? {
        HookRecord.load(from: stateDirectory)
    }

    // MARK: Files

    private func existingHook() -> HookStatus.Installation {
        guard itemExists(hookFile) else { return .absent }
        return ourHookContent() == nil ? .foreign : .installed
    }

    /// The hook file's bytes when it holds our script; nil when it is absent or someone else's. A symbolic
    /// link is someone else's set-up (husky, a shared scripts folder): never read through it.
    private func ourHookContent() -> Data? {
        guard itemExists(hookFile), !isSymbolicLink(hookFile), let data = try? Data(contentsOf: hookFile),
              HookScript.isOurs(String(decoding: data, as: UTF8.self)) else { return nil }
        return data
    }

    private func itemExists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    private func isSymbolicLink(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// Temporary file, mode 0755, then rename: git never sees a half-written or non-executable hook.
    private func writeExecutable(_ data: Data, to url: URL) throws {
        if !isSymbolicLink(url), (try? Data(contentsOf: url)) == data,
           FileManager.default.isExecutableFile(atPath: url.path) {
            return
        }
        try AtomicFile.write(data, to: url, permissions: 0o755)
    }
}
