// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Optional `var`s either never written `= nil` (`style: always`, the default) or always (`style: never`),
/// as SwiftLint's `implicit_optional_initialization`.
public struct ImplicitOptionalInitializationRule: CorrectableRule {
    public static let description = RuleDescription(
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

    public var severity: Severity
    /// True for `style: always` (no `= nil`).
    public var implicit: Bool

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity, otherKeys: ["style"])
        implicit = true
        guard let node = options?.isMapping == true ? options?["style"] : nil else { return }
        let style = try node.string()
        guard style == "always" || style == "never" else {
            throw node.error("unknown style '\(style)'", hint: "use 'always' or 'never'")
        }
        implicit = style == "always"
    }

    public func validate(_ file: LintFile) -> [Violation] {
        let reason = implicit
            ? "Optional should be implicitly initialized without nil"
            : "Optional should be explicitly initialized to nil"
        return findings(in: file).map {
            violation(in: file, atByte: $0.violationOffset, severity: severity, reason: reason)
        }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [TextEdit] {
        guard file.contains("var") else { return [] }
        let visitor = Visitor(implicit: implicit)
        visitor.walk(file.tree)
        return visitor.edits
    }

    private final class Visitor: SyntaxVisitor {
        let implicit: Bool
        var edits: [TextEdit] = []

        init(implicit: Bool) {
            self.implicit = implicit
            super.init(viewMode: .sourceAccurate)
        }

        override func visitPost(_ node: PatternBindingSyntax) {
            guard let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
                  variable.bindingSpecifier.tokenKind == .keyword(.var),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
                  let annotation = node.typeAnnotation, Self.isOptional(annotation.type),
                  Self.onlyObservers(node.accessorBlock) else { return }
            let isNil = node.initializer?.value.is(NilLiteralExprSyntax.self) == true
            let at = node.positionAfterSkippingLeadingTrivia.utf8Offset
            if implicit, isNil, let initializer = node.initializer {
                // ` = nil` goes; what followed it stays.
                let start = annotation.endPositionBeforeTrailingTrivia.utf8Offset
                let end = initializer.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(TextEdit(violationOffset: at, range: start..<end, replacement: ""))
            } else if !implicit, !isNil {
                let end = annotation.endPositionBeforeTrailingTrivia.utf8Offset
                // A non-nil value is not corrected: only a missing one is added.
                let range = node.initializer == nil ? end..<end : at..<at
                let replacement = node.initializer == nil ? " = nil" : ""
                edits.append(TextEdit(violationOffset: at, range: range, replacement: replacement))
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
}
