// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `T!` crashes on first use while nil; outlets are exempt by default (option `mode`).
struct ImplicitlyUnwrappedOptionalRule: Rule {
    static let description = RuleDescription(
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

    enum Mode: String, Sendable, OptionEnum {
        case all
        case allExceptIBOutlets = "all_except_iboutlets"
        case weakExceptIBOutlets = "weak_except_iboutlets"
    }

    var mode = Mode.allExceptIBOutlets

    static var options: [RuleOption<Self>] {
        [.severity, .key("mode", \.mode, "all, all_except_iboutlets or weak_except_iboutlets")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("!") else { return }
        walk.visitPost(ImplicitlyUnwrappedOptionalTypeSyntax.self) { node, found in found.add(at: node) }
        walk.visit(VariableDeclSyntax.self) { node, _ in
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
