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
        "use_nested_configs",
    ]

    var node: ConfigNode
    /// The folder the file's relative paths are relative to.
    var directory: URL
    /// The raw text, part of the cache key.
    var text: String
    var onlyRules: [(id: String, node: ConfigNode)]?
    var disabledRules: [(id: String, node: ConfigNode)] = []
    var optInRules: [(id: String, node: ConfigNode)] = []
    /// SwiftLint's `analyzer_rules`: they need a compiler log (`swiftlint analyze`); never run here.
    var analyzerRules: [(id: String, node: ConfigNode)] = []
    var ruleOptions: [String: ConfigNode] = [:]
    var customRules: [(id: String, node: ConfigNode)] = []
    var included: [String] = []
    var excluded: [String] = []
    var strict: Bool?
    var reporter: String?
    var parentConfig: (path: String, node: ConfigNode)?
    var warnings: [Diagnostic] = []

    init(url: URL, displayPath: String) throws {
        let text: String
        do {
            text = try YAMLLoader.readText(url, displayPath: displayPath)
        } catch .unreadable {
            throw LintError.configurationUnreadable(path: displayPath)
        }
        try self.init(text: text, displayPath: displayPath, directory: url.deletingLastPathComponent())
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
        reporter = problems.collect { () throws(ConfigurationError) in try node["reporter"]?.string() } ?? nil
        if let value = node["parent_config"] {
            parentConfig = problems.collect { () throws(ConfigurationError) in (try value.string(), value) }
        }
        for (key, value) in (try? node.entries()) ?? [] where RuleRegistry.identifiers.contains(key) {
            ruleOptions[key] = value
        }
        // Options of SwiftLint rules this tool does not implement are accepted silently.
        self.warnings += node.unknownKeyWarnings(
            known: Self.knownKeys.union(RuleRegistry.identifiers).union(SwiftLintRuleIDs.all)
        )
        try problems.finish()
    }

    /// `only_rules`, `disabled_rules`, `opt_in_rules` and `analyzer_rules`, as SwiftLint combines them.
    private mutating func readRuleLists(problems: inout ConfigurationProblems) {
        let node = node
        func ids(_ key: String) -> [(id: String, node: ConfigNode)]? {
            guard let list = node[key] else { return nil }
            if list.isNull { return [] }
            return problems.collect { () throws(ConfigurationError) in
                if case .scalar = list.node { return [(try list.string(), list)] }
                return try list.elements().map { element throws(ConfigurationError) in (try element.string(), element) }
            }
        }
        onlyRules = ids("only_rules")
        // SwiftLint reads an empty `only_rules` as no `only_rules` at all.
        if onlyRules?.isEmpty == true { onlyRules = nil }
        disabledRules = ids("disabled_rules") ?? []
        optInRules = ids("opt_in_rules") ?? []
        analyzerRules = ids("analyzer_rules") ?? []
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

    /// `child` applied on top of this file, as SwiftLint merges parent, nested and child files: rule
    /// lists add up, `only_rules` and rule options are replaced, custom rules merge by identifier.
    func merged(with child: ConfigurationFile) -> ConfigurationFile {
        var result = self
        if let only = child.onlyRules { result.onlyRules = only }
        let childOptIns = Set(child.optInRules.map(\.id))
        let childDisabled = Set(child.disabledRules.map(\.id))
        result.disabledRules = disabledRules.filter { !childOptIns.contains($0.id) } + child.disabledRules
        result.optInRules = optInRules.filter { !childDisabled.contains($0.id) } + child.optInRules
        result.analyzerRules += child.analyzerRules
        result.ruleOptions.merge(child.ruleOptions) { _, new in new }
        let childCustom = Set(child.customRules.map(\.id))
        result.customRules = customRules.filter { !childCustom.contains($0.id) } + child.customRules
        result.excluded += child.excluded
        result.strict = child.strict ?? strict
        result.reporter = child.reporter ?? reporter
        result.text += "\n---\n" + child.text
        result.warnings += child.warnings
        return result
    }
}
