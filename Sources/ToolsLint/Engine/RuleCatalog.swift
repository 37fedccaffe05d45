// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What `tools rules` shows of each registered rule: its description, where it comes from, and the
/// options it holds when built with its defaults.
public struct RuleCatalogEntry: Sendable {
    public var description: RuleDescription
    /// Whether SwiftLint 0.63.2 has a rule with this identifier (false: a rule only tools has).
    public var isSwiftLintRule: Bool
    /// Whether the rule runs under the configuration asked about.
    public var isEnabled: Bool

    public var identifier: String { description.identifier }

    /// The options of the rule built with its defaults, as `key: value` lines in SwiftLint's YAML shape.
    /// Keys are read from the rule's stored values (severities, thresholds, flags, lists), so they name
    /// what the rule holds; a rule whose keys differ from its property names shows the property names.
    public var defaultOptions: [(key: String, value: String)] {
        guard description.identifier != CustomRules.description.identifier,
              let type = RuleRegistry.rule(identifier: description.identifier),
              let rule = try? type.init(options: nil, context: RuleContext()) else { return [] }
        var options: [(key: String, value: String)] = []
        for child in Mirror(reflecting: rule).children {
            guard let label = child.label else { continue }
            options += Self.yaml(label: label, value: child.value)
        }
        return options
    }

    private static func yaml(label: String, value: Any) -> [(key: String, value: String)] {
        let key = snakeCase(label)
        switch value {
        case let severity as Severity: return [("severity", severity.rawValue)]
        case let levels as SeverityLevels:
            return [("warning", String(levels.warning))] + (levels.error.map { [("error", String($0))] } ?? [])
        case let flag as Bool: return [(key, String(flag))]
        case let number as Int: return [(key, String(number))]
        case let text as String: return [(key, text)]
        case let list as [String]: return [(key, "[" + list.joined(separator: ", ") + "]")]
        case let set as Set<String>: return [(key, "[" + set.sorted().joined(separator: ", ") + "]")]
        case let globs as [PathGlob]: return [(key, "[" + globs.map(\.pattern).joined(separator: ", ") + "]")]
        case let scope as ProductionCodeScope:
            return [("excluded", "[" + scope.excluded.map(\.pattern).joined(separator: ", ") + "]")]
        default: return []
        }
    }

    /// `ignoresURLs` → `ignores_urls`, `excludedLines` → `excluded_lines`: an acronym is one word.
    static func snakeCase(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && (previous?.isLowercase == true
                || (previous?.isUppercase == true && next?.isLowercase == true && next != "s"))
            if startsWord, !result.isEmpty { result += "_" }
            result += character.lowercased()
        }
        return result
    }
}

public enum RuleCatalog {
    /// Every registered rule, in registry order; `configuration` decides `isEnabled`.
    public static func entries(configuration: LintConfiguration) -> [RuleCatalogEntry] {
        RuleRegistry.rules.map { type in
            let id = type.description.identifier
            let enabled = id == CustomRules.description.identifier
                ? configuration.rules.contains { $0 is CustomRules }
                : configuration.enabledRuleIDs.contains(id)
            return RuleCatalogEntry(
                description: type.description, isSwiftLintRule: SwiftLintRuleIDs.all.contains(id), isEnabled: enabled
            )
        }
    }

    /// The registered identifier nearest to `text`, for did-you-mean hints.
    public static func suggestion(for text: String) -> String? {
        RuleOptions.closest(to: text, in: RuleRegistry.identifiers)
    }
}
