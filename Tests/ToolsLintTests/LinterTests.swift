// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsLint
import ToolsCore

@Suite(.offThePool) struct LinterTests {
    static let header = "// Copyright © 2026 Acme. All rights reserved.\n"
    static let configuration = """
    only_rules: [line_length, force_try, trailing_whitespace, file_header]
    file_header:
      required_copyright: true
      holder: Acme
      year: 2026
    line_length: 60

    """

    private func linter(_ directory: TemporaryDirectory, store: Store? = nil) throws -> Linter {
        try directory.write(Self.configuration, to: ".swiftlint.yml")
        return try Linter(rootDirectory: directory.url, store: store)
    }

    @Test func lintsAFolderInParallelWithPathsContainingSpaces() async throws {
        let directory = try TemporaryDirectory()
        for index in 0..<24 {
            let code = Self.header + "let value\(index) = try! load()\n"
            try directory.write(code, to: "Sources/My App/File \(index).swift")
        }
        try directory.write("let hidden = try! load()\n", to: ".build/Generated.swift")
        let linter = try linter(directory)
        let sources = try linter.sources(for: [directory.url])
        #expect(sources.count == 24)
        let result = try await linter.lint(sources)
        #expect(result.diagnostics.count == 24)
        #expect(result.diagnostics.allSatisfy { $0.ruleID == "force_try" && $0.line == 2 })
        // `let value0 = try!` and `let value10 = try!`: the column is that of `try`.
        #expect(Set(result.diagnostics.compactMap(\.column)) == [14, 15])
        #expect(result.summary == "Found 24 violations, 24 serious in 24 files.")
        #expect(result.diagnostics == result.diagnostics.sorted())
    }

    @Test func excludedPathsAndIncludedPaths() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.configuration + "excluded:\n  - Sources/Generated\n  - '**/*.generated.swift'\n",
                            to: ".swiftlint.yml")
        try directory.write("let a = try! f()\n", to: "Sources/Generated/A.swift")
        try directory.write("let a = try! f()\n", to: "Sources/App/B.generated.swift")
        try directory.write(Self.header + "let a = 1\n", to: "Sources/App/C.swift")
        let linter = try Linter(rootDirectory: directory.url, store: nil)
        let sources = try linter.sources(for: [directory.url])
        #expect(sources.map { $0.url.lastPathComponent } == ["C.swift"])
    }

    @Test func cachedResultsAreReusedAndInvalidatedPerFile() async throws {
        let directory = try TemporaryDirectory()
        let store = try Store(url: directory.url.appendingPathComponent("cache/tools.sqlite"))
        for index in 0..<5 {
            try directory.write(Self.header + "let value\(index) = try! load()\n", to: "Sources/F\(index).swift")
        }
        let linter = try linter(directory, store: store)
        let sources = try linter.sources(for: [directory.url.appendingPathComponent("Sources")])
        let cold = try await linter.lint(sources)
        #expect(cold.cachedFileCount == 0)
        let warm = try await linter.lint(sources)
        #expect(warm.cachedFileCount == 5)
        #expect(warm.diagnostics == cold.diagnostics)
        try directory.write(Self.header + "let changed = 1\n", to: "Sources/F2.swift")
        let edited = try await linter.lint(sources)
        #expect(edited.cachedFileCount == 4)
        #expect(edited.diagnostics.count == 4)
        // Another configuration must not read the first one's results.
        try directory.write(Self.configuration + "force_try: warning\n", to: ".swiftlint.yml")
        let reconfigured = try await Linter(rootDirectory: directory.url, store: store).lint(sources)
        #expect(reconfigured.cachedFileCount == 0)
        #expect(reconfigured.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func stagedContentIsLintedInsteadOfTheFileOnDisk() async throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write(Self.header + "let a = 1\n", to: "A.swift")
        let staged = Data((Self.header + "let a = try! f()\n").utf8)
        let source = LintSource(displayPath: "A.swift", url: url, content: staged, contentHash: ContentHash.of(staged))
        let result = try await linter(directory).lint([source])
        #expect(result.diagnostics.map(\.ruleID) == ["force_try"])
    }

    @Test func fixCorrectsAtomicallyAndNeverTouchesFilesThatDoNotParse() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("import Foundation   \nlet a = 1\t\n", to: "Fixable.swift")
        try directory.write("let a = (\nlet b = 1  \n", to: "Broken.swift")
        let linter = try linter(directory)
        let result = try await linter.lint(try linter.sources(for: [directory.url]), fix: true)
        #expect(try directory.read("Fixable.swift") == Self.header + "\nimport Foundation\nlet a = 1\n")
        #expect(try directory.read("Broken.swift") == "let a = (\nlet b = 1  \n")
        #expect(result.correctedFiles.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Fixable.swift"])
        #expect(result.notes.contains { $0.hasSuffix("Broken.swift: not fixed: the file does not parse") })
        #expect(!result.diagnostics.contains { $0.file?.hasSuffix("Fixable.swift") == true })
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let leftovers = names.filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func badInputIsSkippedOrLintedWithoutCrashing() async throws {
        let directory = try TemporaryDirectory()
        try Data([0xCA, 0xFE, 0x00, 0xBA, 0xBE]).write(to: directory.url.appendingPathComponent("Binary.swift"))
        try Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0x0A]).write(to: directory.url.appendingPathComponent("Latin1.swift"))
        try directory.write("\u{FEFF}" + Self.header + "let a = try! f()  \r\n", to: "BOM CRLF.swift")
        try directory.write("", to: "Empty.swift")
        // `try!` makes force_try parse the file, which then reports its syntax errors.
        try directory.write("func ((( try! x\n", to: "Broken.swift")
        let linter = try linter(directory)
        let result = try await linter.lint(try linter.sources(for: [directory.url]))
        #expect(result.notes.contains { $0.hasSuffix("Binary.swift:1:1: warning: skipped: a binary file") })
        #expect(result.notes.contains { $0.hasSuffix("Latin1.swift:1:1: warning: skipped: not UTF-8 text") })
        let broken = "Broken.swift: has syntax errors; linted as far as the parser recovered"
        #expect(result.notes.contains { $0.hasSuffix(broken) })
        let bom = result.diagnostics.filter { $0.file?.hasSuffix("BOM CRLF.swift") == true }
        let positions = bom.map { "\($0.ruleID)@\($0.line ?? 0):\($0.column ?? 0)" }
        #expect(positions == ["force_try@2:9", "trailing_whitespace@2:17"])
        #expect(result.diagnostics.contains { $0.file?.hasSuffix("Empty.swift") == true && $0.ruleID == "file_header" })
        #expect(result.fileCount == 5)
        #expect(result.diagnostics == result.diagnostics.sorted())
    }

    @Test func filesAreParsedOnlyWhenARuleNeedsTheTree() throws {
        let lines = try LintConfiguration.parse("only_rules: [line_length, file_header]\n")
        let file = LintFile(displayPath: "A.swift", relativePath: "A.swift", text: "let a = 1 // x\n")
        _ = FileProcessor.record(for: file, configuration: lines)
        #expect(!file.isParsed)
        let tree = try LintConfiguration.parse("only_rules: [force_try]\n")
        let other = LintFile(displayPath: "A.swift", relativePath: "A.swift", text: "let a = try! f()\n")
        _ = FileProcessor.record(for: other, configuration: tree)
        #expect(other.isParsed)
    }

    @Test func baselineReportsOnlyNewViolationsMatchedByLineContent() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.header + "let a = try! f()\n", to: "A.swift")
        let linter = try linter(directory)
        let first = try await linter.lint(try linter.sources(for: [directory.url]), recordingLines: true)
        let baselineURL = directory.url.appendingPathComponent("baseline.json")
        try Baseline(first).write(to: baselineURL)
        try directory.write(Self.header + "// a new line above\n\nlet a = try! f()\nlet b = try! f()\n", to: "A.swift")
        let second = try await linter.lint(try linter.sources(for: [directory.url]), recordingLines: true)
        let fresh = try Baseline.read(baselineURL).newViolations(in: second)
        #expect(second.diagnostics.count == 2)
        #expect(fresh.map { $0.line ?? 0 } == [5])
    }

    @Test func jsonReportHasSwiftLintsFields() async throws {
        let diagnostics = try await LintHarness.lint(
            String(repeating: "x", count: 130) + "\n", configuration: "only_rules: [line_length]\n"
        )
        let json = JSONReporter().render(diagnostics)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let object = try #require(objects.first)
        #expect(Set(object.keys) == ["character", "file", "line", "reason", "rule_id", "severity", "type"])
        #expect(object["reason"] as? String == "Line should be 120 characters or less; currently it has 130 characters")
        #expect(object["type"] as? String == "Line Length")
        #expect(object["severity"] as? String == "Warning")
        #expect(object["character"] as? Int == 1)
    }
}

extension LinterTests {
    @Test func cacheRecordsRoundTrip() throws {
        var record = FileRecord()
        record.violations = [
            Violation(ruleID: "no_tabs", severity: .error, line: 3, column: 7, message: "a\ttab, a \\ and\na line"),
            Violation(ruleID: "line_length", severity: .warning, line: 1, column: 1, message: "é ✓"),
        ]
        record.commands = [
            SuppressionCommand(action: .disable, modifier: .next, ruleIDs: ["a", "b"], line: 2, endColumn: 9),
        ]
        var facts = LayeringFacts()
        facts.declarations = [.init(name: "User", line: 1)]
        facts.references = [.init(name: "Repository", line: 2, column: 5)]
        facts.imports = [ImportReference(module: "Foundation", line: 1, column: 1)]
        let rule = try LayeringRule(options: nil, context: RuleContext())
        record.collected = [rule.identifier: rule.encode(facts), "other": ["a\tb", "c\\d"]]
        let decoded = try #require(FileRecord(encoded: record.encoded()))
        #expect(decoded.violations == record.violations)
        #expect(decoded.commands == record.commands)
        #expect(decoded.collected == record.collected)
        #expect(decoded.collected[rule.identifier].flatMap(rule.decode) == facts)
        #expect(FileRecord(encoded: Data("{\"violations\":[]}".utf8)) == nil)
        var skipped = FileRecord()
        let problem = SwiftSourceLimits.Problem(line: 3, column: 105, message: "skipped: a\tbinary file")
        skipped.skipped = problem
        skipped.hasSyntaxErrors = true
        #expect(FileRecord(encoded: skipped.encoded())?.skipped == problem)
        #expect(FileRecord(encoded: skipped.encoded())?.hasSyntaxErrors == true)
        #expect(FileRecord(encoded: record.encoded())?.hasSyntaxErrors == false)
    }
}
