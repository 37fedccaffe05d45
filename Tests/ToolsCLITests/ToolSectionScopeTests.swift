// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// Each command checks the `tools:` sub-sections it uses, every problem of them at once, and no other:
/// a broken `tools.build` does not stop `tools lint`; `tools doctor` checks them all.
@Suite(.offThePool)
struct ToolSectionScopeTests {
    /// Two mistakes in each of the four sub-sections.
    static let spec = """
        name: App
        tools:
          scaffold:
            platforms: 12
            maxLineLength: wide
          mocks:
            sourceryConfig: [1]
            naming: fancy
          build:
            sdk: [x]
            timeout: {a: 1}
          hooks:
            autoFix: maybe
            format: sometimes

        """

    private func repository() throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools sections")
        try fixture.write(Self.spec, to: "project.yml")
        try fixture.writeProfileFeature()
        try fixture.commitAll("the app")
        return fixture
    }

    private func sectionLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains(": error: tools.") }
    }

    @Test func lintAndFormatReadNoSubSection() async throws {
        let fixture = try repository()
        let lint = await InProcessTools.run(["lint", "--no-cache"], in: fixture.url)
        #expect(lint.status != 2, "\(lint.error)")
        #expect(!lint.error.contains("tools."), "\(lint.error)")
    }

    @Test func generateMocksChecksTheMocksSectionOnlyAndAllOfIt() async throws {
        let fixture = try repository()
        let mocks = await InProcessTools.run(["generate-mocks", "--no-cache"], in: fixture.url)
        #expect(mocks.status == 2)
        #expect(sectionLines(mocks.error).sorted() == [
            "project.yml:7:21: error: tools.mocks.sourceryConfig: expected a string",
            "project.yml:8:13: error: tools.mocks.naming: unknown naming 'fancy' (use 'selector' or 'typed')",
        ], "\(mocks.error)")
    }

    @Test func createFeatureShowsTheScaffoldAndMocksMistakesTogetherAndWritesNothing() async throws {
        let fixture = try repository()
        let created = await InProcessTools.run(["create-feature", "Climate"], in: fixture.url)
        #expect(created.status == 2)
        let lines = sectionLines(created.error)
        #expect(lines.count == 4, "\(created.error)")
        #expect(lines.filter { $0.contains("tools.scaffold.") }.count == 2, "\(created.error)")
        #expect(lines.filter { $0.contains("tools.mocks.") }.count == 2, "\(created.error)")
        #expect(!created.error.contains("tools.build") && !created.error.contains("tools.hooks"))
        #expect(!fixture.directory.exists("localPackages/ClimateFeature"))
    }

    @Test func theBuildMatrixChecksTheBuildSectionOnly() async throws {
        let fixture = try repository()
        let plan = await InProcessTools.run(["build", "--plan"], in: fixture.url)
        #expect(plan.status == 2)
        let lines = sectionLines(plan.error)
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("tools.build.") }, "\(plan.error)")
    }

    @Test func theHookShowsTheHooksAndMocksMistakesTogether() async throws {
        let fixture = try repository()
        try fixture.write("let value = 1\n", to: "App/Main.swift")
        try fixture.git("add", "-A")
        let hook = await InProcessTools.run(["hooks", "run", "pre-commit", "--no-cache"], in: fixture.url)
        #expect(hook.status == 2)
        let lines = sectionLines(hook.error)
        #expect(lines.filter { $0.contains("tools.hooks.") }.count == 2, "\(hook.error)")
        #expect(lines.filter { $0.contains("tools.mocks.") }.count == 2, "\(hook.error)")
        #expect(!hook.error.contains("tools.build") && !hook.error.contains("tools.scaffold"), "\(hook.error)")
        #expect(hook.error.contains("correct project.yml as the lines above say"), "\(hook.error)")
    }

    @Test func doctorChecksEverySection() async throws {
        let fixture = try repository()
        let doctor = await InProcessTools.run(["doctor"], in: fixture.url)
        let text = doctor.output + doctor.error
        for section in ["tools.mocks", "tools.scaffold", "tools.build", "tools.hooks"] {
            #expect(text.contains("FAIL \(section)"), "\(section): \(text)")
        }
    }
}
