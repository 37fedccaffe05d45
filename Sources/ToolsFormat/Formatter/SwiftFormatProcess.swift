// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Subprocess
import ToolsCore
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// One run of swift-format: its arguments, the bytes on its standard input, and both of its output streams
/// kept apart (formatted source on standard output, findings on standard error).
///
/// The core's `ProcessRunner` streams one interleaved output into a log, which suits builds; formatting
/// needs standard input and the two streams, so this runs swift-subprocess the way `ProcessRunner` does:
/// an argument array, the invocation's environment, a process group of its own that Ctrl-C (task
/// cancellation) ends.
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

    /// Output beyond this is a failure rather than memory exhausted: far above any source file's findings.
    static let outputLimit = 1 << 30

    static func run(_ tool: SwiftFormatTool, arguments: [String], input: Data? = nil) async throws -> Result {
        var options = PlatformOptions()
        options.processGroupID = 0
        options.teardownSequence = [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: .seconds(3))]
        var environment: [Environment.Key: String] = [:]
        for (key, value) in Invocation.current.environment {
            if let key = Environment.Key(rawValue: key) { environment[key] = value }
        }
        let executable = Executable.path(FilePath(tool.executable))
        let all = Arguments(tool.leadingArguments + arguments)
        let result = if let input {
            try await Subprocess.run(
                executable, arguments: all, environment: .custom(environment), platformOptions: options,
                input: .data(input), output: .data(limit: outputLimit), error: .data(limit: outputLimit)
            )
        } else {
            try await Subprocess.run(
                executable, arguments: all, environment: .custom(environment), platformOptions: options,
                input: .none, output: .data(limit: outputLimit), error: .data(limit: outputLimit)
            )
        }
        try Task.checkCancellation()
        let termination: Termination = switch result.terminationStatus {
        case .exited(let code): .exited(Int32(code))
        case .signaled(let signal): .signaled(Int32(signal))
        }
        return Result(termination: termination, output: result.standardOutput, errorOutput: result.standardError)
    }
}
