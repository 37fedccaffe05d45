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
        let path = URL(fileURLWithPath: root, relativeTo: Invocation.current.currentDirectory).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--root \(root): no folder at \(path); pass the workspace's folder")
        }
    }

    func makeConsole() -> Console {
        Console(verbosity: quiet ? .quiet : (verbose ? .verbose : .normal))
    }

    /// Runs a command's body with its context (see `CommandContext`), through the one error path; `spec`:
    /// the command's `--spec`, for the commands that read the spec. Whatever the outcome, the body's stores
    /// are done opening before the command ends (see `SharedStore.finish()`), their warnings before its error.
    func run(spec: SpecOptions? = nil, _ body: (CommandContext) async throws -> ExitStatus) async throws {
        let context = CommandContext(global: self, spec: spec?.spec)
        try await runReportingErrors(context.console) {
            defer { context.finishStores() }
            return try await body(context)
        }
    }
}

/// Runs a command body, turning a `LocatedError` into one clear line on standard error and its exit code:
/// the one error path of every command.
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
