// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsLint

/// The text and JSON that `tools rules` prints.
enum RulesPresenter {
    static func table(_ entries: [RuleCatalogEntry]) -> String {
        let header = ["identifier", "opt-in", "origin", "correctable", "enabled"]
        let rows = entries.map { entry in
            [
                entry.identifier, entry.description.isOptIn ? "yes" : "no",
                entry.isSwiftLintRule ? "swiftlint" : "tools-only",
                entry.description.isCorrectable ? "yes" : "no", entry.isEnabled ? "yes" : "no",
            ]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        let enabled = entries.filter(\.isEnabled).count
        let summary = "\(entries.count) rules, \(enabled) enabled; "
            + "'\(InvocationSpelling.command("rules ID"))' shows one rule in full"
        return ([line(header)] + rows.map(line) + [summary]).joined(separator: "\n") + "\n"
    }

    static func text(_ entry: RuleCatalogEntry) -> String {
        let description = entry.description
        var lines = ["\(description.name) (\(description.identifier)): \(description.description)", ""]
        lines.append("Opt-in: \(description.isOptIn ? "yes" : "no"); "
            + "\(entry.isSwiftLintRule ? "SwiftLint-compatible" : "tools-only"); "
            + "correctable: \(description.isCorrectable ? "yes" : "no"); "
            + "enabled here: \(entry.isEnabled ? "yes" : "no")")
        // The rule's section with the values in effect here: valid YAML, to paste into .swiftlint.yml.
        lines += ["", "Configuration (YAML, in effect here):", ""]
        lines += entry.yaml.split(separator: "\n").map { "  " + $0 }
        if !entry.documentation.isEmpty {
            lines += ["", "Options:"]
            lines += entry.documentation.map { option in
                // A rule whose keys are names of its own choosing (custom_rules) documents them as one.
                "  \(option.keys.isEmpty ? "<identifier>" : option.keys.joined(separator: ", ")): \(option.text)"
            }
        }
        func examples(_ title: String, _ list: [Example]) {
            lines += ["", "\(title) (violations are marked with '↓'):"]
            for (index, example) in list.enumerated() {
                lines += ["", "Example #\(index + 1)"]
                if let options = example.options {
                    lines.append("  (options: \(options.replacingOccurrences(of: "\n", with: "; ")))")
                }
                lines.append("")
                let code = example.code.hasSuffix("\n") ? String(example.code.dropLast()) : example.code
                lines += code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            }
        }
        examples("Triggering Examples", description.triggeringExamples)
        examples("Non-Triggering Examples", description.nonTriggeringExamples)
        return lines.joined(separator: "\n") + "\n"
    }

    fileprivate struct Summary: Encodable {
        var identifier: String
        var name: String
        var description: String
        var optIn: Bool
        var swiftlint: Bool
        var correctable: Bool
        var enabled: Bool
        var defaultSeverity: String

        init(_ entry: RuleCatalogEntry) {
            identifier = entry.identifier
            name = entry.description.name
            description = entry.description.description
            optIn = entry.description.isOptIn
            swiftlint = entry.isSwiftLintRule
            correctable = entry.description.isCorrectable
            enabled = entry.isEnabled
            defaultSeverity = entry.description.defaultSeverity.rawValue
        }
    }

    fileprivate struct ExampleJSON: Encodable {
        var code: String
        var options: String?
        var path: String
    }

    fileprivate struct Detail: Encodable {
        var rule: Summary
        var options: [String: String]
        var triggeringExamples: [ExampleJSON]
        var nonTriggeringExamples: [ExampleJSON]
    }

    static func json(_ entries: [RuleCatalogEntry]) throws -> String {
        try encode(entries.map(Summary.init))
    }

    static func json(_ entry: RuleCatalogEntry) throws -> String {
        let convert = { (list: [Example]) in
            list.map { ExampleJSON(code: $0.code, options: $0.options, path: $0.path) }
        }
        let detail = Detail(
            rule: Summary(entry),
            options: Dictionary(entry.options.map { ($0.key, $0.value.flow) }) { first, _ in first },
            triggeringExamples: convert(entry.description.triggeringExamples),
            nonTriggeringExamples: convert(entry.description.nonTriggeringExamples)
        )
        return try encode(detail)
    }

    private static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}

extension RulesPresenter.Summary {
    enum CodingKeys: String, CodingKey {
        case identifier, name, description, swiftlint, correctable, enabled
        case optIn = "opt_in"
        case defaultSeverity = "default_severity"
    }
}

extension RulesPresenter.Detail {
    enum CodingKeys: String, CodingKey {
        case rule, options
        case triggeringExamples = "triggering_examples"
        case nonTriggeringExamples = "non_triggering_examples"
    }
}
