// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsLint
import ToolsCore

/// Kept report parts: a run that hands files back rendered prints exactly what rendering every finding
/// gives, cold, warm, after an edit and from another folder.
@Suite(.offThePool) struct ReportPartTests {
    private struct Run {
        var output: String
        var findings: Findings
    }

    /// `tools lint` from `folder` with the store in `xdg`, presented with `reporter`; `parts: false` is a run
    /// whose caller needs the diagnostics (no parts).
    private func lint(
        _ directory: TemporaryDirectory, from folder: URL? = nil, parts: Bool, reporter: String = "xcode"
    ) async throws -> Run {
        let folder = folder ?? directory.url
        let output = Locked(Data())
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = directory.path + "/xdg"
        let invocation = Invocation(
            writeOutput: { data in output.withLock { $0.append(data) } }, writeError: { _ in },
            currentDirectory: folder, environment: environment
        )
        // Two racy margins "later" (an injected clock, not a sleep): the files the test wrote are older than
        // the margin, so their stamps are trusted and warm runs read none of them.
        let later = FileStamp.racyMargin * 2
        return try await FileStamp.$clockShift.withValue(later) { try await Invocation.$bound.withValue(invocation) {
            var options = LintSession.Options(root: folder)
            let choice = ReporterChoice(given: [ReporterSpec(identifier: reporter)])
            options.reporters = parts ? choice.specs : nil
            let console = Console(verbosity: .quiet)
            let workspace = try Workspace.discoverIfPresent(from: folder)
            let store = SharedStore(workspaceRoot: workspace?.root, environment: environment) { _ in }
            let findings = try await LintSession(options: options, workspace: workspace, store: store, console: console)
                .run().findings
            try DiagnosticPresenter(choice, console: console).present(findings)
            return Run(output: String(decoding: output.current, as: UTF8.self), findings: findings)
        } }
    }

    private func fixture() async throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("only_rules: [force_try, force_unwrapping]\n", to: ".swiftlint.yml")
        try directory.write("let a = try! f()\nlet b = c!\n", to: "Sources/A.swift")
        try directory.write("let clean = 1\n", to: "Sources/B.swift")
        try directory.write("// swiftlint:disable:next force_try\nlet d = try! g()\nlet e = h!\n", to: "Sources/C.swift")
        try directory.write("let f = try! i()\n", to: "Tests/D.swift")
        return directory
    }

    @Test func keptPartsPrintWhatRenderingEveryFindingPrints() async throws {
        let directory = try await fixture()
        let expected = try await lint(directory, parts: false)
        #expect(expected.findings.prerendered == nil)
        #expect(expected.output.components(separatedBy: "\n").count == 5)

        let cold = try await lint(directory, parts: true)
        #expect(cold.output == expected.output)
        #expect(cold.findings.summary == expected.findings.summary)
        #expect(cold.findings.status == expected.findings.status)

        let warm = try await lint(directory, parts: true)
        #expect(warm.output == expected.output)
        #expect(warm.findings.diagnostics.isEmpty)
        #expect(warm.findings.prerendered?.parts.map(\.file) == ["Sources/A.swift", "Sources/B.swift",
                                                                   "Sources/C.swift", "Tests/D.swift"])
        #expect(warm.findings.summary == expected.findings.summary)
        #expect(warm.findings.status == .failure)
    }

    /// JSON and Checkstyle frame their parts: an array's brackets and commas, the document's root element.
    @Test(arguments: ["json", "checkstyle"])
    func framedReportsAreKeptWholeFileByFile(reporter: String) async throws {
        let directory = try await fixture()
        let expected = try await lint(directory, parts: false, reporter: reporter)
        #expect(expected.findings.prerendered == nil)
        let cold = try await lint(directory, parts: true, reporter: reporter)
        #expect(cold.output == expected.output)
        #expect(cold.findings.prerendered != nil)
        let warm = try await lint(directory, parts: true, reporter: reporter)
        #expect(warm.output == expected.output)
        #expect(warm.findings.diagnostics.isEmpty)
        #expect(warm.findings.prerendered?.parts.count == 4)

        // One file edited: its findings are rendered between kept parts; then none left at all.
        try directory.write("let a = 1\nlet b = try! c()\n", to: "Sources/A.swift")
        let edited = try await lint(directory, parts: true, reporter: reporter)
        #expect(edited.output == (try await lint(directory, parts: false, reporter: reporter)).output)
        try directory.write("let a = 1\n", to: "Sources/A.swift")
        try directory.write("let d = 1\n", to: "Sources/C.swift")
        try directory.write("let f = 1\n", to: "Tests/D.swift")
        let clean = try await lint(directory, parts: true, reporter: reporter)
        #expect(clean.output == (try await lint(directory, parts: false, reporter: reporter)).output)
        #expect(clean.output == JSONReporter().render([]) || reporter != "json")
    }

    /// A file outside every layer folder is judged by its own facts (its part is kept), but its declarations
    /// still complete the symbol table that judges the module's layer files on every run.
    @Test func aKeptFileStillCompletesItsModulesFactsForLayering() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("only_rules: [layering]\n", to: ".swiftlint.yml")
        let module = "Sources/App"
        try directory.write("let repository = Repository()\n", to: "\(module)/Domain/User.swift")
        try directory.write("struct Repository {}\n", to: "\(module)/DataAccess/Repository.swift")
        // Declared outside every layer too: the Domain file may use it.
        try directory.write("struct Repository {}\n", to: "\(module)/Shared/Repository.swift")

        let expected = try await lint(directory, parts: false)
        #expect(expected.output.isEmpty, "\(expected.output)")
        _ = try await lint(directory, parts: true)
        let warm = try await lint(directory, parts: true)
        #expect(warm.output == expected.output)
        #expect(warm.findings.prerendered?.parts.map(\.file).contains("\(module)/Shared/Repository.swift") == true)
        #expect(warm.findings.prerendered?.parts.map(\.file).contains("\(module)/Domain/User.swift") == false)

        // The kept file changes: the Domain file is judged with its new facts.
        try directory.write("struct Other {}\n", to: "\(module)/Shared/Repository.swift")
        let edited = try await lint(directory, parts: true)
        #expect(edited.output == (try await lint(directory, parts: false)).output)
        #expect(edited.output.contains("Domain must not use DataAccess: 'Repository' is declared in DataAccess"),
                "\(edited.output)")
    }

    @Test func anEditedFileIsRenderedAgainAndTheOthersAreKept() async throws {
        let directory = try await fixture()
        _ = try await lint(directory, parts: true)
        try directory.write("let a = 1\nlet b = try! c()\nlet d = e!\n", to: "Sources/A.swift")
        let edited = try await lint(directory, parts: true)
        #expect(edited.output == (try await lint(directory, parts: false)).output)
        #expect(edited.output.contains("Sources/A.swift:2:9: error: Force Try Violation"))
    }

    /// A part names its file as the run that rendered it showed it: from another folder of the workspace,
    /// results are the same (same configuration, same keys) but paths differ, so parts are rendered again.
    @Test func aRunFromAnotherFolderDoesNotReuseParts() async throws {
        let directory = try await fixture()
        try directory.write("name: App\n", to: "project.yml")
        _ = try await lint(directory, parts: true)
        let sources = directory.url.appendingPathComponent("Sources")
        let fromSources = try await lint(directory, from: sources, parts: true)
        #expect(fromSources.output == (try await lint(directory, from: sources, parts: false)).output)
        #expect(fromSources.output.hasPrefix("A.swift:1:9: error: Force Try Violation"))
        #expect(fromSources.findings.prerendered?.parts.first?.file == "A.swift")
    }

    @Test func aPartDecodesOnlyForItsRendererBuildResultAndFile() throws {
        let part = ReportPart(file: "A.swift", text: Data("A.swift:1:1: warning: x\n".utf8), count: 1, errorCount: 0)
        let encoded = part.encoded(variant: "xcode", key: "k1")
        let xcode = ReportPart.prefix(variant: "xcode")
        #expect(ReportPart(encoded: encoded, prefix: xcode, key: "k1", file: "A.swift") == part)
        #expect(ReportPart.isRendered(encoded, prefix: xcode, from: "k1"))
        #expect(!ReportPart.isRendered(encoded, prefix: xcode, from: "k2"))
        let color = ReportPart.prefix(variant: "xcode+color")
        #expect(ReportPart(encoded: encoded, prefix: color, key: "k1", file: "A.swift") == nil)
        #expect(ReportPart(encoded: encoded, prefix: xcode, key: "k2", file: "A.swift") == nil)
        #expect(ReportPart(encoded: encoded, prefix: xcode, key: "k1", file: "A.swif") == nil)
        #expect(ReportPart(encoded: encoded, prefix: xcode, key: "k1", file: "B.swift") == nil)
        #expect(ReportPart(encoded: Data("garbage".utf8), prefix: xcode, key: "k1", file: "A.swift") == nil)
        // A part with no findings has an empty text.
        let empty = ReportPart(file: "B.swift", text: Data(), count: 0, errorCount: 0)
        #expect(ReportPart(encoded: empty.encoded(variant: "xcode", key: "k"), prefix: xcode, key: "k", file: "B.swift")
            == empty)
    }

    @Test func onlyConcatenatingReportersToStandardOutputRenderParts() {
        func renderer(_ given: [ReporterSpec]) -> PartRenderer? {
            PartRenderer(ReporterChoice(given: given), colored: false)
        }
        #expect(renderer([])?.identifier == "xcode")
        #expect(renderer([ReporterSpec(identifier: "github-actions")]) != nil)
        #expect(renderer([ReporterSpec(identifier: "json")])?.identifier == "json")
        #expect(renderer([ReporterSpec(identifier: "checkstyle")])?.identifier == "checkstyle")
        #expect(renderer([ReporterSpec(identifier: "junit")]) == nil)
        #expect(renderer([ReporterSpec(identifier: "sarif")]) == nil)
        #expect(renderer([ReporterSpec(identifier: "summary")]) == nil)
        #expect(renderer([ReporterSpec(identifier: "xcode", outputPath: "out.txt")]) == nil)
        #expect(renderer([ReporterSpec(identifier: "xcode"), ReporterSpec(identifier: "github-actions")]) == nil)
    }
}
