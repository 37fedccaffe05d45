// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Standard output and standard error with the user's preferences: colour only on a terminal and never
/// with `NO_COLOR`; `--quiet` hides notes; `--verbose` shows details; a progress line on a terminal only.
public final class Console: Sendable {
    public enum Verbosity: Int, Sendable, Comparable {
        case quiet, normal, verbose

        public static func < (lhs: Verbosity, rhs: Verbosity) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let verbosity: Verbosity
    public let outputIsTerminal: Bool
    public let errorIsTerminal: Bool
    /// Whether standard output may carry ANSI colour.
    public let colored: Bool
    private let errorColored: Bool
    private let invocation: Invocation
    private let progressState = Locked(ProgressState())

    private struct ProgressState {
        var started: Date?
        var visible = false
    }

    /// - Parameter environment: for `NO_COLOR` and `TERM`; the invocation's environment when nil.
    public init(
        verbosity: Verbosity = .normal, environment: [String: String]? = nil, invocation: Invocation = .current
    ) {
        self.verbosity = verbosity
        self.invocation = invocation
        let environment = environment ?? invocation.environment
        outputIsTerminal = invocation.outputIsTerminal
        errorIsTerminal = invocation.errorIsTerminal
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let colorAllowed = !noColor && environment["TERM"] != "dumb"
        colored = outputIsTerminal && colorAllowed
        errorColored = errorIsTerminal && colorAllowed
    }

    /// The command's result: always printed, even with `--quiet`.
    public func output(_ text: String) {
        output(Data(text.utf8))
    }

    /// The command's result as bytes (a report assembled from kept parts is never a `String`).
    public func output(_ data: Data) {
        clearProgress()
        invocation.writeOutput(data)
    }

    /// A note for people; hidden by `--quiet`.
    public func info(_ text: String) {
        guard verbosity >= .normal else { return }
        writeError(text + "\n")
    }

    /// Details shown with `--verbose` only.
    public func debug(_ text: String) {
        guard verbosity >= .verbose else { return }
        writeError(text + "\n")
    }

    public func warning(_ text: String) {
        writeError(label("warning", .yellow) + text + "\n")
    }

    /// Warnings about the settings a command read (`project.yml`, its `tools:` sections), the one way every
    /// command prints them: `warning: project.yml:4:3: unknown key 'x'`.
    public func warnings(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { warning("\(diagnostic.location): \(diagnostic.message)") }
    }

    public func error(_ text: String) {
        writeError(label("error", .red) + text + "\n")
    }

    /// Shows `text` on one self-overwriting line, on a terminal only, once the work has taken a second.
    public func progress(_ text: String) {
        guard errorIsTerminal, verbosity >= .normal else { return }
        let show = progressState.withLock { state -> Bool in
            let now = Date()
            if state.started == nil { state.started = now }
            guard let started = state.started, now.timeIntervalSince(started) >= 1 else { return false }
            state.visible = true
            return true
        }
        if show {
            invocation.writeError(Data("\r\u{1B}[2K\(text)".utf8))
        }
    }

    /// Removes the progress line so that the next output starts on a clean line.
    public func clearProgress() {
        let wasVisible = progressState.withLock { state -> Bool in
            defer { state = ProgressState() }
            return state.visible
        }
        if wasVisible {
            invocation.writeError(Data("\r\u{1B}[2K".utf8))
        }
    }

    private func label(_ word: String, _ color: ANSI.Color) -> String {
        (errorColored ? ANSI.paint(word, color) : word) + ": "
    }

    private func writeError(_ text: String) {
        clearProgress()
        invocation.writeError(Data(text.utf8))
    }

    /// Writes `text` to standard error as it is (an error line that already carries its own location).
    public func raw(error text: String) {
        writeError(text)
    }
}
