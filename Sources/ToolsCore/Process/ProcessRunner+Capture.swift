// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Subprocess
#if canImport(System)
import System
#else
import SystemPackage
#endif

extension ProcessRunner {
    /// Runs `spec` as `run` does (its own process group, its temporary folder, its time limit, Ctrl-C), with
    /// `spec.standardInput` on standard input, and keeps each output stream whole up to `limit` bytes.
    ///
    /// The buffers grow as output arrives; nothing is reserved up front, so a child that prints little costs
    /// little, and many at once fit in a limited address space (`ulimit -v`). Output past `limit` is read
    /// and dropped (the child is never blocked on a full pipe) and `exceededLimit` says so.
    public static func capture(_ spec: ProcessSpec, limit: Int) async throws -> CapturedProcess {
        let clock = ContinuousClock()
        let start = clock.now
        let streams = Locked(CapturedStreams(limit: max(0, limit)))
        let termination = try await supervised(spec) { spec, started in
            try await launchCapturing(spec, into: streams, started: started)
        }
        let captured = streams.current
        return CapturedProcess(
            termination: termination, output: captured.output, errorOutput: captured.errorOutput,
            exceededLimit: captured.exceeded, duration: clock.now - start
        )
    }

    private static func launchCapturing(
        _ spec: ProcessSpec, into streams: Locked<CapturedStreams>, started: @escaping @Sendable (pid_t) -> Void
    ) async throws -> ProcessOutcome.Termination {
        let status: TerminationStatus
        if let input = spec.standardInput {
            status = try await Subprocess.run(
                executable(of: spec), arguments: Arguments(spec.arguments), environment: environment(of: spec),
                workingDirectory: spec.workingDirectory.map { FilePath($0.path) }, platformOptions: platformOptions,
                input: .data(input), output: .sequence, error: .sequence
            ) { execution in
                started(execution.processIdentifier.value)
                try await drain(execution.standardOutput, execution.standardError, into: streams)
            }.terminationStatus
        } else {
            status = try await Subprocess.run(
                executable(of: spec), arguments: Arguments(spec.arguments), environment: environment(of: spec),
                workingDirectory: spec.workingDirectory.map { FilePath($0.path) }, platformOptions: platformOptions,
                input: .none, output: .sequence, error: .sequence
            ) { execution in
                started(execution.processIdentifier.value)
                try await drain(execution.standardOutput, execution.standardError, into: streams)
            }.terminationStatus
        }
        if Task.isCancelled { return .cancelled }
        switch status {
        case .exited(let code): return .exited(Int32(code))
        case .signaled(let signal): return .signaled(Int32(signal))
        }
    }

    /// Reads both streams to their ends at once: a child that fills one pipe while the other is read would
    /// otherwise block forever.
    private static func drain(
        _ output: SubprocessOutputSequence, _ error: SubprocessOutputSequence, into streams: Locked<CapturedStreams>
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for try await buffer in error {
                    let data = buffer.withUnsafeBytes { Data($0) }
                    streams.withLock { $0.append(data, error: true) }
                }
            }
            for try await buffer in output {
                let data = buffer.withUnsafeBytes { Data($0) }
                streams.withLock { $0.append(data, error: false) }
            }
            try await group.waitForAll()
        }
    }
}

/// The two streams of a captured child, each kept up to `limit` bytes.
struct CapturedStreams: Sendable {
    let limit: Int
    var output = Data()
    var errorOutput = Data()
    var exceeded = false

    init(limit: Int) {
        self.limit = limit
    }

    mutating func append(_ chunk: Data, error: Bool) {
        let kept = error ? errorOutput.count : output.count
        let room = max(0, limit - kept)
        if chunk.count > room { exceeded = true }
        guard room > 0 else { return }
        let part = chunk.count > room ? chunk.prefix(room) : chunk
        if error { errorOutput.append(part) } else { output.append(part) }
    }
}
