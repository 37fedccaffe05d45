// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

extension Rule {
    /// A violation of this rule at a UTF-8 offset of `file`, with the rule's description as its reason
    /// unless another reason is given (SwiftLint reports the description when a rule gives no reason).
    func violation(
        in file: LintFile, atByte offset: Int, severity: Severity, reason: String? = nil
    ) -> Violation {
        let position = file.position(ofByte: offset)
        return Violation(
            ruleID: identifier, severity: severity, line: position.line, column: position.column,
            message: reason ?? Self.description.description
        )
    }

    func violation(
        in file: LintFile, at position: AbsolutePosition, severity: Severity, reason: String? = nil
    ) -> Violation {
        violation(in: file, atByte: position.utf8Offset, severity: severity, reason: reason)
    }
}

/// Reading the plain options SwiftLint's rules take next to `severity`.
enum PlainOptions {
    /// A boolean option, or `fallback` when absent.
    static func bool(_ options: ConfigNode?, _ key: String, default fallback: Bool) throws(ConfigurationError) -> Bool {
        guard let options, options.isMapping, let value = options[key] else { return fallback }
        return try value.bool()
    }

    /// A string option, or `fallback` when absent.
    static func string(
        _ options: ConfigNode?, _ key: String, default fallback: String
    ) throws(ConfigurationError) -> String {
        guard let options, options.isMapping, let value = options[key] else { return fallback }
        return try value.string()
    }
}

/// A syntax visitor that collects positions where a rule is violated, with an optional reason each.
class PositionCollector: SyntaxVisitor {
    var found: [(position: AbsolutePosition, reason: String?)] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    func add(_ position: AbsolutePosition, reason: String? = nil) {
        found.append((position, reason))
    }
}

extension Rule {
    /// Walks `file`'s tree with `collector` and turns what it found into violations.
    func violations(
        walking collector: PositionCollector, in file: LintFile, severity: Severity
    ) -> [Violation] {
        collector.walk(file.tree)
        return collector.found.map { violation(in: file, at: $0.position, severity: severity, reason: $0.reason) }
    }
}
