// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// One place a syntax rule found a problem; `reason` replaces the rule's description when the rule says
/// more precisely what is wrong, as SwiftLint's reasoned violations do.
struct SyntaxHit {
    var position: AbsolutePosition
    var reason: String?
    var severity: Severity?

    init(_ position: AbsolutePosition, reason: String? = nil, severity: Severity? = nil) {
        self.position = position
        self.reason = reason
        self.severity = severity
    }
}

/// A visitor over the source as written that collects hits; each rule's visitor subclasses it.
class HitCollector: SyntaxVisitor {
    var hits: [SyntaxHit] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    func add(_ position: AbsolutePosition, reason: String? = nil, severity: Severity? = nil) {
        hits.append(SyntaxHit(position, reason: reason, severity: severity))
    }

    func add(_ node: some SyntaxProtocol, reason: String? = nil) {
        add(node.positionAfterSkippingLeadingTrivia, reason: reason)
    }
}

extension Rule {
    /// Walks the file's shared tree with `collector` and turns its hits into violations.
    func violations(of collector: HitCollector, in file: LintFile, severity: Severity) -> [Violation] {
        collector.walk(file.tree)
        return violations(from: collector.hits, in: file, severity: severity)
    }

    func violations(from hits: [SyntaxHit], in file: LintFile, severity: Severity) -> [Violation] {
        hits.map { hit in
            let position = file.position(of: hit.position)
            return Violation(
                ruleID: identifier, severity: hit.severity ?? severity, line: position.line,
                column: position.column, message: hit.reason ?? Self.description.description
            )
        }
    }
}

extension RuleOptions {
    /// A boolean option of a mapping-shaped rule configuration, or `fallback` when absent.
    static func bool(_ options: ConfigNode?, _ key: String, default fallback: Bool) throws(ConfigurationError) -> Bool {
        guard let options, options.isMapping, let value = options[key] else { return fallback }
        return try value.bool()
    }

    /// A list-of-strings option of a mapping-shaped rule configuration, or `fallback` when absent.
    static func strings(
        _ options: ConfigNode?, _ key: String, default fallback: [String]
    ) throws(ConfigurationError) -> [String] {
        guard let options, options.isMapping, let value = options[key] else { return fallback }
        if case .scalar = value.node { return [try value.string()] }
        return try value.strings()
    }
}
