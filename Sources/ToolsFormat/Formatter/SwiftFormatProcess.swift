// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One run of swift-format: its arguments, the bytes on its standard input, and both of its output streams
/// kept apart (formatted source on standard output, findings on standard error).
///
/// Run by the core's `ProcessRunner` (its capture mode), as every child is: an argument array, the
/// invocation's environment, a process group of its own that Ctrl-C (task cancellation) ends, and a time
/// limit (`SwiftFormatTool.timeLimit`): a swift-format that hangs is stopped and named, never waited for.
enum SwiftFormatProcess {
    struct Result: Sendable {
        var termination: Termination
        var output: Data
        var errorOutput: Data
    }

    enum Termination: Sendable, Hashable {
        case exited(Int32)
        case signaled(Int32)

        /// `exited 1`, `crashed (signal 4)`: for messages.
        var phrase: String {
            switch self {
            case .exited(let code): "exited \(code)"
            case .signaled(let signal): "crashed (signal \(signal))"
            }
        }
    }

    /// Output beyond this is a failure rather than memory exhausted: far above any source file's findings
    /// (files over `SwiftSourceLimits.maximumSize` are not given to swift-format). The buffers grow to it as
    /// output arrives; nothing is reserved up front.
    static let outputLimit = 256 << 20

    /// - Parameter limit: the time limit of this run (default: the tool's).
    static func run(
        _ tool: SwiftFormatTool, arguments: [String], input: Data? = nil, limit: Duration? = nil
    ) async throws -> Result {
        let limit = limit ?? tool.timeLimit
        let spec = ProcessSpec(
            executable: tool.executable, arguments: tool.leadingArguments + arguments, timeout: limit,
            standardInput: input
        )
        let captured: CapturedProcess
        do {
            captured = try await ProcessRunner.capture(spec, limit: outputLimit)
        } catch let error as CoreError {
            try Task.checkCancellation()
            throw FormatError.formatterFailed(executable: tool.executable, detail: error.message)
        }
        let termination: Termination
        switch captured.termination {
        case .exited(let code): termination = .exited(code)
        case .signaled(let signal): termination = .signaled(signal)
        case .cancelled: throw CancellationError()
        case .timedOut:
            try Task.checkCancellation()
            throw FormatError.formatterTimedOut(
                executable: tool.executable, command: commandLine(spec), seconds: SwiftFormatTool.seconds(limit)
            )
        }
        try Task.checkCancellation()
        if captured.exceededLimit {
            throw FormatError.formatterFailed(
                executable: tool.executable,
                detail: "'\(commandLine(spec))' printed more than \(outputLimit >> 20) MB"
            )
        }
        return Result(termination: termination, output: captured.output, errorOutput: captured.errorOutput)
    }

    /// The command as a person would type it, with at most a few of a batch's files.
    static func commandLine(_ spec: ProcessSpec) -> String {
        let shown = 4
        guard spec.arguments.count > shown + 2 else { return spec.commandLine }
        var short = spec
        short.arguments = Array(spec.arguments.prefix(shown + 1))
        return short.commandLine + " … (\(spec.arguments.count - shown - 1) more)"
    }
}
