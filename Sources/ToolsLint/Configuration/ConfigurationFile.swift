// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One `.swiftlint.yml` as written: SwiftLint's keys, read without interpretation so that parent,
/// root and nested files can be merged before rules are built.
struct ConfigurationFile {
    static let fileName = ".swiftlint.yml"

    /// SwiftLint's top-level keys. Those that do not change what is reported (`reporter` aside) are
    /// accepted so that an existing file loads without warnings.
    static let knownKeys: Set<String> = [
        "included", "excluded", "disabled_rules", "opt_in_rules", "only_rules", "analyzer_rules", "custom_rules",
        "parent_config", "child_config", "reporter", "strict", "lenient", "warning_threshold",
        "allow_zero_lintable_files", "check_for_updates", "baseline", "write_baseline", "swiftlint_version",
        "use_nested_configs", "enabled_rules", "remote_timeout", "remote_timeout_if_cached", "strict_baseline",
        "cache_path", "indentation",
    ]

    var node: ConfigNode
    /// The folder the file's relative paths are relative to.
    var directory: URL
    /// The raw text, part of the cache key.
    var text: String
    var onlyRules: [(id: String, node: ConfigNode)]?
    /// Whether `custom_rules` in `onlyRules` turns on every custom rule (a file as written, as SwiftLint reads
    /// it); false once a merge has listed the custom rules it turns on in `onlyRules` itself.
    var onlyRulesActivateCustomRules = true
    var disabledRules: [(id: String, node: ConfigNode)] = []
    var optInRules: [(id: String, node: ConfigNode)] = []
    /// SwiftLint's `analyzer_rules`: they need a compiler log (`swiftlint analyze`); never run here.
    var analyzerRules: [(id: String, node: ConfigNode)] = []
    var ruleOptions: [String: ConfigNode] = [:]
    var customRules: [(id: String, node: ConfigNode)] = []
    var included: [String] = []
    var excluded: [String] = []
    var strict: Bool?
    /// SwiftLint's `strict_baseline` (SwiftLint PR #6614): a baselined violation that is gone fails the run.
    var strictBaseline: Bool?
    var reporter: String?
    var parentConfig: (path: String, node: ConfigNode)?
    var childConfig: (path: String, node: ConfigNode)?
    /// `remote_timeout` and `remote_timeout_if_cached`: seconds to wait for a remote parent or child.
    var remoteTimeout: Double?
    var remoteTimeoutIfCached: Double?
    /// `swiftlint_version` as SwiftLint reads it (the scalar's text), with its node.
    var swiftLintVersion: (text: String, node: ConfigNode)?
    var warnings: [Diagnostic] = []
    /// The local files merged into this one (standardized paths): a nested file among them is not applied
    /// a second time, as in SwiftLint.
    var localFiles: Set<String> = []

    init(url: URL, displayPath: String) throws {
        let text: String
        do {
            text = try YAMLLoader.readText(url, displayPath: displayPath)
        } catch .unreadable {
            throw LintError.configurationUnreadable(path: displayPath)
        }
        try self.init(text: text, displayPath: displayPath, directory: url.deletingLastPathComponent())
        localFiles = [url.standardizedFileURL.path]
    }

    init(text: String, displayPath: String, directory: URL) throws {
        try self.init(node: try YAMLLoader.parse(text, file: displayPath), text: text, directory: directory)
    }

    /// Reads SwiftLint's keys of `node`; every problem of the file is reported at once.
    private init(node: ConfigNode, text: String, directory: URL) throws(ConfigurationError) {
        self.text = text
        self.directory = directory
        self.node = node
        if node.isNull { return }
        guard node.isMapping else { throw node.error("expected a mapping of SwiftLint keys") }
        var problems = ConfigurationProblems()
        readRuleLists(problems: &problems)
        if let value = node["custom_rules"], !value.isNull {
            customRules = problems.collect { () throws(ConfigurationError) in
                try value.entries().map { ($0.key, $0.value) }
            } ?? []
        }
        var warnings = self.warnings
        for key in ["included", "excluded"] {
            let read = problems.collect { () throws(ConfigurationError) in try paths(key, warnings: &warnings) } ?? []
            if key == "included" { included = read } else { excluded = read }
        }
        self.warnings = warnings
        strict = problems.collect { () throws(ConfigurationError) in try node["strict"]?.bool() } ?? nil
        strictBaseline = problems.collect { () throws(ConfigurationError) in
            try node["strict_baseline"]?.bool()
        } ?? nil
        reporter = problems.collect { () throws(ConfigurationError) in try node["reporter"]?.string() } ?? nil
        if let value = node["parent_config"] {
            parentConfig = problems.collect { () throws(ConfigurationError) in (try value.string(), value) }
        }
        if let value = node["child_config"] {
            childConfig = problems.collect { () throws(ConfigurationError) in (try value.string(), value) }
        }
        // SwiftLint ignores a timeout that is no number; we say so.
        remoteTimeout = seconds("remote_timeout")
        remoteTimeoutIfCached = seconds("remote_timeout_if_cached")
        if let value = node["swiftlint_version"], let text = value.scalar {
            swiftLintVersion = (text, value)
        }
        readRuleOptions()
        // Options of SwiftLint rules this tool does not implement are accepted silently.
        self.warnings += node.unknownKeyWarnings(
            known: Self.knownKeys.union(RuleRegistry.identifiers).union(SwiftLintRuleIDs.all)
                .union(RuleAliases.renamed.keys)
        )
        try problems.finish()
    }

    /// The number of seconds under `key`; a value that is no number, or none above zero, is a warning and the
    /// default applies; one above the longest wait honoured is a warning and that wait applies (a huge
    /// value would wait for ever, and overflows the network layer's deadline arithmetic).
    private mutating func seconds(_ key: String) -> Double? {
        guard let value = node[key], !value.isNull else { return nil }
        let longest = RemoteConfigurationFetcher.maximumTimeout
        guard let seconds = try? value.double(), seconds > 0, !seconds.isNaN else {
            warnings.append(value.warning("expected a number of seconds above 0; the default is used"))
            return nil
        }
        guard seconds <= longest else {
            warnings.append(value.warning(
                "\(value.scalar ?? "the value") seconds is more than the longest wait, \(Int(longest)) seconds;"
                    + " \(Int(longest)) is used"
            ))
            return longest
        }
        return seconds
    }

    /// The option sections of the rules this tool implements, under their current identifiers: a section
    /// under a renamed id counts for the rule, with SwiftLint's deprecation warning. Both spellings at once
    /// is SwiftLint's "Multiple configurations" problem: the current id's section wins, with a warning.
    private mutating func readRuleOptions() {
        var written: [String: String] = [:]
        for (key, value) in (try? node.entries()) ?? [] {
            let id = RuleAliases.canonical(key)
            if id != key { warnRenamed(key, at: value) }
            guard RuleRegistry.identifiers.contains(id) else { continue }
            if let earlier = written[id] {
                let aliases = RuleAliases.aliases(of: id).map { "'\($0)'" }.joined(separator: ", ")
                warnings.append(value.warning(
                    "Multiple configurations found for '\(id)'. Check for any aliases: \(aliases)."
                        + " The section '\(id)' is used."
                ))
                if earlier == id { continue }
            }
            written[id] = key
            ruleOptions[id] = value
        }
    }

    /// SwiftLint's deprecation warning for `old`, once per file.
    private mutating func warnRenamed(_ old: String, at node: ConfigNode, new: String? = nil) {
        let message = RuleAliases.deprecationMessage(old: old, new: new ?? RuleAliases.canonical(old))
        guard !warnings.contains(where: { $0.message.hasSuffix(message) }) else { return }
        warnings.append(Diagnostic(
            at: node.location, severity: .warning, ruleID: "configuration", ruleName: "Configuration",
            message: message
        ))
    }

    /// `only_rules`, `disabled_rules`, `opt_in_rules` and `analyzer_rules`, as SwiftLint combines them.
    private mutating func readRuleLists(problems: inout ConfigurationProblems) {
        let node = node
        var renamed: [(old: String, node: ConfigNode)] = []
        func ids(_ key: String) -> [(id: String, node: ConfigNode)]? {
            guard let list = node[key] else { return nil }
            if list.isNull { return [] }
            let written = problems.collect { () throws(ConfigurationError) in
                if case .scalar = list.node { return [(id: try list.string(), node: list)] }
                return try list.elements().map { element throws(ConfigurationError) in
                    (id: try element.string(), node: element)
                }
            }
            // A renamed id stands for its rule, as in SwiftLint.
            return written?.map { entry in
                let id = RuleAliases.canonical(entry.id)
                if id != entry.id { renamed.append((entry.id, entry.node)) }
                return (id, entry.node)
            }
        }
        onlyRules = ids("only_rules")
        // SwiftLint reads an empty `only_rules` as no `only_rules` at all.
        if onlyRules?.isEmpty == true { onlyRules = nil }
        disabledRules = ids("disabled_rules") ?? []
        // `enabled_rules` is SwiftLint's old name of `opt_in_rules`, read when `opt_in_rules` is absent.
        optInRules = ids("opt_in_rules") ?? ids("enabled_rules") ?? []
        if let old = node["enabled_rules"] {
            let message = RuleAliases.deprecationMessage(old: "enabled_rules", new: "opt_in_rules")
            warnings.append(Diagnostic(
                at: old.location, severity: .warning, ruleID: "configuration", ruleName: "Configuration",
                message: message
            ))
        }
        analyzerRules = ids("analyzer_rules") ?? []
        for (old, node) in renamed { warnRenamed(old, at: node) }
        if let only = onlyRules, !only.isEmpty, !disabledRules.isEmpty || !optInRules.isEmpty,
           let key = node["disabled_rules"] ?? node["opt_in_rules"] {
            // SwiftLint refuses the combination and lints with its default rule set instead.
            warnings.append(key.warning(
                "'disabled_rules' or 'opt_in_rules' cannot be used in combination with 'only_rules'; "
                    + "falling back to the default rule set"
            ))
            onlyRules = nil
            disabledRules = []
            optInRules = []
        }
    }

    /// The paths under `key`. A plain number or boolean is no path: SwiftLint ignores such a value (and so
    /// lints everything); we do the same and say so, instead of looking for a folder named `5`.
    private func paths(_ key: String, warnings: inout [Diagnostic]) throws(ConfigurationError) -> [String] {
        guard let value = node[key], !value.isNull else { return [] }
        if case .scalar(let text, isPlain: true) = value.node, Int(text) != nil || Bool(text) != nil {
            warnings.append(value.warning("expected a list of paths; '\(text)' is ignored"))
            return []
        }
        return try value.strings().map(absolute)
    }

    /// Paths in the file are relative to its folder; globs are matched against absolute paths.
    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : directory.appendingPathComponent(path).standardizedFileURL.path
    }

    /// `child` applied on top of this file, as SwiftLint merges parent, nested and child files (its
    /// `RulesWrapper.merged`): a child's `only_rules` replaces the parent's rule lists; a child's
    /// `disabled_rules`/`opt_in_rules` take rules out of and add rules to the parent's `only_rules`, or add up
    /// with the parent's own lists (each list of the child winning over the parent's opposite one); rule
    /// options are replaced; custom rules merge by identifier.
    func merged(with child: ConfigurationFile) -> ConfigurationFile {
        var result = self
        let childOptIns = Set(child.optInRules.map(\.id))
        let childDisabled = Set(child.disabledRules.map(\.id))
        let childCustom = Set(child.customRules.map(\.id))
        result.customRules = customRules.filter { !childCustom.contains($0.id) } + child.customRules
        if let only = child.onlyRules {
            // The child's rules as it reads them alone: its own custom rules only.
            result.onlyRules = Self.activatingCustomRules(
                only, child.customRules, if: child.onlyRulesActivateCustomRules
            )
            result.onlyRulesActivateCustomRules = false
            result.disabledRules = []
            result.optInRules = []
        } else if let only = onlyRules {
            var kept = Self.activatingCustomRules(only, customRules, if: onlyRulesActivateCustomRules)
            if kept.contains(where: { $0.id == CustomRules.description.identifier }) {
                kept += child.customRules
            }
            kept += child.optInRules
            var seen: Set<String> = []
            result.onlyRules = kept.filter { !childDisabled.contains($0.id) && seen.insert($0.id).inserted }
            result.onlyRulesActivateCustomRules = false
        } else {
            result.disabledRules = disabledRules.filter { !childOptIns.contains($0.id) } + child.disabledRules
            result.optInRules = optInRules.filter { !childDisabled.contains($0.id) } + child.optInRules
        }
        result.analyzerRules += child.analyzerRules
        result.swiftLintVersion = child.swiftLintVersion ?? swiftLintVersion
        result.ruleOptions.merge(child.ruleOptions) { _, new in new }
        result.excluded += child.excluded
        result.strict = child.strict ?? strict
        result.strictBaseline = child.strictBaseline ?? strictBaseline
        result.reporter = child.reporter ?? reporter
        result.text += "\n---\n" + child.text
        result.warnings += child.warnings
        result.localFiles.formUnion(child.localFiles)
        return result
    }

    /// `only` with the identifiers of `custom` added when it names `custom_rules` and `activates` (as
    /// SwiftLint makes a file's implicit activation of its custom rules explicit before merging).
    private static func activatingCustomRules(
        _ only: [(id: String, node: ConfigNode)], _ custom: [(id: String, node: ConfigNode)], if activates: Bool
    ) -> [(id: String, node: ConfigNode)] {
        guard activates, only.contains(where: { $0.id == CustomRules.description.identifier }) else { return only }
        let listed = Set(only.map(\.id))
        return only + custom.filter { !listed.contains($0.id) }
    }
}
