// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

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
