// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `guard let self = self` (or `let self`), always with the same name, as SwiftLint's opt-in `self_binding`:
/// option `bind_identifier` (the name `self` is bound to).
struct SelfBindingRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "self_binding",
        name: "Self Binding",
        description: "Re-bind `self` to a consistent identifier name.",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("if let self = self { return }\n"),
            Example("guard let self = self else { return }\n"),
            Example("if let this = this { return }\n"),
            Example("guard let this = this else { return }\n"),
            Example("if let this = self { return }\n", options: "bind_identifier: this"),
            Example("guard let this = self else { return }\n", options: "bind_identifier: this"),
            Example("guard let self else { return }\n"),
        ],
        triggeringExamples: [
            Example("if let ↓`self` = self { return }\n"),
            Example("guard let ↓`self` = self else { return }\n"),
            Example("if let ↓this = self { return }\n"),
            Example("guard let ↓this = self else { return }\n"),
            Example("if let ↓self = self { return }\n", options: "bind_identifier: this"),
            Example("guard let ↓self = self else { return }\n", options: "bind_identifier: this"),
            Example("if let ↓self { return }\n", options: "bind_identifier: this"),
            Example("guard let ↓self else { return }\n", options: "bind_identifier: this"),
        ],
        corrections: [
            Correction(Example("if let ↓`self` = self { return }\n"), "if let self = self { return }\n"),
            Correction(Example("guard let ↓`self` = self else { return"
                + " }\n"), "guard let self = self else { return }\n"),
            Correction(Example("if let ↓this = self { return }\n"), "if let self = self { return }\n"),
            Correction(Example("guard let ↓this = self else { return }\n"), "guard let self = self else { return }\n"),
            Correction(
                Example("if let ↓self = self { return }\n", options: "bind_identifier: this"),
                "if let this = self { return }\n"
            ),
            Correction(Example("if let ↓self { return }\n", options: "bind_identifier: this"), "if let this = self {"
                + " return }\n"),
            Correction(
                Example("guard let ↓self else { return }\n", options: "bind_identifier: this"),
                "guard let this = self else { return }\n"
            ),
        ]
    )

    var bindIdentifier = "self"

    static var options: [RuleOption<Self>] {
        [.severity, .key("bind_identifier", \.bindIdentifier, "the name `self` is bound to")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("self") else { return }
        walk.visitPost(OptionalBindingConditionSyntax.self) { node, found in
            guard let pattern = node.pattern.as(IdentifierPatternSyntax.self) else { return }
            let name = pattern.identifier
            guard name.text != bindIdentifier else { return }
            let rename = TextEdit(replacing: name, with: bindIdentifier)
            var edits: [TextEdit]
            if let initializer = node.initializer {
                guard initializer.value.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return }
                edits = [rename]
            } else {
                guard name.text == "self", bindIdentifier != "self" else { return }
                // `let self` becomes `let name = self`, the spacing after `self` kept after both.
                let end = name.endPosition.utf8Offset
                edits = [rename, TextEdit(end..<end, "= self" + name.trailingTrivia.description)]
            }
            found.add(at: pattern, reason: "`self` should always be re-bound to `\(bindIdentifier)`", fix: edits)
        }
    }
}
