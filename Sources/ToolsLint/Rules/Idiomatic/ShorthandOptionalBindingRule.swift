// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `if let value {` rather than `if let value = value {`, as SwiftLint's opt-in `shorthand_optional_binding`.
struct ShorthandOptionalBindingRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "shorthand_optional_binding",
        name: "Shorthand Optional Binding",
        description: "Use shorthand syntax for optional binding",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("if let value {}\nif let value = other {}\n"),
            Example("guard let value = make() else { return }\nif var value = value() {}\n"),
            Example("if let value = value as? Int {}\n"),
            Example("guard let `self` = self else { return }\n"),
            Example("while var item { item = nil }\n"),
        ],
        triggeringExamples: [
            Example("if ↓let value = value {}\nif ↓let self = self {}\n"),
            Example("if ↓var `self` = `self` {}\n"),
            Example("if count > 0, ↓let value = value, ↓var other = other {}\n"),
            Example("guard ↓let value = value else { return }\n"),
            Example("while ↓var item = item { item = nil }\n"),
        ],
        corrections: [
            Correction(Example("if ↓let value = value {}\n"), "if let value {}\n"),
            Correction(
                Example("guard ↓let i = i, ↓var j = j  , ↓let k  = k else { return }\n"),
                "guard let i, var j  , let k else { return }\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("=") else { return }
        walk.visitPost(OptionalBindingConditionSyntax.self) { node, found in
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                  let initializer = node.initializer,
                  let value = initializer.value.as(DeclReferenceExprSyntax.self),
                  name.text == value.baseName.text else { return }
            // ` = value` goes; what followed the value (spacing before a comma or brace) stays.
            let start = node.pattern.endPositionBeforeTrailingTrivia.utf8Offset
            let end = initializer.endPositionBeforeTrailingTrivia.utf8Offset
            let at = node.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset
            found.add(atByte: at, fix: [TextEdit(start..<end, "")])
        }
    }
}
