// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
@testable import ToolsLint
import ToolsCore

/// Runs every registered rule's own examples, as SwiftLint's test suite does: triggering examples must
/// report exactly at their `↓` markers, non-triggering ones nothing, corrections must produce the text given.
@Suite(.offThePool) struct RuleExampleTests {
    static let ruleIDs = RuleRegistry.rules.map { $0.description.identifier }

    @Test(arguments: ruleIDs)
    func nonTriggeringExamplesPass(_ id: String) async throws {
        let type = try #require(RuleRegistry.rule(identifier: id))
        #expect(!type.description.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering examples")
        for example in type.description.nonTriggeringExamples {
            let found = try await LintHarness.lint(example: example, rule: type).filter {
                LintHarness.belongs($0, to: type)
            }
            #expect(found.isEmpty, "\(id) triggered on:\n\(example.code)\n\(found.map(\.message))")
        }
    }

    @Test(arguments: ruleIDs)
    func triggeringExamplesReportAtTheirMarkers(_ id: String) async throws {
        let type = try #require(RuleRegistry.rule(identifier: id))
        #expect(!type.description.triggeringExamples.isEmpty, "\(id) has no triggering examples")
        for example in type.description.triggeringExamples {
            let expected = example.markedPositions
            #expect(!expected.isEmpty, "a triggering example of \(id) has no ↓ marker")
            let found = try await LintHarness.lint(example: example, rule: type).filter {
                LintHarness.belongs($0, to: type)
            }
            // A finding without a column (a whole line or file) is marked at the line's start.
            let positions = found.map { SourcePosition(line: $0.line ?? 0, column: $0.column ?? 1) }
            #expect(
                positions.map(\.description).sorted() == expected.map(\.description).sorted(),
                "\(id) on:\n\(example.code)\nfound \(found.map { "\($0.location) \($0.message)" })"
            )
            for diagnostic in found {
                #expect(diagnostic.ruleName == type.description.name || type == CustomRules.self)
            }
        }
    }

    @Test(arguments: ruleIDs)
    func correctionsProduceTheExpectedText(_ id: String) throws {
        let type = try #require(RuleRegistry.rule(identifier: id))
        #expect(type.description.isCorrectable == !type.description.corrections.isEmpty,
                "\(id): correctable rules, and only they, have corrections")
        for correction in type.description.corrections {
            let corrected = try LintHarness.correct(correction.before, rule: type)
            #expect(
                corrected == correction.after,
                "\(id) corrected:\n\(correction.before.code)\ninto:\n\(corrected ?? "nil")"
            )
        }
    }

    @Test func everyRuleHasADistinctIdentifierAndName() {
        let ids = RuleRegistry.rules.map { $0.description.identifier }
        #expect(Set(ids).count == ids.count)
        for type in RuleRegistry.rules {
            #expect(!type.description.name.isEmpty)
            #expect(!type.description.description.isEmpty)
        }
    }
}
