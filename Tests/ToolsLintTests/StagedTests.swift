// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsLint
import ToolsCore

@Suite(.offThePool) struct StagedTests {
    @Test func lintsTheStagedContentNotTheWorkingTree() async throws {
        let repository = try GitFixture()
        try repository.write("only_rules: [force_try]\nexcluded: [Generated]\n", to: ".swiftlint.yml")
        try repository.write("let a = 1\n", to: "Sources/A.swift")
        try repository.write("let b = 1\n", to: "Sources/B.swift")
        try repository.commitAll()
        try repository.write("let a = try! f()\n", to: "Sources/A.swift")
        try repository.write("let c = try! f()\n", to: "Generated/C.swift")
        try repository.git("add", "-A")
        // The working tree is fixed after staging: the commit would still contain the violation.
        try repository.write("let a = 1\n", to: "Sources/A.swift")
        try repository.write("let b = try! f()\n", to: "Sources/B.swift")
        let linter = try Linter(rootDirectory: repository.url, store: nil)
        let sources = try linter.stagedSources(indexFile: nil)
        #expect(sources.map { $0.url.lastPathComponent } == ["A.swift"])
        let blob = try repository.git("rev-parse", ":Sources/A.swift").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(sources.first?.contentHash == blob)
        #expect(sources.first.flatMap { $0.content.map { ContentHash.of($0) } } == blob)
        let result = try await linter.lint(sources)
        #expect(result.diagnostics.map { "\($0.ruleID)@\($0.line ?? 0)" } == ["force_try@1"])
    }
}
