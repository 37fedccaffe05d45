// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
@testable import ToolsLint
import ToolsCore

@Suite(.offThePool) struct SuppressionTests {
    static let configuration = "only_rules: [force_try, force_unwrapping, superfluous_disable_command]\n"

    private func lint(_ code: String) async throws -> [String] {
        try await LintHarness.lint(code, configuration: Self.configuration).map { "\($0.location) \($0.ruleID)" }
    }

    @Test func commandsAreParsedAsSwiftLintWritesThem() {
        let command = SuppressionCommand.parse(
            comment: "// swiftlint:disable:next force_try force_unwrapping - legacy code", line: 3, endColumn: 40
        )
        #expect(command?.action == .disable)
        #expect(command?.modifier == .next)
        #expect(command?.ruleIDs == ["force_try", "force_unwrapping"])
        #expect(SuppressionCommand.parse(comment: "// swiftlint:enable all", line: 1, endColumn: 1)?.ruleIDs == ["all"])
        #expect(SuppressionCommand.parse(comment: "/* swiftlint:disable force_try */", line: 1, endColumn: 1)?
            .ruleIDs == ["force_try"])
        let unknownModifier = "// swiftlint:disable:sometimes force_try"
        #expect(SuppressionCommand.parse(comment: unknownModifier, line: 1, endColumn: 1) == nil)
        #expect(SuppressionCommand.parse(comment: "// swiftlint:disable", line: 1, endColumn: 1) == nil)
    }

    @Test func disableAndEnableDelimitARegion() async throws {
        let code = "let a = try! f()\n// swiftlint:disable force_try\nlet b = try! f()\n"
            + "// swiftlint:enable force_try\nlet c = try! f()\n"
        let expected = ["Sources/App/File.swift:1:9 force_try", "Sources/App/File.swift:5:9 force_try"]
        #expect(try await lint(code) == expected)
    }

    @Test func nextThisAndPreviousCoverOneLine() async throws {
        let code = """
        // swiftlint:disable:next force_try
        let a = try! f()
        let b = try! f() // swiftlint:disable:this force_try
        let c = try! f()
        // swiftlint:disable:previous force_try
        let d = try! f()
        """
        #expect(try await lint(code) == ["Sources/App/File.swift:6:9 force_try"])
    }

    @Test func allDisablesEveryRuleAndCommentsInStringsDoNothing() async throws {
        let code = "// swiftlint:disable all\nlet a = try! f()\nlet b = c!\n// swiftlint:enable all\n"
            + "let s = \"// swiftlint:disable:next force_try\"\nlet d = try! f()\n"
        #expect(try await lint(code) == ["Sources/App/File.swift:6:9 force_try"])
    }

    @Test func superfluousCommandsAreReported() async throws {
        let code = "// swiftlint:disable force_try - nothing here\nlet a = 1\n// swiftlint:enable force_try\n"
            + "// swiftlint:disable:next no_such_rule\nlet b = 2\n"
            + "// swiftlint:disable:next file_length\nlet c = 3\n"
        let found = try await LintHarness.lint(code, configuration: Self.configuration)
        // A one-line command is reported on its line without a column, as SwiftLint reports it.
        #expect(found.map(\.location) == ["Sources/App/File.swift:1:46", "Sources/App/File.swift:5"])
        #expect(found.first?.message
            == "SwiftLint rule 'force_try' did not trigger a violation in the disabled region; "
            + "remove the disable command")
        #expect(found.last?.message
            == "'no_such_rule' is not a valid SwiftLint rule; remove it from the disable command")
    }

    /// One-line commands on consecutive lines form one region, as in SwiftLint (checked side by side
    /// with SwiftLint 0.63.2): it is superfluous only when none of its lines had a violation, and is
    /// then reported once.
    @Test func oneLineCommandsOnConsecutiveLinesFormOneRegion() async throws {
        let code = """
        let b = x! // swiftlint:disable:this force_unwrapping
        let c = y // swiftlint:disable:this force_unwrapping
        let d = 1
        // swiftlint:disable:next force_try
        let e = 2
        // swiftlint:disable:previous force_try
        """
        #expect(try await lint(code) == ["Sources/App/File.swift:5 superfluous_disable_command"])
    }

    /// `enable:next` turns a rule on for one line and off after it, as SwiftLint expands it (checked side by
    /// side with SwiftLint 0.63.2); the disable that suppressed nothing is then superfluous.
    @Test func enableNextTurnsARuleOnForOneLine() async throws {
        let code = "// swiftlint:disable force_try\nlet a = 1\n// swiftlint:enable:next force_try\n"
            + "let b = try! f()\nlet c = try! f()\n"
        #expect(try await lint(code) == [
            "Sources/App/File.swift:1:31 superfluous_disable_command", "Sources/App/File.swift:4:9 force_try",
        ])
    }

    @Test func commandsAreReadOnlyFromLineComments() async throws {
        let code = "/* swiftlint:disable:next force_try */\nlet a = try! f()\n"
            + "/// swiftlint:disable:next force_try\nlet b = try! f()\n"
        #expect(try await lint(code) == ["Sources/App/File.swift:2:9 force_try", "Sources/App/File.swift:4:9 force_try"])
    }

    @Test func superfluousCanItselfBeDisabled() async throws {
        let code = "// swiftlint:disable superfluous_disable_command\n// swiftlint:disable:next force_try\nlet a = 1\n"
        #expect(try await lint(code).isEmpty)
    }
}
