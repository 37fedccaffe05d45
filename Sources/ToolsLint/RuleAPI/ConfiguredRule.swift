// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A rule as a configuration built it: the rule value with its options, and the severity of its findings
/// (the `severity` key, which the engine keeps for every rule so that a rule whose only option is its
/// severity has nothing to declare).
public struct ConfiguredRule: Sendable {
    public var rule: any Rule
    public var severity: Severity

    public var identifier: String { rule.identifier }

    init<R: Rule>(_ settings: RuleSettings<R>) {
        rule = settings.rule
        severity = settings.severity
    }
}

/// A rule's options while they are read or shown: the rule value and its severity, which option
/// declarations (`RuleOption`) read into and render from.
public struct RuleSettings<R: Rule> {
    public var rule: R
    public var severity: Severity

    public init(rule: R = R(), severity: Severity = R.description.defaultSeverity) {
        self.rule = rule
        self.severity = severity
    }
}

extension Rule {
    /// Builds the rule from the value of its key in `.swiftlint.yml` (nil: the defaults), reading each
    /// declared option, then `prepare(context:)`.
    /// - Throws: a located `ConfigurationError` when an option is invalid.
    static func settings(
        from node: ConfigNode?, context: RuleContext
    ) throws(ConfigurationError) -> RuleSettings<Self> {
        var settings = RuleSettings<Self>()
        if let node { try read(node, into: &settings) }
        try settings.rule.prepare(context: context)
        return settings
    }

    static func configured(from node: ConfigNode?, context: RuleContext) throws(ConfigurationError) -> ConfiguredRule {
        ConfiguredRule(try settings(from: node, context: context))
    }

    /// The rule built from its options (its severity aside, which the configuration keeps).
    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        self = try Self.settings(from: options, context: context).rule
    }

    /// SwiftLint's shapes: a mapping of option keys, or a single value for the option that takes one
    /// (`rule: error` for the severity, `rule: 120` or `rule: [120, 200]` for warning and error levels).
    private static func read(_ node: ConfigNode, into settings: inout RuleSettings<Self>) throws(ConfigurationError) {
        let options = Self.options
        guard node.isMapping else {
            guard let shorthand = options.first(where: \.takesShorthand) else {
                throw node.error(
                    "expected a mapping of options", hint: "the options are \(optionKeys.joined(separator: ", "))"
                )
            }
            try shorthand.read(node, &settings)
            return
        }
        // An option declared without keys reads a section keyed by names the rule cannot know in advance
        // (protocol names, custom rule identifiers): it judges those keys itself.
        if !options.contains(where: \.keys.isEmpty) {
            try RuleOptions.rejectUnknownKeys(node, known: Set(optionKeys))
        }
        for option in options {
            try option.read(node, &settings)
        }
    }

    /// Every key the rule accepts in its section, in declaration order.
    static var optionKeys: [String] { options.flatMap(\.keys) }
}
