// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(help: "The workspace root (default: the nearest folder upward with project.yml, else the git top level).")
    var root: String?

    @Flag(name: .shortAndLong, help: "Print only results and errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print details of what is done.")
    var verbose = false

    /// A `--root` that names no folder is refused: running on the current folder instead would lint,
    /// scaffold or build something the user did not name.
    func validate() throws {
        guard let root else { return }
        var isDirectory: ObjCBool = false
        let path = startDirectory.path
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--root \(root): no folder at \(path); pass the workspace's folder")
        }
    }

    func makeConsole() -> Console {
        Console(verbosity: quiet ? .quiet : (verbose ? .verbose : .normal))
    }

    /// The folder relative paths are read from (the invocation's, so in-process runs each have their own).
    var currentDirectory: URL {
        Invocation.current.currentDirectory
    }

    /// Where git-based commands start: `--root` when given, else the current folder.
    var startDirectory: URL {
        root.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL } ?? currentDirectory
    }

    /// The git repository the command works on, found from `startDirectory` as git finds it.
    func repository() throws -> GitRepository {
        try GitRepository(discoveringFrom: startDirectory)
    }
}

/// Runs a command body, turning a `LocatedError` into one clear line on standard error and its exit code.
func runReportingErrors(_ console: Console, _ body: () async throws -> ExitStatus) async throws {
    let status: ExitStatus
    do {
        status = try await body()
    } catch let error as any LocatedError {
        console.raw(error: error.description + "\n")
        throw ExitCode(error.exitStatus.rawValue)
    } catch let error as CancellationError {
        _ = error
        console.error("interrupted")
        throw ExitCode(130)
    }
    if status != .success {
        throw ExitCode(status.rawValue)
    }
}
