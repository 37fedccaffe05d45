// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One run of the mock generator from the command's options to its findings: `generate-mocks`,
/// `create-feature` (mocks for what it scaffolded) and `ci lint` run it; the pre-commit hook's mocks check
/// reports stale files as it does. Stale or missing mock files are findings, so every reporter (GitHub
/// annotations, SARIF, JUnit) shows them.
public struct MockSession: Sendable {
    public static let upToDateRuleID = "mocks_up_to_date"

    public var options: MockCommandOptions
    public var workspace: Workspace?
    /// The folder the options' paths are relative to (the invocation's).
    public var currentDirectory: URL
    /// The store, opened while the run is planned (nil: without the cache, `--no-cache`).
    public var store: SharedStore?
    public var console: Console

    public init(
        options: MockCommandOptions, workspace: Workspace?, currentDirectory: URL, store: SharedStore?,
        console: Console
    ) {
        self.options = options
        self.workspace = workspace
        self.currentDirectory = currentDirectory
        self.store = store
        self.console = console
    }

    public func run() throws -> Findings {
        let followsSourcery = options.sourceryConfig != nil || MockSettings.followsSourcery(workspace)
        if options.paths.isEmpty, !followsSourcery, let workspace, !workspace.packages.contains(where: \.isFeature) {
            // A repository without feature packages has nothing to mock by default: not an error.
            return Findings(status: .success, summary: "nothing to mock: no feature packages under "
                + "\(workspace.settings.featuresPath) (to mock other folders: "
                + "\(InvocationSpelling.command("generate-mocks Sources --output Mocks.swift")))")
        }
        let outcome = try outcome(limitedTo: nil, warn: console.warnings) ?? MockOutcome()
        return findings(of: outcome)
    }

    /// The generator's outcome for every planned job or (the hook's packages touched) only for the jobs whose
    /// output lies below one of `folders` (absolute paths): nil when none does. `warn` gets the settings'
    /// warnings once the run is planned.
    public func outcome(
        limitedTo folders: Set<String>?, warn: ([Diagnostic]) -> Void = { _ in }
    ) throws -> MockOutcome? {
        // The store opens while the run is planned, which does not need it; a plan that fails still waits
        // for the opening, so that the run never ends with it half done on another thread.
        store?.begin()
        defer { store?.finish() }
        guard let (request, warnings) = try plan(limitedTo: folders) else { return nil }
        warn(warnings)
        return try generate(request)
    }

    /// The run's request and the settings' warnings, nil when `folders` leave no job (see `outcome`). Planned
    /// on the caller's task: it reads the invocation's environment and the hook's staged configuration.
    public func plan(limitedTo folders: Set<String>?) throws -> (request: MockRequest, warnings: [Diagnostic])? {
        let planned = try MockPlanner.request(
            options: options, workspace: workspace, currentDirectory: currentDirectory
        )
        var request = planned.request
        if let folders {
            request.jobs = request.jobs.filter { job in folders.contains { job.output.path.hasPrefix($0 + "/") } }
            guard !request.jobs.isEmpty else { return nil }
        }
        return (request, planned.warnings)
    }

    /// Runs the generator on `request` with the store (opened here unless already open).
    public func generate(_ request: MockRequest) throws -> MockOutcome {
        try MockGenerator(store: store?.open()).run(request)
    }

    /// The generator's diagnostics, a finding per stale or missing file, and the summary line.
    private func findings(of outcome: MockOutcome) -> Findings {
        var diagnostics = outcome.diagnostics
        var written = 0
        var unchanged = 0
        var removed = 0
        for file in outcome.files {
            let path = workspace?.relativePath(file.url) ?? file.url.path
            switch file.state {
            case .stale, .missing:
                diagnostics.append(Self.staleFinding(path: path, missing: file.state == .missing))
            case .written:
                written += 1
                // One file per mock makes many files: each is named with --verbose, the summary counts them.
                console.debug("wrote \(path)")
            case .removed:
                removed += 1
                console.info("removed \(path) (no protocol to mock)")
            case .unchanged: unchanged += 1
            }
        }
        console.debug(
            "\(outcome.mockCount) mocks; \(outcome.parsedFiles) files parsed, \(outcome.cachedFiles) from the cache"
        )
        let summary = options.checkOnly
            ? (outcome.exitStatus == .success ? "mocks are up to date (\(outcome.mockCount) mocks)"
                : "mocks are out of date: run '\(InvocationSpelling.command("generate-mocks"))'")
            : Self.writeSummary(mocks: outcome.mockCount, written: written, unchanged: unchanged, removed: removed)
        return Findings(diagnostics: diagnostics, status: outcome.exitStatus, summary: summary)
    }

    /// `Wrote 6 mocks to 6 files (4 unchanged).`: one line on success, hidden by --quiet as every note.
    static func writeSummary(mocks: Int, written: Int, unchanged: Int, removed: Int) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let files = written + unchanged
        var text = written == 0
            ? "\(count(mocks, "mock")) in \(count(files, "file")), all up to date"
            : "Wrote \(count(mocks, "mock")) to \(count(files, "file")) (\(unchanged) unchanged)"
        if removed > 0 { text += "; removed \(count(removed, "file"))" }
        return text + "."
    }

    /// The finding for a mock file that does not match its protocols (or is missing).
    public static func staleFinding(path: String, missing: Bool) -> Diagnostic {
        Diagnostic(
            file: path, line: nil, severity: .error, ruleID: upToDateRuleID, ruleName: "Mocks Up To Date",
            message: missing
                ? "the mock file is missing; run '\(InvocationSpelling.command("generate-mocks"))'"
                : "the mocks do not match the protocols; run '\(InvocationSpelling.command("generate-mocks"))'"
        )
    }

    /// The hook's finding for a mock file up to date in the working tree but not staged as it is: the commit
    /// would lack it (`untracked`) or hold an older version.
    public static func unstagedFinding(path: String, untracked: Bool) -> Diagnostic {
        Diagnostic(
            file: path, line: nil, severity: .error, ruleID: upToDateRuleID, ruleName: "Mocks Up To Date",
            message: (untracked ? "the mock file is untracked: the commit would lack it"
                : "the mock file is not staged as generated: the commit would hold an older version")
                + "; run '\(InvocationSpelling.command("generate-mocks"))' and 'git add \(ShellQuoting.quote(path))'"
        )
    }
}
