// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The effective configuration for the files of one folder: the root `.swiftlint.yml` (with its
/// `parent_config` chain) and every nested `.swiftlint.yml` between the root and that folder.
public struct LintConfiguration: Sendable {
    /// The enabled rules with their options and severities, in registry order.
    public private(set) var configuredRules: [ConfiguredRule]
    /// Every rule the configuration built (the enabled ones, and those whose options it holds), by
    /// identifier: what `tools rules ID` shows as the options in effect.
    private(set) var builtRules: [String: ConfiguredRule]
    /// The rules of `configuredRules` judged across files, kept apart once: a run asks for them per file.
    private(set) var collectingRules: [any CollectingRule] = []
    /// The severity of `superfluous_disable_command` when it is enabled, kept for the same reason.
    private(set) var superfluousSeverity: Severity?

    /// The enabled rules, configured.
    public var rules: [any Rule] { configuredRules.map(\.rule) }
    /// Identifiers of enabled rules, custom rules included.
    public var enabledRuleIDs: Set<String>
    /// Every identifier a suppression comment may name without being reported as invalid.
    public var knownRuleIDs: Set<String>
    /// Display names by rule identifier, for reporters.
    public var ruleNames: [String: String]
    /// `included` globs (absolute); empty means everything.
    public var included: [PathGlob]
    /// `excluded` globs (absolute).
    public var excluded: [PathGlob]
    public var strict: Bool
    /// `strict_baseline`: a violation the baseline records that is no longer found fails the run.
    public var strictBaseline: Bool
    /// SwiftLint's `reporter` key, used when no `--reporter` is given.
    public var reporter: String?
    /// Identifies the configuration in cache keys: the files' text, the rule context and the tool version.
    public var fingerprint: String
    /// Notes about the configuration (unknown keys, SwiftLint rules this tool does not implement).
    public var warnings: [Diagnostic]

    /// The rules run when no configuration file exists.
    public static func defaults(context: RuleContext = RuleContext()) throws -> LintConfiguration {
        let empty = try ConfigurationFile(text: "", displayPath: "<defaults>", directory: URL(fileURLWithPath: "/"))
        return try LintConfiguration(file: empty, context: context)
    }

    /// Reads a configuration from YAML text (for the tests: a run reads files through the resolver).
    static func parse(
        _ yaml: String, directory: URL = URL(fileURLWithPath: "/"), context: RuleContext = RuleContext()
    ) throws -> LintConfiguration {
        let file = try ConfigurationFile(text: yaml, displayPath: ConfigurationFile.fileName, directory: directory)
        return try LintConfiguration(file: file, context: context)
    }

    init(file: ConfigurationFile, context: RuleContext) throws {
        var warnings = file.warnings
        let customIDs = file.customRules.map(\.id)
        let known = RuleRegistry.identifiers.union(customIDs)
        warnings += Self.identifierWarnings(file, known: known)
        var enabled = Self.enabledRuleIDs(file, customIDs: customIDs).intersection(known)
        var rules: [ConfiguredRule] = []
        var built: [String: ConfiguredRule] = [:]
        var names: [String: String] = [:]
        let collector = OptionWarnings()
        for type in RuleRegistry.rules {
            let id = type.description.identifier
            names[id] = type.description.name
            guard type != CustomRules.self else { continue }
            let options = file.ruleOptions[id]
            // A disabled rule's options are still read, so that their mistakes are reported as SwiftLint does.
            guard enabled.contains(id) || options != nil else { continue }
            let rule = try Self.build(type, options: options, context: context, collector: collector)
            built[id] = rule
            if enabled.contains(id) { rules.append(rule) }
        }
        warnings += collector.diagnostics
        let custom = Self.customRules(of: file, enabled: &enabled, warnings: &warnings)
        for rule in custom { names[rule.identifier] = rule.name }
        if !custom.isEmpty {
            let rule = ConfiguredRule(RuleSettings(rule: CustomRules(rules: custom)))
            rules.append(rule)
            built[CustomRules.description.identifier] = rule
        }
        configuredRules = rules
        builtRules = built
        enabledRuleIDs = enabled
        knownRuleIDs = known.union(SwiftLintRuleIDs.all)
        ruleNames = names
        included = file.included.flatMap(PathGlob.withSymlinksResolved)
        excluded = file.excluded.flatMap(PathGlob.withSymlinksResolved)
        strict = file.strict ?? false
        strictBaseline = file.strictBaseline ?? false
        reporter = file.reporter
        let header = (context.header.map { "\($0.template)|\($0.holder)" } ?? "-")
            + (context.acceptsAnyHolder ? "|*" : "")
        // The rule set is part of the key: a build with more rules must not reuse results of one with fewer.
        fingerprint = ContentHash.of("\(ToolsCore.buildIdentity)\n\(RuleRegistry.fingerprint)\n\(header)\n\(file.text)")
        self.warnings = warnings
        deriveRuleViews()
    }

    /// The rules `file` turns on, as SwiftLint reads `only_rules`, `opt_in_rules` (with `all`) and
    /// `disabled_rules`; `custom_rules` in them stands for every custom rule.
    private static func enabledRuleIDs(_ file: ConfigurationFile, customIDs: [String]) -> Set<String> {
        if let only = file.onlyRules {
            var enabled = Set(only.map(\.id))
            if file.onlyRulesActivateCustomRules, enabled.contains(CustomRules.description.identifier) {
                enabled.formUnion(customIDs)
            }
            return enabled
        }
        let optIns = Set(file.optInRules.map(\.id))
        let defaults = RuleRegistry.rules.filter {
            $0 != CustomRules.self && (!$0.description.isOptIn || optIns.contains(Self.allRules))
        }
        var enabled = Set(defaults.map { $0.description.identifier }).union(optIns).union(customIDs)
        enabled.subtract(file.disabledRules.map(\.id))
        if file.disabledRules.contains(where: { $0.id == CustomRules.description.identifier }) {
            enabled.subtract(customIDs)
        }
        return enabled
    }

    /// The enabled custom rules of `file`; one that cannot be built is a warning, and is taken out of
    /// `enabled` (SwiftLint warns and drops it).
    private static func customRules(
        of file: ConfigurationFile, enabled: inout Set<String>, warnings: inout [Diagnostic]
    ) -> [CustomRule] {
        var custom: [CustomRule] = []
        for entry in file.customRules where enabled.contains(entry.id) {
            do {
                custom.append(try CustomRule(identifier: entry.id, node: entry.node))
            } catch {
                warnings.append(Self.warning(
                    "Invalid configuration for custom rule '\(entry.id)': \(error.message); the rule is not run",
                    at: error.location ?? entry.node.location
                ))
                enabled.remove(entry.id)
            }
        }
        return custom
    }

    /// Fills the views of `configuredRules` each linted file needs (a dynamic cast per rule and file otherwise).
    private mutating func deriveRuleViews() {
        collectingRules = configuredRules.compactMap { $0.rule as? any CollectingRule }
        superfluousSeverity = configuredRules.first { $0.rule is SuperfluousDisableCommandRule }?.severity
    }

    /// `all` in `opt_in_rules` enables every opt-in rule, as in SwiftLint.
    static let allRules = "all"

    /// Builds a rule from its options; options it cannot use are a warning and the rule runs with its
    /// defaults, as SwiftLint falls back to a rule's default configuration.
    private static func build(
        _ type: any Rule.Type, options: ConfigNode?, context: RuleContext, collector: OptionWarnings
    ) throws -> ConfiguredRule {
        do {
            return try OptionWarnings.$current.withValue(collector) {
                try type.configured(from: options, context: context)
            }
        } catch let error as ConfigurationError {
            guard let options else { throw error }
            let id = type.description.identifier
            collector.append(warning(
                "Invalid configuration for '\(id)' rule: \(error.message); falling back to its defaults",
                at: error.location ?? options.location
            ))
            return try type.configured(from: nil, context: context)
        }
    }

    /// Rule identifiers that name no rule: a warning each, as SwiftLint's "not a valid rule identifier";
    /// SwiftLint rules this tool does not implement: one note; analyzer rules, wherever listed: one note
    /// (and SwiftLint's own warning for each one in `opt_in_rules`).
    private static func identifierWarnings(_ file: ConfigurationFile, known: Set<String>) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var unimplemented: Set<String> = []
        var analyzers: [(id: String, node: ConfigNode)] = []
        let lists = [(file.onlyRules ?? [], false), (file.disabledRules, false), (file.optInRules, true)]
        for (entries, allowsAll) in lists {
            for (id, node) in entries where !known.contains(id) && !(allowsAll && id == allRules) {
                if SwiftLintRelease.analyzerRules.contains(id) {
                    analyzers.append((id, node))
                    continue
                }
                if SwiftLintRuleIDs.all.contains(id) {
                    unimplemented.insert(id)
                    continue
                }
                var message = "'\(id)' is not a valid rule identifier"
                if let suggestion = RuleOptions.closest(to: id, in: known.union(SwiftLintRuleIDs.all)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                warnings.append(warning(message, at: node.location))
            }
        }
        let optIns = Set(file.optInRules.map(\.id))
        for id in SwiftLintRelease.analyzerRules.intersection(optIns).sorted() {
            guard let node = file.optInRules.first(where: { $0.id == id })?.node else { continue }
            warnings.append(warning(
                "'\(id)' should be listed in the 'analyzer_rules' configuration section for more clarity "
                    + "as it is only run by 'swiftlint analyze'.",
                at: node.location
            ))
        }
        if !unimplemented.isEmpty {
            warnings.append(Diagnostic(
                file: file.node.file, line: nil, severity: .warning, ruleID: "configuration",
                ruleName: "Configuration",
                message: "SwiftLint rules that tools lint does not implement are ignored: "
                    + unimplemented.sorted().joined(separator: ", ")
            ))
        }
        // Disabling an analyzer rule changes nothing here: only the lists that would turn one on are named.
        let named = analyzers.filter { entry in !file.disabledRules.contains { $0.id == entry.id } }
            + file.analyzerRules
        if let first = named.first {
            var ids: [String] = []
            for entry in named where !ids.contains(entry.id) { ids.append(entry.id) }
            warnings.append(warning(
                "analyzer rules run only under 'swiftlint analyze' (they need the compiler's type information); "
                    + "tools lint does not run them, as 'swiftlint lint' does not: \(ids.joined(separator: ", "))",
                at: first.node.location
            ))
        }
        return warnings
    }

    private static func warning(_ message: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            file: location.file, line: location.position?.line, column: location.position?.column,
            severity: .warning, ruleID: "configuration", ruleName: "Configuration", message: message
        )
    }

    /// Whether `path` (absolute) is excluded, or outside `included` when that is set.
    public func excludes(path: String) -> Bool {
        if !included.isEmpty, !included.contains(where: { $0.matches(path) }) { return true }
        return excluded.contains { $0.matches(path) }
    }

    /// The configured severity of a rule's findings (its default when the configuration did not build it).
    func severity(ofRule id: String) -> Severity {
        builtRules[id]?.severity ?? RuleRegistry.rule(identifier: id)?.description.defaultSeverity ?? .warning
    }

    /// Display name of a rule or custom rule.
    public func name(ofRule id: String) -> String {
        ruleNames[id] ?? Diagnostic.displayName(forRuleID: id)
    }
}
