// Copyright © 2026 Tools Authors. All rights reserved.

/// What a capability hands back to the command that ran it: its findings, the exit status they mean and
/// one line for people. Capabilities never print findings themselves; `DiagnosticPresenter` does.
public struct Findings: Sendable {
    public var diagnostics: [Diagnostic]
    public var status: ExitStatus
    /// One line for the end of the run (`Done linting! Found 3 violations…`), printed as a note.
    public var summary: String?
    /// Whole files' findings rendered already, for the presenter's reporter (see `PartRenderer`); their
    /// diagnostics are not in `diagnostics`.
    public var prerendered: PrerenderedReport?

    public init(
        diagnostics: [Diagnostic] = [], status: ExitStatus = .success, summary: String? = nil,
        prerendered: PrerenderedReport? = nil
    ) {
        self.diagnostics = diagnostics
        self.status = status
        self.summary = summary
        self.prerendered = prerendered
    }

    /// Both runs' findings; the status is the worse of the two. For findings without prerendered parts
    /// (a capability renders parts only for a presenter of its own findings alone).
    public func merged(with other: Findings) -> Findings {
        Findings(
            diagnostics: diagnostics + other.diagnostics,
            status: status.rawValue >= other.status.rawValue ? status : other.status,
            summary: [summary, other.summary].compactMap { $0 }.joined(separator: "\n")
        )
    }
}

/// The one way findings reach the user, for every capability: `--reporter` specs (xcode on standard output
/// when none is given), files written atomically, then the summary line.
public struct DiagnosticPresenter: Sendable {
    public var reporters: [ReporterSpec]
    public var console: Console

    public init(reporters: [ReporterSpec], console: Console) {
        self.reporters = reporters
        self.console = console
    }

    /// Findings with prerendered parts go through the parts' renderer, which the capability chose for this
    /// presenter's reporters (`PartRenderer(specs:colored:)`): one report on standard output.
    public func present(_ findings: Findings) throws {
        if let prerendered = findings.prerendered {
            prerendered.write(with: findings.diagnostics.ascending) { console.output($0) }
        } else {
            let specs = reporters.isEmpty ? [ReporterSpec(identifier: XcodeReporter.identifier)] : reporters
            let text = try Reporters.emit(findings.diagnostics, to: specs, colored: console.colored)
            if !text.isEmpty { console.output(text) }
        }
        if let summary = findings.summary, !summary.isEmpty { console.info(summary) }
    }
}
