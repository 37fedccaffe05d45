// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import Yams

/// `tools rules`: the table, one rule in full, JSON, and an unknown identifier.
@Suite(.offThePool) struct RulesCommandTests {
    @Test func tableShowsOriginOptInAndWhatTheConfigurationEnables() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("opt_in_rules: [forbidden_import]\ndisabled_rules: [line_length]\n", to: ".swiftlint.yml")
        let result = await InProcessTools.run(["rules"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        let rows = result.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        let byID = Dictionary(rows.compactMap { row in row.first.map { ($0, row) } }) { first, _ in first }
        #expect(byID["forbidden_import"] == ["forbidden_import", "yes", "tools-only", "no", "yes"])
        #expect(byID["line_length"] == ["line_length", "no", "swiftlint", "no", "no"])
        #expect(byID["force_unwrapping"] == ["force_unwrapping", "yes", "swiftlint", "no", "no"])
        #expect(byID["trailing_whitespace"] == ["trailing_whitespace", "no", "swiftlint", "yes", "yes"])
    }

    @Test func oneRuleInFullAndAsJSON() async throws {
        let folder = try TemporaryDirectory()
        let text = await InProcessTools.run(["rules", "line_length"], in: folder.url)
        #expect(text.status == 0)
        #expect(text.output.hasPrefix("Line Length (line_length): "))
        #expect(text.output.contains("    warning: 120\n    error: 200\n"))
        #expect(text.output.contains("    ignores_urls: false\n"))
        #expect(text.output.contains("Triggering Examples"))
        #expect(text.output.contains("Non-Triggering Examples"))

        let json = await InProcessTools.run(["rules", "force_try", "--json"], in: folder.url)
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let rule = try #require(object["rule"] as? [String: Any])
        #expect(rule["identifier"] as? String == "force_try")
        #expect(rule["default_severity"] as? String == "error")
        #expect((object["options"] as? [String: String])?["excluded"] == "[]")
        #expect((object["triggering_examples"] as? [Any])?.isEmpty == false)

        let all = await InProcessTools.run(["rules", "--json"], in: folder.url)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(all.output.utf8)) as? [[String: Any]])
        #expect(list.contains { $0["identifier"] as? String == "layering" && $0["swiftlint"] as? Bool == false })
        #expect(list.contains { $0["identifier"] as? String == "file_header" && $0["opt_in"] as? Bool == true })
    }

    @Test func anUnknownIdentifierExitsTwoWithASuggestion() async throws {
        let folder = try TemporaryDirectory()
        let result = await InProcessTools.run(["rules", "forse_try"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.error.contains("no rule 'forse_try'"))
        #expect(result.error.contains("did you mean 'force_try'?"))
    }

    @Test func theTableIsSortedByIdentifier() async throws {
        let folder = try TemporaryDirectory()
        let result = await InProcessTools.run(["rules"], in: folder.url)
        let ids = result.output.split(separator: "\n").dropFirst().dropLast()
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(ids.count > 100)
        #expect(ids == ids.sorted())
    }

    /// The options block of `tools rules ID`: the lines after its heading, up to the blank line.
    static func optionsYAML(_ output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(where: { $0.hasPrefix("Configuration (YAML") }) else { return "" }
        let block = lines[(heading + 2)...].prefix { !$0.isEmpty }
        return block.joined(separator: "\n") + "\n"
    }

    /// The rule's section of a parsed YAML block, with keys checked unique on the way.
    static func section(_ yaml: String, rule: String) throws -> [String: Any] {
        let keys = yaml.split(separator: "\n").filter { $0.hasPrefix("    ") && !$0.hasPrefix("      ") }
            .map { $0.trimmingCharacters(in: .whitespaces).prefix { $0 != ":" } }
        #expect(Set(keys).count == keys.count, "\(rule) prints a key twice:\n\(yaml)")
        let document = try #require(try Yams.load(yaml: yaml) as? [String: Any], "\(rule): not YAML:\n\(yaml)")
        return try #require(document[rule] as? [String: Any], "\(rule): no section in\n\(yaml)")
    }

    /// Every printed key is one the rule reads: written back as the configuration, it gives no warning and
    /// prints the same again. (Keys are also unique and the block valid YAML.)
    @Test(arguments: [
        "line_length", "identifier_name", "nesting", "force_cast", "type_body_length", "cyclomatic_complexity",
        "colon", "todo", "private_unit_test", "modifier_order", "deployment_target", "file_header", "layering",
        "type_name_suffix", "inclusive_language", "trailing_whitespace", "opening_brace", "force_try", "custom_rules",
    ])
    func theOptionsPrintedAreValidYAMLTheRuleAcceptsAsTheyAre(_ rule: String) async throws {
        let folder = try TemporaryDirectory()
        let first = await InProcessTools.run(["rules", rule], in: folder.url)
        #expect(first.status == 0, "\(first.error)")
        let yaml = Self.optionsYAML(first.output)
        _ = try Self.section(yaml, rule: rule)
        try folder.write(yaml.split(separator: "\n").map { String($0.dropFirst(2)) }.joined(separator: "\n") + "\n",
                         to: ".swiftlint.yml")
        try folder.write("let a = 1\n", to: "A.swift")
        let lint = await InProcessTools.run(["lint", "--no-cache"], in: folder.url)
        #expect(!lint.error.contains(".swiftlint.yml"), "\(rule) read back: \(lint.error)")
        let again = await InProcessTools.run(["rules", rule], in: folder.url)
        #expect(again.status == 0)
        #expect(Self.optionsYAML(again.output) == yaml)
    }

    /// What SwiftLint 0.63.2's `swiftlint rules ID` prints for the same rules (its YAML block, unchanged),
    /// so that a team reading either sees the same keys and defaults.
    static let swiftLintOptions: [String: String] = [
        "line_length": """
          line_length:
            warning: 120
            error: 200
            ignores_urls: false
            ignores_function_declarations: false
            ignores_comments: false
            ignores_interpolated_strings: false
            ignores_multiline_strings: false
            ignores_regex_literals: false
            excluded_lines_patterns: []
        """,
        "identifier_name": """
          identifier_name:
            min_length:
              warning: 3
              error: 2
            max_length:
              warning: 40
              error: 60
            excluded: ["^id$"]
            allowed_symbols: []
            unallowed_symbols_severity: error
            validates_start_with_lowercase: error
            additional_operators: ["!", "%", "&", "*", "+", "-", ".", "/", "<", "=", ">", "?", "^", "|", "~"]
        """,
        "nesting": """
          nesting:
            type_level:
              warning: 1
            function_level:
              warning: 2
            check_nesting_in_closures_and_statements: true
            always_allow_one_type_in_functions: false
            ignore_typealiases_and_associatedtypes: false
            ignore_coding_keys: false
        """,
        "force_cast": """
          force_cast:
            severity: error
        """,
        "type_body_length": """
          type_body_length:
            warning: 250
            error: 350
            excluded_types: [extension, protocol]
        """,
        "cyclomatic_complexity": """
          cyclomatic_complexity:
            warning: 10
            error: 20
            ignores_case_statements: false
        """,
        "private_unit_test": """
          private_unit_test:
            severity: warning
            test_parent_classes: ["QuickSpec", "XCTestCase"]
        """,
        "modifier_order": """
          modifier_order:
            severity: warning
            preferred_modifier_order: [override, isolation, acl, setterACL, dynamic, mutators, lazy, final, \
        required, convenience, typeMethods, owned]
        """,
        "deployment_target": """
          deployment_target:
            severity: warning
            iOSApplicationExtension_deployment_target: 7.0
            iOS_deployment_target: 7.0
            macOSApplicationExtension_deployment_target: 10.9
            macOS_deployment_target: 10.9
            tvOSApplicationExtension_deployment_target: 9.0
            tvOS_deployment_target: 9.0
            watchOSApplicationExtension_deployment_target: 1.0
            watchOS_deployment_target: 1.0
        """,
        "todo": """
          todo:
            severity: warning
            only: [TODO, FIXME]
        """,
    ]

    @Test(arguments: swiftLintOptions.keys.sorted())
    func theOptionsAreThoseSwiftLintPrints(_ rule: String) async throws {
        let folder = try TemporaryDirectory()
        let result = await InProcessTools.run(["rules", rule], in: folder.url)
        let ours = try Self.section(Self.optionsYAML(result.output), rule: rule)
        let theirs = try Self.section(try #require(Self.swiftLintOptions[rule]), rule: rule)
        #expect(Self.canonical(ours) == Self.canonical(theirs), "\(rule): ours \(ours), SwiftLint's \(theirs)")
    }

    /// A parsed YAML value as text with sorted keys, to compare two documents.
    static func canonical(_ value: Any) -> String {
        switch value {
        case let mapping as [String: Any]:
            "{" + mapping.keys.sorted().map { "\($0): \(canonical(mapping[$0] ?? ""))" }.joined(separator: ", ") + "}"
        case let list as [Any]: "[" + list.map(canonical).joined(separator: ", ") + "]"
        default: "\(type(of: value)):\(value)"
        }
    }

    @Test func theOptionsShownAreThoseInEffectInTheWorkspace() async throws {
        let folder = try TemporaryDirectory()
        let configuration = "line_length:\n  warning: 100\n  ignores_urls: true\nforce_cast: warning\n"
            + "custom_rules:\n  no_print:\n    regex: 'print\\('\n    severity: error\n"
        try folder.write(configuration, to: ".swiftlint.yml")
        let lines = await InProcessTools.run(["rules", "line_length"], in: folder.url)
        let section = try Self.section(Self.optionsYAML(lines.output), rule: "line_length")
        #expect(section["warning"] as? Int == 100)
        // As in SwiftLint, a mapping giving `warning` alone has no error level.
        #expect(section["error"] == nil)
        #expect(section["ignores_urls"] as? Bool == true)
        let cast = await InProcessTools.run(["rules", "force_cast"], in: folder.url)
        #expect(try Self.section(Self.optionsYAML(cast.output), rule: "force_cast")["severity"] as? String == "warning")
        let custom = await InProcessTools.run(["rules", "custom_rules"], in: folder.url)
        let printed = try Self.section(Self.optionsYAML(custom.output), rule: "custom_rules")["no_print"]
        let rule = try #require(printed as? [String: Any], "\(custom.output)")
        #expect(rule["regex"] as? String == "print\\(")
        #expect(rule["severity"] as? String == "error")
    }
}
