// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing

/// `--strict-baseline` and `strict_baseline: true` (SwiftLint PR #6614's names): a violation the baseline
/// records that is no longer found fails the run, naming it, so that the baseline is rewritten.
@Suite(.offThePool) struct LintStrictBaselineTests {
    private func folderWithABaseline() async throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("only_rules: [trailing_semicolon]\n", to: ".swiftlint.yml")
        try folder.write("let a = 1;\nlet b = 2;\n", to: "A.swift")
        try folder.write("let c = 3;\n", to: "B.swift")
        let written = await InProcessTools.run(
            ["lint", "--no-cache", "--write-baseline", "baseline.json"], in: folder.url
        )
        #expect(written.status == 0, "\(written.error)")
        return folder
    }

    @Test func aFixedBaselinedViolationFailsTheRunWithTheFlag() async throws {
        let folder = try await folderWithABaseline()
        try folder.write("let a = 1\nlet b = 2;\n", to: "A.swift")
        // Without the flag, the fix passes silently and the baseline keeps the old violation.
        let lenient = await InProcessTools.run(["lint", "--no-cache", "--baseline", "baseline.json"], in: folder.url)
        #expect(lenient.status == 0, "\(lenient.output)\(lenient.error)")
        let strict = await InProcessTools.run(
            ["lint", "--no-cache", "--baseline", "baseline.json", "--strict-baseline"], in: folder.url
        )
        #expect(strict.status == 1)
        #expect(strict.output.contains(
            "A.swift:1: error: Fixed Baseline Violation Violation: Violation previously recorded in the baseline for "
                + "'trailing_semicolon' is no longer detected. Regenerate the baseline to acknowledge this fix "
                + "(fixed_baseline_violation)"
        ), "\(strict.output)")
        #expect(!strict.output.contains("B.swift"))
        // Rewritten, the baseline holds what is left: the strict run passes.
        _ = await InProcessTools.run(["lint", "--no-cache", "--write-baseline", "baseline.json"], in: folder.url)
        let rewritten = await InProcessTools.run(
            ["lint", "--no-cache", "--baseline", "baseline.json", "--strict-baseline"], in: folder.url
        )
        #expect(rewritten.status == 0, "\(rewritten.output)")
    }

    @Test func theConfigurationKeyTurnsItOnAndOnlyLintedFilesCount() async throws {
        let folder = try await folderWithABaseline()
        try folder.write("only_rules: [trailing_semicolon]\nstrict_baseline: true\n", to: ".swiftlint.yml")
        // B.swift is not linted: its baselined violation is not judged gone.
        let oneFile = await InProcessTools.run(["lint", "--no-cache", "--baseline", "baseline.json", "A.swift"],
                                               in: folder.url)
        #expect(oneFile.status == 0, "\(oneFile.output)")
        try folder.write("let c = 3\n", to: "B.swift")
        let fixed = await InProcessTools.run(["lint", "--no-cache", "--baseline", "baseline.json"], in: folder.url)
        #expect(fixed.status == 1)
        #expect(fixed.output.contains("B.swift:1: error: Fixed Baseline Violation"), "\(fixed.output)")
    }
}
