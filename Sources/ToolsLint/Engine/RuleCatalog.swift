// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What `tools rules` shows of each registered rule: its description, where it comes from, whether it runs
/// under the configuration asked about, and the options it accepts with the values in effect there.
public struct RuleCatalogEntry: Sendable {
    public var description: RuleDescription
    /// Whether SwiftLint 0.63.2 has a rule with this identifier (false: a rule only tools has).
    public var isSwiftLintRule: Bool
    /// Whether the rule runs under the configuration asked about.
    public var isEnabled: Bool
    /// Every key the rule accepts, with the value in effect under the configuration asked about (its
    /// defaults unless the configuration sets it), in the order the rule declares them.
    public var options: [OptionEntry]
    /// What the keys of `options` mean, one entry per declared option (`warning` and `error` together).
    public var documentation: [OptionDocumentation]

    public var identifier: String { description.identifier }

    /// The rule's section as YAML, as `swiftlint rules ID` prints it: `identifier:` and the options below.
    public var yaml: String {
        guard !options.isEmpty else { return "\(identifier): {}\n" }
        return (["\(identifier):"] + OptionYAML.lines(options, indent: 2)).joined(separator: "\n") + "\n"
    }
}

public enum RuleCatalog {
    /// Every registered rule, in registry order (by identifier); `configuration` decides `isEnabled` and the
    /// option values shown.
    public static func entries(configuration: LintConfiguration) -> [RuleCatalogEntry] {
        RuleRegistry.rules.map { type in
            let id = type.description.identifier
            let enabled = id == CustomRules.description.identifier
                ? configuration.rules.contains { $0 is CustomRules }
                : configuration.enabledRuleIDs.contains(id)
            let options = configuration.builtRules[id].map(optionsInEffect) ?? defaultOptions(type)
            return RuleCatalogEntry(
                description: type.description, isSwiftLintRule: SwiftLintRuleIDs.all.contains(id), isEnabled: enabled,
                options: options.values, documentation: options.documentation
            )
        }
    }

    /// The registered identifier nearest to `text`, for did-you-mean hints.
    public static func suggestion(for text: String) -> String? {
        // A renamed SwiftLint id: the rule's current id.
        RuleAliases.renamed[text] ?? RuleOptions.closest(to: text, in: RuleRegistry.identifiers)
    }

    private typealias Shown = (values: [OptionEntry], documentation: [OptionDocumentation])

    private static func optionsInEffect(_ configured: ConfiguredRule) -> Shown {
        shown(configured.rule, severity: configured.severity)
    }

    private static func defaultOptions(_ type: any Rule.Type) -> Shown {
        shown(type)
    }

    private static func shown<R: Rule>(_ type: R.Type) -> Shown {
        shown(R(), severity: R.description.defaultSeverity)
    }

    private static func shown<R: Rule>(_ rule: R, severity: Severity) -> Shown {
        let settings = RuleSettings(rule: rule, severity: severity)
        var documentation: [OptionDocumentation] = []
        var values: [OptionEntry] = []
        for option in R.options {
            values += option.values(settings)
            documentation.append(OptionDocumentation(keys: option.keys, text: option.documentation))
        }
        return (values, documentation)
    }
}

/// What one declared option means, for `tools rules ID`.
public struct OptionDocumentation: Sendable {
    public var keys: [String]
    public var text: String
}
