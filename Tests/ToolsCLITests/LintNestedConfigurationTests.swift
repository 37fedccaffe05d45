// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing

/// `tools lint` with nested `.swiftlint.yml` files merged over the main one as SwiftLint merges them.
@Suite(.offThePool) struct LintNestedConfigurationTests {
    /// Through `tools lint`: what SwiftLint 0.63.2 reports on the same folders (checked side by side).
    @Test func lintHonoursANestedFilesDisabledRulesUnderTheMainFilesOnlyRules() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("only_rules: [trailing_semicolon, force_cast]\n", to: ".swiftlint.yml")
        try folder.write("disabled_rules: [trailing_semicolon]\nopt_in_rules: [force_unwrapping]\n",
                         to: "Tests/.swiftlint.yml")
        try folder.write("parent_config: ../Shared/base.yml\ndisabled_rules: [force_cast]\n",
                         to: "Other/.swiftlint.yml")
        try folder.write("disabled_rules: [trailing_semicolon]\n", to: "Shared/base.yml")
        for path in ["A.swift", "Tests/A.swift", "Other/A.swift"] {
            try folder.write("let a = b as! Int;\nlet c = d!\n", to: path)
        }
        let result = await InProcessTools.run(["lint", "--no-cache"], in: folder.url)
        // `file rule_id)` of each finding.
        let findings = result.output.split(separator: "\n")
            .filter { $0.contains(": warning: ") || $0.contains(": error: ") }
            .map { String($0.split(separator: ":")[0]) + " " + ($0.split(separator: "(").last.map(String.init) ?? "") }
        #expect(findings.sorted() == [
            "A.swift force_cast)", "A.swift trailing_semicolon)", "Other/A.swift trailing_semicolon)",
            "Tests/A.swift force_cast)", "Tests/A.swift force_unwrapping)",
        ], "\(result.output)\n\(result.error)")
    }
}
