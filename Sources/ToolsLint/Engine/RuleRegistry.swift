// Copyright © 2026 Tools Authors. All rights reserved.

/// Every rule `tools lint` has, sorted by identifier (the order they run and `tools rules` lists them).
/// Adding a rule: its file under `Rules/<Kind>/` and one line here, in order (`RuleRegistryTests` checks
/// that every rule type is listed, once, in order).
public enum RuleRegistry {
    public static let rules: [any Rule.Type] = [
        CommaRule.self,
        ContainsOverFirstNotNilRule.self,
        CustomRules.self,
        EmptyCountRule.self,
        FileHeaderRule.self,
        FirstWhereRule.self,
        ForceCastRule.self,
        ForceTryRule.self,
        ForceUnwrappingRule.self,
        IsDisjointRule.self,
        LayeringRule.self,
        LineLengthRule.self,
        NestingRule.self,
        ReduceBooleanRule.self,
        SuperfluousDisableCommandRule.self,
        TrailingWhitespaceRule.self,
    ]

    public static let identifiers: Set<String> = Set(rules.map { $0.description.identifier })

    /// The registered rules, for cache keys: results cached by a build with other rules are not reused.
    static let fingerprint = rules.map { $0.description.identifier }.joined(separator: ",")

    public static func rule(identifier: String) -> (any Rule.Type)? {
        rules.first { $0.description.identifier == identifier }
    }
}
