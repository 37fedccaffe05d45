// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The one way a run's results reach the user, for every capability and command: findings through the
/// chosen reporters (`ReporterChoice`), the build's job results (`JobResults`), doctor's checks
/// (`CheckReport`), the package graph and its cycles; the warnings about `.swiftlint.yml` that come with
/// lint's findings. (Warnings about `project.yml` and its `tools:` sections are the console's
/// `warnings(_:)`: they come before any run.)
/// Capabilities hand these over and never print them; the CLI makes one presenter per command.
public struct DiagnosticPresenter: Sendable {
    public var choice: ReporterChoice
    public var console: Console
    /// The folder reporter and JUnit paths are relative to (the invocation's).
    public var folder: URL

    public init(
        _ choice: ReporterChoice = ReporterChoice(), console: Console,
        folder: URL = Invocation.current.currentDirectory
    ) {
        self.choice = choice
        self.console = console
        self.folder = folder
    }

    /// The findings' configuration warnings and notes, their report, then the summary line. Findings with
    /// prerendered parts go through the parts' renderer, which the capability chose for this presenter's
    /// reporters (`PartRenderer(choice:colored:)`): one report on standard output.
    public func present(_ findings: Findings) throws {
        var findings = findings
        presentRemarks(of: &findings)
        if let prerendered = findings.prerendered {
            prerendered.write(with: findings.diagnostics.ascending) { console.output($0) }
        } else {
            let text = try Reporters.emit(
                findings.diagnostics, to: choice.specs, colored: console.colored, relativeTo: folder
            )
            if !text.isEmpty { console.output(text) }
        }
        if let summary = findings.summary, !summary.isEmpty { console.info(summary) }
    }

    /// The findings' configuration warnings (located as compilers and SwiftLint print findings, so editors
    /// jump to the line), then their notes, which are then removed from `findings`: for a lane that runs
    /// several capabilities, right after the step that found them.
    public func presentRemarks(of findings: inout Findings) {
        for warning in findings.warnings {
            console.raw(error: "\(warning.location): warning: \(warning.message)\n")
        }
        for note in findings.notes { console.info(note) }
        (findings.warnings, findings.notes) = ([], [])
    }
}
