// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// `tools rules`: the table, one rule in full, JSON, and an unknown identifier.
@Suite struct RulesCommandTests {
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
}
