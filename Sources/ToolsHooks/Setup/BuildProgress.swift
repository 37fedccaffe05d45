// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What setup-project shows while SwiftPM builds the binary, which takes minutes (half an hour for a first
/// release build on two cores): never a silent wait.
///
/// SwiftPM's output goes to a log file; its new lines are read as they come. A line is printed when the
/// build enters a stage (resolving the dependencies, compiling, linking) with the time so far; on a
/// terminal a self-updating line shows the elapsed time and SwiftPM's last step (`[120/480] Compiling …`);
/// elsewhere (a CI log) a line every `heartbeat` says the build is still going.
final class BuildProgress: Sendable {
    enum Stage: String, Sendable {
        case resolving = "resolving the dependencies"
        case compiling
        case linking
    }

    private struct State {
        var stage: Stage?
        var lastStep = ""
        var lastHeartbeat: Duration = .zero
        var offset: UInt64 = 0
        var partial = Data()
    }

    /// What one look at the log found: the stages entered, SwiftPM's last step, whether a heartbeat is due.
    private struct Seen {
        var entered: [Stage]
        var step: String
        var heartbeat: Bool
    }

    private let console: Console
    private let log: URL
    private let label: String
    private let heartbeat: Duration
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private let state = Locked(State())

    init(console: Console, log: URL, label: String, heartbeat: Duration = .seconds(60)) {
        self.console = console
        self.log = log
        self.label = label
        self.heartbeat = heartbeat
        start = clock.now
    }

    /// Runs `spec` (whose output goes to `log`) and reports its progress until it ends.
    func run(_ spec: ProcessSpec) async throws -> ProcessOutcome {
        let watcher = Task { [self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                update()
            }
        }
        defer { watcher.cancel() }
        let outcome = try await ProcessRunner.run(spec)
        watcher.cancel()
        await watcher.value
        update()
        console.clearProgress()
        return outcome
    }

    /// Reads the log's new lines and says what changed.
    func update() {
        let elapsed = clock.now - start
        let lines = newLines()
        let seen = state.withLock { state -> Seen in
            var entered: [Stage] = []
            for line in lines {
                if let stage = Self.stage(of: line), stage != state.stage {
                    state.stage = stage
                    entered.append(stage)
                }
                if line.hasPrefix("[") { state.lastStep = TerminalText.sanitized(line) }
            }
            let beat = elapsed - state.lastHeartbeat >= heartbeat
            if beat { state.lastHeartbeat = elapsed }
            return Seen(entered: entered, step: state.lastStep, heartbeat: beat)
        }
        let (entered, step) = (seen.entered, seen.step)
        let time = Self.formatted(elapsed)
        for stage in entered {
            console.info("\(label): \(stage.rawValue) (\(time) so far)")
        }
        if console.errorIsTerminal {
            console.progress("\(label): \(time)" + (step.isEmpty ? "" : ", \(step)"))
        } else if seen.heartbeat && entered.isEmpty {
            console.info("\(label): still running, \(time) so far" + (step.isEmpty ? "" : ", at \(step)"))
        }
    }

    /// The stage a line of SwiftPM's output starts, if any.
    static func stage(of line: String) -> Stage? {
        let resolving = ["Fetching", "Cloning", "Updating", "Computing version", "Creating working copy", "Resolving"]
        if resolving.contains(where: line.hasPrefix) { return .resolving }
        if line.hasPrefix("["), line.contains("] Linking") { return .linking }
        if line.hasPrefix("["), line.contains("] Compiling") || line.contains("] Emitting module") {
            return .compiling
        }
        return nil
    }

    /// `42s`, `4m05s`, `1h02m`.
    static func formatted(_ duration: Duration) -> String {
        let seconds = Int(duration.components.seconds)
        if seconds < 60 { return "\(seconds)s" }
        if seconds < 3600 { return "\(seconds / 60)m" + String(format: "%02ds", seconds % 60) }
        return "\(seconds / 3600)h" + String(format: "%02dm", seconds / 60 % 60)
    }

    /// The complete lines written to the log since the last call (at most 1 MB at a time: a build's output
    /// is read as it grows, never all at once).
    private func newLines() -> [String] {
        guard let handle = try? FileHandle(forReadingFrom: log) else { return [] }
        defer { try? handle.close() }
        return state.withLock { state in
            guard (try? handle.seek(toOffset: state.offset)) != nil,
                  let data = try? handle.read(upToCount: 1 << 20), !data.isEmpty
            else { return [] }
            state.offset += UInt64(data.count)
            var text = state.partial + data
            guard let lastNewline = text.lastIndex(of: UInt8(ascii: "\n")) else {
                state.partial = text.count > 64 * 1024 ? Data() : text
                return []
            }
            state.partial = Data(text[text.index(after: lastNewline)...])
            text = Data(text[..<lastNewline])
            return String(decoding: text, as: UTF8.self).split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
    }
}
