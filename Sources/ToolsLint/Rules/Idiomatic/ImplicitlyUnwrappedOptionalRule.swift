// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `T!` crashes on first use while nil; outlets are exempt by default (option `mode`).
public struct ImplicitlyUnwrappedOptionalRule: Rule {
    public static let description = RuleDescription(
        identifier: "implicitly_unwrapped_optional",
        name: "Implicitly Unwrapped Optional",
        description: "Implicitly unwrapped optionals should be avoided when possible",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("@IBOutlet private var label: UILabel!\n"),
            Example("@IBOutlet var labels: [UILabel!]\n"),
            Example("if !ready {}\n"),
            Example("let count: Int? = 42\n"),
            Example("var count: Int! = 42\n", options: "mode: weak_except_iboutlets"),
        ],
        triggeringExamples: [
            Example("let label: ↓UILabel!\n"),
            Example("let labels: [↓UILabel!]\n"),
            Example("var counts: [↓Int!] = [42, nil]\n"),
            Example("let all: AnyCollection<↓Int!>\n"),
            Example("func load(count: ↓Int!) {}\n"),
            Example("class Screen {\n    weak var owner: ↓Owner!\n}\n"),
            Example("class Screen {\n    weak var owner: ↓Owner!\n}\n", options: "mode: weak_except_iboutlets"),
            Example("@IBOutlet var label: ↓UILabel!\n", options: "mode: all"),
        ]
    )

    public enum Mode: String, Sendable {
        case all
        case allExceptIBOutlets = "all_except_iboutlets"
        case weakExceptIBOutlets = "weak_except_iboutlets"
    }

    public var severity: Severity
    public var mode: Mode

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity, otherKeys: ["mode"])
        mode = .allExceptIBOutlets
        if let options, options.isMapping, let node = options["mode"] {
            let text = try node.string()
            guard let value = Mode(rawValue: text) else {
                throw node.error("expected all, all_except_iboutlets or weak_except_iboutlets, found '\(text)'")
            }
            mode = value
        }
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("!") else { return [] }
        return violations(of: Visitor(mode: mode), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        let mode: Mode

        init(mode: Mode) {
            self.mode = mode
        }

        override func visitPost(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) {
            add(node)
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isOutlet = node.attributes.contains(attributeNamed: "IBOutlet")
            switch mode {
            case .all:
                return .visitChildren
            case .allExceptIBOutlets:
                return isOutlet ? .skipChildren : .visitChildren
            case .weakExceptIBOutlets:
                let isWeak = node.modifiers.contains(keyword: .weak) || node.modifiers.contains(keyword: .unowned)
                return isOutlet || !isWeak ? .skipChildren : .visitChildren
            }
        }
    }
}
