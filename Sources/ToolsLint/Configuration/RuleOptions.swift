// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// What reading rule options needs beside the declarations (`RuleOption`): a severity, and SwiftLint's
/// treatment of keys a rule does not know.
public enum RuleOptions {
    /// A severity written as `warning` or `error`.
    public static func severity(_ node: ConfigNode) throws(ConfigurationError) -> Severity {
        let text = try node.string().lowercased()
        guard let severity = Severity(rawValue: text) else {
            throw node.error("expected 'warning' or 'error', found '\(text)'")
        }
        return severity
    }

    /// Reports each key of `node` that is not in `known`, as SwiftLint does: one located warning per key
    /// while a configuration is built (the rule's other keys still apply); an error otherwise, so that
    /// a rule built on its own never ignores a misspelt option silently.
    public static func rejectUnknownKeys(_ node: ConfigNode, known: Set<String>) throws(ConfigurationError) {
        let unknown = node.unknownKeyWarnings(known: known)
        guard !unknown.isEmpty else { return }
        let rule = node.keyPath.split(separator: ".").first.map(String.init) ?? node.keyPath
        let keys = try node.entries().map(\.key).filter { !known.contains($0) }
        guard let collector = OptionWarnings.current else {
            let options = known.sorted().joined(separator: ", ")
            throw node.error("unknown option '\(keys[0])'", hint: "the options are \(options)")
        }
        for (key, warning) in zip(keys, unknown) {
            var message = "Configuration for '\(rule)' rule contains the invalid key '\(key)'; it is ignored"
            if let suggestion = closest(to: key, in: known) { message += " (did you mean '\(suggestion)'?)" }
            collector.append(Diagnostic(
                file: warning.file, line: warning.line, column: warning.column, severity: .warning,
                ruleID: "configuration", ruleName: "Configuration", message: message
            ))
        }
    }

    /// The identifier in `known` nearest to `text` (a case difference, or at most two edits), for
    /// did-you-mean hints.
    public static func closest(to text: String, in known: some Collection<String>) -> String? {
        let lowered = text.lowercased()
        if let match = known.first(where: { $0.lowercased() == lowered }) { return match }
        let limit = text.count <= 4 ? 1 : 2
        var best: (String, Int)?
        for candidate in known.sorted() {
            let score = editDistance(lowered, candidate.lowercased())
            if score <= limit, score < (best?.1 ?? Int.max) { best = (candidate, score) }
        }
        return best?.0
    }

    private static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        var previous = Array(0...right.count)
        for (index, byte) in left.enumerated() {
            var current = [index + 1]
            for (other, otherByte) in right.enumerated() {
                current.append(min(previous[other + 1] + 1, current[other] + 1,
                                   previous[other] + (byte == otherByte ? 0 : 1)))
            }
            previous = current
        }
        return previous[right.count]
    }
}
