// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsLint

/// The lint preset tried on the code before `tools init` offers it: an opt-in rule the code does not pass
/// yet (hundreds of `file_header` findings in an app that never had headers) is listed "to enable" with its
/// count instead of being turned on, so the first commit after `init` is not blocked by rules nobody chose.
enum LintPresetTrial {
    /// The findings of each rule when the code is linted with `preset` (no cache, nothing written).
    static func findings(of preset: String, root: URL, context: RuleContext) async -> [String: Int] {
        guard let linter = try? Linter(rootDirectory: root, configuration: preset, context: context, store: nil),
              let sources = try? linter.sources(for: [root]), !sources.isEmpty,
              let result = try? await linter.lint(sources) else { return [:] }
        var counts: [String: Int] = [:]
        for diagnostic in result.diagnostics { counts[diagnostic.ruleID, default: 0] += 1 }
        return counts
    }

    /// `preset` without the entries of `opt_in_rules:` that have findings, which are listed after it as
    /// comments with their counts.
    static func withoutFailingRules(_ preset: String, findings: [String: Int]) -> String {
        var lines = preset.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "opt_in_rules:") else { return preset }
        var index = start + 1
        var left: [(rule: String, count: Int)] = []
        while index < lines.count, lines[index].hasPrefix("  - ") {
            let rule = lines[index].dropFirst(4).trimmingCharacters(in: .whitespaces)
            if let count = findings[rule], count > 0 {
                left.append((rule, count))
                lines.remove(at: index)
            } else {
                index += 1
            }
        }
        guard !left.isEmpty else { return preset }
        let width = left.map(\.rule.count).max() ?? 0
        let listed = ["# To enable once the code passes them (findings when 'tools init' ran):"]
            + left.map { "#   - \($0.rule.padding(toLength: width, withPad: " ", startingAt: 0))  # \($0.count)" }
        if index == start + 1 { lines.insert("  []", at: index) }
        lines.insert(contentsOf: listed, at: index + (index == start + 1 ? 1 : 0))
        return lines.joined(separator: "\n")
    }
}
