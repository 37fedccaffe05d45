// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import ToolsCLI
import ToolsCore

/// Runs `tools` commands in this test process, as the executable would: same parsing, same exit codes,
/// standard output and standard error captured per run (runs can go on in parallel).
enum InProcessTools {
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) async -> CommandResult {
        let output = Locked(Data())
        let error = Locked(Data())
        var fullEnvironment = ProcessInfo.processInfo.environment
        // The suite's own CI (CI=true) must not make the build lanes' tests CI runs: a test says CI itself.
        fullEnvironment["CI"] = nil
        fullEnvironment.merge(environment) { _, new in new }
        fullEnvironment["NO_COLOR"] = fullEnvironment["NO_COLOR"] ?? "1"
        let invocation = Invocation(
            writeOutput: { data in output.withLock { $0.append(data) } },
            writeError: { data in error.withLock { $0.append(data) } },
            currentDirectory: directory,
            environment: fullEnvironment
        )
        // Off the cooperative pool: see `CommandExecutor`.
        let status = await onCommandThreads {
            await Invocation.$bound.withValue(invocation) {
                await ToolsCommand.run(arguments)
            }
        }
        return CommandResult(
            status: status,
            output: String(decoding: output.current, as: UTF8.self),
            error: String(decoding: error.current, as: UTF8.self)
        )
    }
}
