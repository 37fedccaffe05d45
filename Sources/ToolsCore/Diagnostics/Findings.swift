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
    /// Mistakes in the configuration the run read and went on past (an option a rule cannot use), printed
    /// located before the report.
    public var warnings: [Diagnostic]
    /// Notes for people about the run (a file skipped, a file corrected), printed before the report.
    public var notes: [String]

    public init(
        diagnostics: [Diagnostic] = [], status: ExitStatus = .success, summary: String? = nil,
        prerendered: PrerenderedReport? = nil, warnings: [Diagnostic] = [], notes: [String] = []
    ) {
        self.diagnostics = diagnostics
        self.status = status
        self.summary = summary
        self.prerendered = prerendered
        self.warnings = warnings
        self.notes = notes
    }

    /// Both runs' findings; the status is the worse of the two. For findings without prerendered parts
    /// (a capability renders parts only for a presenter of its own findings alone).
    public func merged(with other: Findings) -> Findings {
        Findings(
            diagnostics: diagnostics + other.diagnostics,
            status: status.rawValue >= other.status.rawValue ? status : other.status,
            summary: [summary, other.summary].compactMap { $0 }.joined(separator: "\n"),
            warnings: warnings + other.warnings, notes: notes + other.notes
        )
    }
}
