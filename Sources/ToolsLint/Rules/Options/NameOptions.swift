// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The options SwiftLint's naming rules (`identifier_name`, `type_name`, `generic_type_name`) share:
/// length bounds, exempt names, extra allowed characters and the severities of the symbol and case checks.
struct NameOptions: Sendable {
    var minLength: SeverityLevels
    var maxLength: SeverityLevels
    /// Names matching one of these regular expressions in full are not checked.
    var excluded: [String]
    var allowedSymbols: Set<Unicode.Scalar> = []
    var unallowedSymbolsSeverity: Severity = .error
    /// nil: the case of the first character is not checked (`off`).
    var caseSeverity: Severity? = .error

    /// Patterns that are plain names (`^id$`), compared without a regular expression: most names are
    /// checked against the defaults only.
    private var excludedNames: Set<String> = []
    private var excludedExpressions: [NSRegularExpression] = []

    init(minLength: SeverityLevels, maxLength: SeverityLevels, excluded: [String] = []) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.excluded = excluded
        compileExcluded()
    }

    fileprivate mutating func compileExcluded() {
        excludedNames = []
        excludedExpressions = []
        for pattern in excluded {
            if let name = Self.plainName(pattern) {
                excludedNames.insert(name)
            } else if let expression = Self.fullMatch(pattern) {
                excludedExpressions.append(expression)
            }
        }
    }

    /// The name a pattern such as `^id$` or `db` matches in full, when it has no other regex syntax.
    private static func plainName(_ pattern: String) -> String? {
        var body = Substring(pattern)
        if body.first == "^" { body = body.dropFirst() }
        if body.last == "$" { body = body.dropLast() }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            return nil
        }
        return String(body)
    }

    /// The option declarations of the naming rules, for the `NameOptions` at `path`; each rule adds its own.
    static func options<R: Rule>(_ path: WritableKeyPath<R, NameOptions>) -> [RuleOption<R>] {
        [
            .key("min_length", path.appending(path: \.minLength), "names shorter than this are reported"),
            .key("max_length", path.appending(path: \.maxLength), "names longer than this are reported"),
            .custom(
                keys: ["excluded"], "regular expressions: names matching one in full are not checked",
                read: { node, settings throws(ConfigurationError) in
                    guard let value = node["excluded"] else { return }
                    let excluded = try value.isNull ? [] : (value.isMapping ? [] : value.strings())
                    for pattern in excluded where fullMatch(pattern) == nil {
                        throw value.error("invalid regular expression '\(pattern)'")
                    }
                    settings.rule[keyPath: path].excluded = excluded
                    settings.rule[keyPath: path].compileExcluded()
                },
                values: { [OptionEntry("excluded", $0.rule[keyPath: path].excluded.yaml)] }
            ),
            .custom(
                keys: ["allowed_symbols"], "characters allowed besides letters and digits",
                read: { node, settings throws(ConfigurationError) in
                    guard let value = node["allowed_symbols"] else { return }
                    settings.rule[keyPath: path].allowedSymbols = Set(try value.strings().flatMap(\.unicodeScalars))
                },
                values: { settings in
                    let symbols = settings.rule[keyPath: path].allowedSymbols.map(String.init).sorted()
                    return [OptionEntry("allowed_symbols", symbols.yaml)]
                }
            ),
            .key("unallowed_symbols_severity", path.appending(path: \.unallowedSymbolsSeverity),
                 "the severity of a name with other characters"),
            .custom(
                keys: ["validates_start_with_lowercase"],
                "the severity of a name starting with the wrong case, or off",
                read: { node, settings throws(ConfigurationError) in
                    guard let value = node["validates_start_with_lowercase"] else { return }
                    settings.rule[keyPath: path].caseSeverity = try optionalSeverity(value)
                },
                values: { settings in
                    let severity = settings.rule[keyPath: path].caseSeverity
                    return [OptionEntry("validates_start_with_lowercase", .plain(severity?.rawValue ?? "off"))]
                }
            ),
        ]
    }

    /// `off`, `warning`, `error`, or the older booleans (`true` meaning `error`).
    private static func optionalSeverity(_ node: ConfigNode) throws(ConfigurationError) -> Severity? {
        let text = try node.string().lowercased()
        switch text {
        case "off", "false": return nil
        case "true": return .error
        default: return try RuleOptions.severity(node)
        }
    }

    private static func fullMatch(_ pattern: String) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: "^(?:\(pattern))$")
    }

    func isExcluded(_ name: String) -> Bool {
        if excludedNames.contains(name) { return true }
        guard !excludedExpressions.isEmpty else { return false }
        let range = NSRange(name.startIndex..., in: name)
        return excludedExpressions.contains { $0.firstMatch(in: name, range: range) != nil }
    }

    /// Whether `name` holds a character that is neither alphanumeric nor allowed.
    func hasUnallowedSymbols(_ name: String) -> Bool {
        name.unicodeScalars.contains { scalar in
            // ASCII letters and digits first: CharacterSet lookups are slow and names are mostly ASCII.
            // (By value: asking an ASCII scalar its Unicode properties is a table lookup per character.)
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) {
                return false
            }
            return !CharacterSet.alphanumerics.contains(scalar) && !allowedSymbols.contains(scalar)
        }
    }

    /// The severity of a name of `length` characters outside the bounds, error bounds first.
    func lengthSeverity(_ length: Int) -> Severity? {
        if let error = minLength.error, length < error { return .error }
        if let error = maxLength.error, length > error { return .error }
        if length < minLength.warning || length > maxLength.warning { return .warning }
        return nil
    }

    /// "between 3 and 40 characters long": the tighter bound of each side.
    var lengthBounds: String {
        let low = max(minLength.warning, minLength.error ?? minLength.warning)
        let high = min(maxLength.warning, maxLength.error ?? maxLength.warning)
        return "between \(low) and \(high) characters long"
    }

    /// The first violation of a type-like name: symbols, then case, then length (as `type_name` and
    /// `generic_type_name` check them).
    func typeNameViolation(_ name: String, kind: String) -> (reason: String, severity: Severity)? {
        if hasUnallowedSymbols(name) {
            return ("\(kind) '\(name)' should only contain alphanumeric and other allowed characters",
                    unallowedSymbolsSeverity)
        }
        if let caseSeverity, name.first?.isLowercase == true {
            return ("\(kind) '\(name)' should start with an uppercase character", caseSeverity)
        }
        if let severity = lengthSeverity(name.count) {
            return ("\(kind) '\(name)' should be \(lengthBounds)", severity)
        }
        return nil
    }
}
