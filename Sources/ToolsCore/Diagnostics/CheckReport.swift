// Copyright © 2026 Tools Authors. All rights reserved.

/// What a health check of the tool's setup found (`tools doctor`): one line per check, the notes under a
/// problem, and the package graph; `DiagnosticPresenter` renders it.
public struct CheckReport: Sendable {
    /// How a check came out; `info` lines are notes (under a problem when unnamed).
    public enum Status: Sendable {
        case passed, warning, failure, info
    }

    public struct Check: Sendable {
        public var name: String
        public var status: Status
        public var detail: String
        /// Shown with `--verbose` only.
        public var isDetail: Bool

        public init(name: String, status: Status, detail: String, isDetail: Bool = false) {
            self.name = name
            self.status = status
            self.detail = detail
            self.isDetail = isDetail
        }
    }

    public var checks: [Check]
    public var graph: PackageGraph?

    public init(checks: [Check], graph: PackageGraph? = nil) {
        self.checks = checks
        self.graph = graph
    }

    public var failed: Bool { checks.contains { $0.status == .failure } }

    /// The checks for `verbosity`: `--quiet` keeps the problems (and the notes under them) only,
    /// `--verbose` adds the details; the package graph is left out when quiet.
    func rendered(colored: Bool, verbosity: Console.Verbosity) -> String {
        var shown: [Check] = []
        var underProblem = false
        for check in checks {
            switch check.status {
            case .warning, .failure: underProblem = true
            case .passed: underProblem = false
            case .info where !check.name.isEmpty: underProblem = false
            case .info: break
            }
            if verbosity == .quiet && !underProblem { continue }
            if check.isDetail && verbosity < .verbose { continue }
            shown.append(check)
        }
        var text = Self.lines(shown, colored: colored)
        if verbosity >= .normal, let graph, !graph.nodes.isEmpty {
            let lines = graph.rendered(as: .text).split(separator: "\n")
            text += "\npackage graph:\n" + lines.map { "  \($0)\n" }.joined()
        }
        return text
    }

    private static func lines(_ checks: [Check], colored: Bool) -> String {
        let width = (checks.map(\.name.count).max() ?? 0) + 2
        var text = ""
        for check in checks {
            let name = check.name
            let mark: String
            switch check.status {
            case .passed: mark = colored ? ANSI.paint("ok  ", .green) : "ok  "
            case .warning: mark = colored ? ANSI.paint("warn", .yellow) : "warn"
            case .failure: mark = colored ? ANSI.paint("FAIL", .red) : "FAIL"
            case .info: mark = "    "
            }
            let padding = String(repeating: " ", count: max(1, width - name.count))
            text += "\(mark) \(name)\(padding)\(check.detail)\n"
        }
        return text
    }
}
