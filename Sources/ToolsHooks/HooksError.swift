// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Why a hook cannot be installed, removed or run, or the project set up, one sentence per case.
public enum HooksError: LocatedError, Equatable {
    case hooksFolderUncreatable(path: String)
    /// A foreign hook is in place and the file it would be moved to exists as well.
    case chainedHookExists(path: String, hook: String)
    case hookUnmovable(path: String, reason: String)
    case hookUnremovable(path: String)
    case chainedHookUnrestorable(path: String, reason: String, hook: String)
    case recordUnencodable(detail: String)
    case binaryNotExecutable(path: String)
    case noReleaseBinary(path: String)
    case noPackageManifest(folder: String)
    case swiftMissing
    case releaseBuildFailed(package: String)
    case bareRepository(gitDirectory: String)
    /// The resource bundles beside the built binary could not be installed with it.
    case resourcesNotCopied(path: String, reason: String)
    /// The hooks folder is run by other repositories or committed (see `HooksFolderSharing`): not written
    /// unless `--allow-shared-hooks` says so.
    case sharedHooksFolder(path: String, sharing: HooksFolderSharing)

    public var location: FileLocation? {
        switch self {
        case .hooksFolderUncreatable(let path), .chainedHookExists(let path, _), .hookUnmovable(let path, _),
             .hookUnremovable(let path), .chainedHookUnrestorable(let path, _, _), .binaryNotExecutable(let path),
             .noReleaseBinary(let path), .noPackageManifest(let path), .releaseBuildFailed(let path),
             .bareRepository(let path), .resourcesNotCopied(let path, _), .sharedHooksFolder(let path, _):
            FileLocation(file: path)
        case .recordUnencodable, .swiftMissing:
            nil
        }
    }

    public var message: String {
        switch self {
        case .hooksFolderUncreatable: "cannot create the hooks folder"
        case .chainedHookExists(let path, let hook):
            "cannot chain the existing \(hook) hook: \((path as NSString).lastPathComponent) exists already"
        case .hookUnmovable(_, let reason): "cannot move the existing hook: \(reason)"
        case .hookUnremovable: "cannot remove the hook"
        case .chainedHookUnrestorable(_, let reason, _): "cannot restore the chained hook: \(reason)"
        case .recordUnencodable(let detail): "cannot encode the hook record: \(detail)"
        case .binaryNotExecutable: "the --binary file is not an executable"
        case .noReleaseBinary: "--skip-build: no built binary here"
        case .noPackageManifest: "no Package.swift here: cannot build the tools binary"
        case .swiftMissing: "swift is not on PATH: cannot build the tools binary"
        case .releaseBuildFailed: "the release build failed"
        case .bareRepository: "a bare repository has nothing staged to check"
        case .resourcesNotCopied(_, let reason): "cannot install the binary's resources: \(reason)"
        case .sharedHooksFolder(_, .configured(let scope)):
            "not written: core.hooksPath from the \(scope.rawValue) git configuration names a hooks folder "
                + "every repository runs, so the hook would check (and block) their commits too"
        case .sharedHooksFolder(_, .tracked(let file)):
            "not written: git tracks this hooks folder (\(file)), so the hook would be committed with this "
                + "machine's paths in it"
        }
    }

    public var hint: String? {
        switch self {
        case .hooksFolderUncreatable: "check its permissions"
        case .chainedHookExists: "merge or remove one of the two files, then install again"
        case .hookUnmovable, .recordUnencodable: nil
        case .hookUnremovable: "check the folder's permissions"
        case .chainedHookUnrestorable(_, _, let hook): "rename it to \(hook) by hand"
        case .binaryNotExecutable: "pass the path of a built tools binary"
        case .noReleaseBinary: "run without --skip-build to build it once, or pass --binary PATH"
        case .noPackageManifest:
            "run from the folder of the tools package, pass --package-path DIR, or pass --binary PATH"
        case .swiftMissing: "install a Swift toolchain, or pass --binary PATH"
        case .releaseBuildFailed: "fix the errors above and run setup-project again"
        case .bareRepository: "run the hook inside a working tree"
        case .resourcesNotCopied: "check free space and the folder's permissions, then run setup-project again"
        case .sharedHooksFolder(_, .configured):
            "to write it there anyway, run again with --allow-shared-hooks; to keep it to this repository, "
                + "run 'git config --local core.hooksPath .git/hooks' first"
        case .sharedHooksFolder(_, .tracked):
            "call the tools hook from the tracked hook yourself, or run again with --allow-shared-hooks to "
                + "write it there anyway"
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .recordUnencodable, .releaseBuildFailed, .resourcesNotCopied: .failure
        default: .usage
        }
    }
}
