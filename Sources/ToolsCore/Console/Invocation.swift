// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// What a command run sees of its process: where output goes, the current folder and the environment.
///
/// A process has one of each; tests run commands in-process, many at once, each with its own invocation
/// (bound with `Invocation.$current.withValue`), so that nothing reads process-wide state directly.
public struct Invocation: Sendable {
    /// Receives standard output (the command's results).
    public var writeOutput: @Sendable (Data) -> Void
    /// Receives standard error (notes, warnings, errors, progress).
    public var writeError: @Sendable (Data) -> Void
    public var outputIsTerminal: Bool
    public var errorIsTerminal: Bool
    public var currentDirectory: URL
    public var environment: [String: String]
    /// The running binary, after symlinks (how hints spell the tool, see `InvocationSpelling`); nil when
    /// commands run in-process under a test runner.
    public var executable: URL?

    public init(
        writeOutput: @escaping @Sendable (Data) -> Void,
        writeError: @escaping @Sendable (Data) -> Void,
        outputIsTerminal: Bool = false,
        errorIsTerminal: Bool = false,
        currentDirectory: URL,
        environment: [String: String],
        executable: URL? = nil
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        // A directory URL (trailing slash), so that `URL(fileURLWithPath: ".", relativeTo:)` resolves inside it.
        self.currentDirectory = URL(fileURLWithPath: currentDirectory.standardizedFileURL.path, isDirectory: true)
        self.environment = environment
        self.executable = executable
    }

    /// The process's own streams, folder and environment.
    public static var process: Invocation {
        Invocation(
            writeOutput: { FileHandle.standardOutput.write($0) },
            writeError: { FileHandle.standardError.write($0) },
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            errorIsTerminal: isatty(STDERR_FILENO) == 1,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            environment: ProcessInfo.processInfo.environment,
            executable: Bundle.main.executableURL?.resolvingSymlinksInPath()
        )
    }

    /// The invocation of the command running in this task (the process's own unless a caller bound one).
    @TaskLocal public static var bound: Invocation?

    public static var current: Invocation { bound ?? process }
}
