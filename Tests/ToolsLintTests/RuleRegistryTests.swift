// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
@testable import ToolsLint
import ToolsCore

/// The registry is the only list of rules: a rule file that is not registered would silently never run.
@Suite(.offThePool) struct RuleRegistryTests {
    static let rulesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ToolsLint/Rules")

    /// The rule types the sources declare (`struct Name: Rule`, `CorrectableRule` or `CollectingRule`, in any
    /// file under `Rules/`), each with the file's path relative to `Rules/`.
    static func declaredRules() throws -> [String: String] {
        let files = try FileManager.default.subpathsOfDirectory(atPath: rulesFolder.path)
            .filter { $0.hasSuffix(".swift") }
        var rules: [String: String] = [:]
        let pattern = try NSRegularExpression(
            pattern: #"^(?:public )?struct (\w+)\s*:[^{]*\b(?:Rule|CorrectableRule|CollectingRule)\b"#,
            options: [.anchorsMatchLines]
        )
        for file in files {
            let text = try String(contentsOf: rulesFolder.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { rules[String(text[range])] = file }
            }
        }
        return rules
    }

    static func declaredRuleTypes() throws -> Set<String> {
        Set(try declaredRules().keys)
    }

    @Test func everyRuleFileIsRegistered() throws {
        let declared = try Self.declaredRuleTypes()
        #expect(declared.count >= 10, "the rule sources were not found at \(Self.rulesFolder.path)")
        let registered = Set(RuleRegistry.rules.map { String(describing: $0) })
        let missing = declared.subtracting(registered).sorted()
        #expect(missing.isEmpty, "not registered: \(missing)")
    }

    @Test func theRegistryIsSortedByIdentifierWithoutDuplicates() {
        let ids = RuleRegistry.rules.map { $0.description.identifier }
        let misplaced = zip(ids, ids.sorted()).first { $0 != $1 }?.0 ?? ""
        #expect(ids == ids.sorted(), "out of order, first: \(misplaced)")
        let twice = Dictionary(grouping: ids) { $0 }.filter { $1.count > 1 }.keys.sorted()
        #expect(Set(ids).count == ids.count, "registered twice: \(twice)")
        let types = RuleRegistry.rules.map { String(describing: $0) }
        #expect(Set(types).count == types.count)
    }

    /// A SwiftLint rule lives in the folder of its kind (the `kind` column of `swiftlint rules`), a rule only
    /// tools has in `ToolsOnly/`, each in a file named for its type.
    @Test func everyRuleLivesInTheFolderOfItsKindInAFileNamedForIt() throws {
        let declared = try Self.declaredRules()
        for type in RuleRegistry.rules {
            let name = String(describing: type)
            let id = type.description.identifier
            let folder = SwiftLintRuleIDs.kinds[id]?.folder ?? "ToolsOnly"
            #expect(declared[name] == "\(folder)/\(name).swift", "\(id): \(name) is in \(declared[name] ?? "no file")")
        }
    }

    @Test func everyRuleHasAUniqueIdentifierADescriptionAndExamplesBothWays() {
        var seen = Set<String>()
        for type in RuleRegistry.rules {
            let description = type.description
            #expect(seen.insert(description.identifier).inserted, "\(description.identifier) is registered twice")
            #expect(!description.name.isEmpty && !description.description.isEmpty, "\(description.identifier)")
            #expect(!description.triggeringExamples.isEmpty, "\(description.identifier) has no triggering example")
            #expect(!description.nonTriggeringExamples.isEmpty,
                    "\(description.identifier) has no non-triggering example")
        }
    }

    @Test func eachRuleBuildsWithItsDefaultsWithoutWarnings() throws {
        for type in RuleRegistry.rules where type != CustomRules.self {
            _ = try type.init(options: nil, context: RuleContext())
        }
        let everything = try LintConfiguration.parse("opt_in_rules: [all]\n")
        #expect(everything.warnings.isEmpty, "\(everything.warnings.map(\.message))")
        #expect(everything.rules.count == RuleRegistry.rules.count - 1)
    }

    /// Option mistakes are warnings, not errors: an example with a misspelt option would otherwise pass
    /// on the rule's defaults without anyone noticing.
    @Test func everyExampleOptionIsOneTheRuleReads() throws {
        for type in RuleRegistry.rules {
            let description = type.description
            let examples = description.triggeringExamples + description.nonTriggeringExamples
                + description.corrections.map(\.before)
            for example in examples where example.options != nil {
                let yaml = LintHarness.configuration(for: type, example: example)
                let warnings = try LintConfiguration.parse(yaml).warnings.map(\.message)
                #expect(warnings.isEmpty, "\(description.identifier) with \(example.options ?? ""): \(warnings)")
            }
        }
    }
}
