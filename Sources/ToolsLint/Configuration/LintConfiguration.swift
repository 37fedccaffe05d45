// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The effective configuration for the files of one folder: the root `.swiftlint.yml` (with its
/// `parent_config` chain) and every nested `.swiftlint.yml` between the root and that folder.
public struct LintConfiguration: Sendable {
    /// The enabled rules, configured.
    public var rules: [any Rule]
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

    /// Reads a configuration from YAML text (tests and rule examples).
    public static func parse(
        _ yaml: String, directory: URL = URL(fileURLWithPath: "/"), context: RuleContext = RuleContext()
    ) throws -> LintConfiguration {
        let file = try ConfigurationFile(text: yaml, displayPath: ConfigurationFile.fileName, directory: directory)
        return try LintConfiguration(file: file, context: context)
    }

    init(file: ConfigurationFile, context: RuleContext) throws {
        var warnings = file.warnings
        let customIDs = file.customRules.map(\.id)
        let known = RuleRegistry.identifiers.union(customIDs)
        var unimplemented: [String] = []
        func check(_ entries: [(id: String, node: ConfigNode)]) throws {
            for (id, node) in entries where !known.contains(id) {
                guard SwiftLintRuleIDs.all.contains(id) else {
                    throw node.error(
                        "unknown rule '\(id)'",
                        hint: "tools lint has \(RuleRegistry.identifiers.sorted().joined(separator: ", "))"
                    )
                }
                unimplemented.append(id)
            }
        }
        try check(file.onlyRules ?? [])
        try check(file.disabledRules)
        try check(file.optInRules)
        let unimplementedSet = Set(unimplemented)
        if !unimplementedSet.isEmpty {
            warnings.append(Diagnostic(
                file: file.node.file, line: nil, severity: .warning, ruleID: "configuration",
                ruleName: "Configuration",
                message: "SwiftLint rules that tools lint does not implement are ignored: "
                    + unimplementedSet.sorted().joined(separator: ", ")
            ))
        }

        var enabled: Set<String>
        if let only = file.onlyRules {
            enabled = Set(only.map(\.id))
            if enabled.contains(CustomRules.description.identifier) { enabled.formUnion(customIDs) }
        } else {
            let defaults = RuleRegistry.rules.filter { !$0.description.isOptIn && $0 != CustomRules.self }
                .map { $0.description.identifier }
            enabled = Set(defaults).union(file.optInRules.map(\.id)).union(customIDs)
            enabled.subtract(file.disabledRules.map(\.id))
            if file.disabledRules.contains(where: { $0.id == CustomRules.description.identifier }) {
                enabled.subtract(customIDs)
            }
        }
        enabled = enabled.intersection(known)

        var rules: [any Rule] = []
        var names: [String: String] = [:]
        for type in RuleRegistry.rules {
            let id = type.description.identifier
            names[id] = type.description.name
            guard type != CustomRules.self else { continue }
            guard enabled.contains(id) else { continue }
            rules.append(try type.init(options: file.ruleOptions[id], context: context))
        }
        let custom = try file.customRules.filter { enabled.contains($0.id) }.map { entry throws(ConfigurationError) in
            try CustomRule(identifier: entry.id, node: entry.node)
        }
        for rule in custom { names[rule.identifier] = rule.name }
        if !custom.isEmpty { rules.append(CustomRules(rules: custom)) }

        self.rules = rules
        enabledRuleIDs = enabled
        knownRuleIDs = known.union(SwiftLintRuleIDs.all)
        ruleNames = names
        included = file.included.map(PathGlob.init)
        excluded = file.excluded.map(PathGlob.init)
        strict = file.strict ?? false
        reporter = file.reporter
        let header = context.header.map { "\($0.template)|\($0.holder)" } ?? "-"
        // The rule set is part of the key: a build with more rules must not reuse results of one with fewer.
        fingerprint = ContentHash.of("\(ToolsCore.version)\n\(RuleRegistry.fingerprint)\n\(header)\n\(file.text)")
        self.warnings = warnings
    }

    /// Whether `path` (absolute) is excluded, or outside `included` when that is set.
    public func excludes(path: String) -> Bool {
        if !included.isEmpty, !included.contains(where: { $0.matches(path) }) { return true }
        return excluded.contains { $0.matches(path) }
    }

    /// Display name of a rule or custom rule.
    public func name(ofRule id: String) -> String {
        ruleNames[id] ?? Diagnostic.displayName(forRuleID: id)
    }
}
