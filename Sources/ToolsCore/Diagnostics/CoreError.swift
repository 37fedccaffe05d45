// Copyright © 2026 Tools Authors. All rights reserved.

/// What the core (workspace, git, store, files, processes, reporters) cannot do, one sentence per case.
public enum CoreError: LocatedError, Equatable {
    /// Neither `project.yml` upward nor a git repository around `directory`.
    case noWorkspace(directory: String)
    /// `--root` names a folder that does not exist.
    case rootMissing(path: String)
    case manifestUnreadable(path: String)
    case manifestWithoutName(path: String)
    /// The manifest breaks a limit of `SwiftSourceLimits` at `line`:`column` (`problem`: what it breaks).
    case manifestTooComplex(path: String, line: Int, column: Int, problem: String)
    case unknownReporter(String, known: [String])
    case notInRepository(path: String)
    /// A libgit2 call failed; `detail` is what it was doing and libgit2's own message.
    case git(path: String?, detail: String)
    case revisionWithoutID(String)
    case indexUnreadable(path: String?)
    case notInIndex(path: String)
    case storeFolderUncreatable(path: String)
    case storeLocked(path: String)
    /// Another process held the store's lock file (`path`) for all of `seconds`.
    case storeLockHeld(path: String, seconds: Int)
    /// The store file is damaged or from an unknown version: `reason` says which, `fix` how to recover.
    case storeUnusable(path: String, reason: String, fix: String)
    case storeNotOpened(path: String, detail: String, creating: Bool)
    case storeFailed(path: String, detail: String)
    case writeFailed(path: String, reason: String)
    /// A write would replace something that is not a regular file (`kind`: "a symbolic link", "a FIFO").
    case refusedToReplace(path: String, kind: String)
    /// The file changed between the tool reading it and writing it back: the write was not made.
    case changedSinceRead(path: String)
    /// A write would land inside the git directory `gitDirectory` (outside the tool's own files there).
    case insideGitDirectory(path: String, gitDirectory: String)
    /// The `.package(path:)` closure reaches more than `limit` local packages; `path` adds the one past it.
    case tooManyPackages(path: String, limit: Int)
    case processUnrunnable(executable: String, detail: String)
    case logUnwritable(path: String)
    case junitFolderUncreatable(path: String)

    public var location: FileLocation? {
        switch self {
        case .noWorkspace(let path), .rootMissing(let path), .manifestUnreadable(let path),
             .manifestWithoutName(let path), .notInRepository(let path), .notInIndex(let path),
             .storeFolderUncreatable(let path), .storeLocked(let path), .storeUnusable(let path, _, _),
             .storeNotOpened(let path, _, _), .storeFailed(let path, _), .writeFailed(let path, _),
             .refusedToReplace(let path, _), .changedSinceRead(let path), .logUnwritable(let path),
             .insideGitDirectory(let path, _), .tooManyPackages(let path, _),
             .storeLockHeld(let path, _), .junitFolderUncreatable(let path):
            return FileLocation(file: path)
        case .git(let path?, _), .indexUnreadable(let path?):
            return FileLocation(file: path)
        case .manifestTooComplex(let path, let line, let column, _):
            return FileLocation(file: path, position: SourcePosition(line: line, column: column))
        case .unknownReporter, .git, .revisionWithoutID, .indexUnreadable, .processUnrunnable:
            return nil
        }
    }

    public var message: String {
        switch self {
        case .noWorkspace: "no workspace here: no project.yml upward and not a git repository"
        case .rootMissing: "the --root folder does not exist"
        case .manifestUnreadable: "cannot read the package manifest"
        case .manifestWithoutName: "no 'Package(name: \"…\")' found in the manifest"
        case .manifestTooComplex(_, _, _, let problem): problem
        case .unknownReporter(let name, _): "unknown reporter '\(name)'"
        case .notInRepository: "not inside a git repository"
        case .git(_, let detail): detail
        case .revisionWithoutID(let revision): "'\(revision)' has no id"
        case .indexUnreadable: "cannot read the index"
        case .notInIndex: "cannot re-stage: the path is not in the index"
        case .storeFolderUncreatable: "cannot create the store's folder"
        case .storeLocked: "the store is locked by another process"
        case .storeLockHeld(_, let seconds): "another process has held the store's lock file for \(seconds) s"
        case .storeUnusable(_, let reason, _): "the store is \(reason)"
        case .storeNotOpened(_, let detail, let creating):
            creating ? "cannot create the store: \(detail)" : "cannot open the store: \(detail)"
        case .storeFailed(_, let detail): "store error: \(detail)"
        case .writeFailed(_, let reason): "cannot write: \(reason)"
        case .refusedToReplace(_, let kind): "not written: the path is \(kind), which tools never replaces"
        case .changedSinceRead: "left alone: the file changed after tools read it"
        case .tooManyPackages(_, let limit):
            "the local packages reached through .package(path:) are more than \(limit): not planned"
        case .insideGitDirectory(_, let git):
            "not written: the path is inside the git directory \(git), whose files only git writes"
        case .processUnrunnable(let executable, let detail): "cannot run \(executable): \(detail)"
        case .logUnwritable: "cannot write the log file"
        case .junitFolderUncreatable: "cannot create the JUnit file's folder"
        }
    }

    public var hint: String? {
        switch self {
        case .noWorkspace: "run inside your project, pass --root DIR, or create project.yml"
        case .rootMissing: "pass an existing folder"
        case .manifestUnreadable: "check that the file exists"
        case .manifestWithoutName: "give the package a literal name"
        case .manifestTooComplex: "tools reads manifests without running Swift: keep Package.swift plain"
        case .unknownReporter(_, let known): "use one of \(known.joined(separator: ", ")), optionally as name:path"
        case .notInRepository: "run the command inside a git checkout, or create one with 'git init'"
        case .git, .revisionWithoutID, .indexUnreadable, .notInIndex: nil
        case .storeFolderUncreatable: "check the folder's permissions"
        case .storeLocked: "wait for the other run of tools to finish"
        case .storeLockHeld: "a run of tools or another program keeps it open: end it, or wait for it to finish"
        case .storeUnusable(_, _, let fix): fix
        case .storeNotOpened: "delete the file"
        case .storeFailed: "delete the file to rebuild it"
        case .writeFailed: "check that the folder exists and is writable"
        case .refusedToReplace: "write to the file it stands for, or remove it first"
        case .changedSinceRead: "run the command again on the saved file"
        case .insideGitDirectory: "name a path in the working tree"
        case .tooManyPackages: "check this manifest's .package(path:) dependencies for a folder that repeats"
        case .processUnrunnable(let executable, _): "check that \(executable) is installed and on PATH"
        case .logUnwritable: "check the folder's permissions"
        case .junitFolderUncreatable: "check the path"
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .writeFailed, .refusedToReplace, .changedSinceRead, .processUnrunnable: .failure
        default: .usage
        }
    }
}
