// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Optional `var`s either never written `= nil` (`style: always`, the default) or always (`style: never`),
/// as SwiftLint's `implicit_optional_initialization`.
struct ImplicitOptionalInitializationRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "implicit_optional_initialization",
        name: "Implicit Optional Initialization",
        description: "Optionals should be consistently initialized, either with `= nil` or without.",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("var name: String? {\n  return nil\n}\n"),
            Example("lazy var cache: Int? = nil\nlet constant: String? = nil\n"),
            Example("var count: Int? = 1\nvar name: String?\n"),
            Example("var name: String? { nil }, other: Int?\n"),
            Example("var name: String? = nil\n", options: "style: never"),
            Example("var name: Optional<Int> = nil // note\n", options: "style: never"),
            Example("var name: String? = nil {\n  didSet { print(name) }\n}\n", options: "style: never"),
        ],
        triggeringExamples: [
            Example("var ↓name: String? = nil\n"),
            Example("var ↓name: Optional<Int> = nil\n"),
            Example("var ↓name: String? = nil {\n  didSet { print(name) }\n}\n"),
            Example("func run() {\n    var ↓name: String? = nil\n}\n"),
            Example("var ↓name: String?\n", options: "style: never"),
            Example("var ↓first: Int?, ↓second: Int? = 2\n", options: "style: never"),
        ],
        corrections: [
            Correction(Example("var ↓name: String? = nil\n"), "var name: String?\n"),
            Correction(Example("var ↓name: String? = nil // note\n"), "var name: String? // note\n"),
            Correction(Example("var ↓name: String?\n", options: "style: never"), "var name: String? = nil\n"),
        ]
    )

    var style = Style.always

    enum Style: String, Sendable, OptionEnum {
        /// No `= nil`.
        case always
        /// Always `= nil`.
        case never
    }

    static var options: [RuleOption<Self>] {
        [.severity, .key("style", \.style, "always (no `= nil`) or never (always `= nil`)")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("var") else { return }
        let implicit = style == .always
        let reason = implicit
            ? "Optional should be implicitly initialized without nil"
            : "Optional should be explicitly initialized to nil"
        walk.visitPost(PatternBindingSyntax.self) { node, found in
            guard let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
                  variable.bindingSpecifier.tokenKind == .keyword(.var),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
                  let annotation = node.typeAnnotation, Self.isOptional(annotation.type),
                  Self.onlyObservers(node.accessorBlock) else { return }
            let isNil = node.initializer?.value.is(NilLiteralExprSyntax.self) == true
            if implicit, isNil, let initializer = node.initializer {
                // ` = nil` goes; what followed it stays.
                let start = annotation.endPositionBeforeTrailingTrivia.utf8Offset
                let end = initializer.endPositionBeforeTrailingTrivia.utf8Offset
                found.add(at: node, reason: reason, fix: [TextEdit(start..<end)])
            } else if !implicit, !isNil {
                let end = annotation.endPositionBeforeTrailingTrivia.utf8Offset
                // A non-nil value is not corrected: only a missing one is added.
                found.add(at: node, reason: reason, fix: node.initializer == nil ? [TextEdit(end..<end, " = nil")] : [])
            }
        }
    }

    private static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) { return true }
        if let identifier = type.as(IdentifierTypeSyntax.self), let generics = identifier.genericArgumentClause {
            return generics.arguments.count == 1 && identifier.name.text == "Optional"
        }
        return false
    }

    /// A property with accessors counts only when they are all `willSet`/`didSet`.
    private static func onlyObservers(_ block: AccessorBlockSyntax?) -> Bool {
        guard let block else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy {
            [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
        }
    }
}
