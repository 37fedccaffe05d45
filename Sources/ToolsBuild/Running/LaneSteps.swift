// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A CI lane made of whole commands run one after another (`tools ci lint`): every step runs even when
/// an earlier one failed, so one CI run shows every problem; the lane's status is the worst step's.
public enum LaneSteps {
    public struct Step: Sendable {
        public var name: String
        public var process: ProcessSpec

        public init(name: String, process: ProcessSpec) {
            self.name = name
            self.process = process
        }
    }

    public static func run(_ steps: [Step], console: Console) async throws -> ExitStatus {
        var worst = ExitStatus.success
        for step in steps {
            if Task.isCancelled { throw BuildError.interrupted(step: nil) }
            console.info("==> \(step.name): \(step.process.commandLine)")
            var process = step.process
            process.echo = true
            let outcome = try await ProcessRunner.run(process)
            let status: ExitStatus
            switch outcome.termination {
            case .exited(0): status = .success
            case .exited(2): status = .usage
            case .cancelled: throw BuildError.interrupted(step: step.name)
            default: status = .failure
            }
            if status != .success { console.error("\(step.name) failed (\(describe(outcome.termination)))") }
            if status.rawValue > worst.rawValue { worst = status }
        }
        return worst
    }

    static func describe(_ termination: ProcessOutcome.Termination) -> String {
        switch termination {
        case .exited(let code): "exit \(code)"
        case .signaled(let signal): "signal \(signal)"
        case .timedOut: "timed out"
        case .cancelled: "interrupted"
        }
    }
}
