// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// At file scope `private` means `fileprivate`; SwiftLint's `private_over_fileprivate` prefers the shorter.
/// Extensions are checked only with `validate_extensions`.
public struct PrivateOverFilePrivateRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "private_over_fileprivate",
        name: "Private over Fileprivate",
        description: "Prefer `private` over `fileprivate` declarations",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("extension String {}\nprivate extension Int {}\n"),
            Example("fileprivate extension String {}\n"),
            Example("extension String {\n  fileprivate func run() {}\n}\n"),
            Example("class Box {\n  fileprivate let size = 4\n}\n"),
            Example("struct Outer {\n  struct Inner {\n    fileprivate struct Deepest {}\n  }\n}\n"),
        ],
        triggeringExamples: [
            Example("↓fileprivate enum Kind {}\n"),
            Example("↓fileprivate class Box {\n  fileprivate(set) var size = 4\n}\n"),
            Example("↓fileprivate func run() {}\n↓fileprivate var count = 0\n↓fileprivate typealias Name = String\n"),
            Example("#if DEBUG\n↓fileprivate func debug() {}\n#endif\n"),
            Example("↓fileprivate(set) var count = 0\n"),
            Example("↓fileprivate extension String {}\n", options: "validate_extensions: true"),
        ],
        corrections: [
            Correction(Example("↓fileprivate enum Kind {}\n"), "private enum Kind {}\n"),
            Correction(
                Example("↓fileprivate enum Kind { fileprivate class A {} }\n"),
                "private enum Kind { fileprivate class A {} }\n"
            ),
        ]
    )

    public var severity: Severity
    public var validatesExtensions: Bool

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["validate_extensions"]
        )
        validatesExtensions = try PlainOptions.bool(options, "validate_extensions", default: false)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        findings(in: file).map { violation(in: file, atByte: $0.violationOffset, severity: severity) }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [TextEdit] {
        guard file.contains("fileprivate") else { return [] }
        let visitor = Visitor(validatesExtensions: validatesExtensions)
        visitor.walk(file.tree)
        return visitor.edits
    }

    /// Only file-scope declarations: nothing inside a declaration is looked at.
    private final class Visitor: SyntaxVisitor {
        let validatesExtensions: Bool
        var edits: [TextEdit] = []

        init(validatesExtensions: Bool) {
            self.validatesExtensions = validatesExtensions
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers) }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers) }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers) }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers) }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers) }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            validatesExtensions ? check(node.modifiers) : .skipChildren
        }

        private func check(_ modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
            if let modifier = modifiers.first(where: { $0.name.tokenKind == .keyword(.fileprivate) }) {
                let start = modifier.name.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = modifier.name.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(TextEdit(violationOffset: start, range: start..<end, replacement: "private"))
            }
            return .skipChildren
        }
    }
}
