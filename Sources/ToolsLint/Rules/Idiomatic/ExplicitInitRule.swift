// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `String(value)` rather than `String.init(value)`, as SwiftLint's opt-in `explicit_init`; with
/// `include_bare_init`, `.init(…)` without a type is reported too.
public struct ExplicitInitRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "explicit_init",
        name: "Explicit Init",
        description: "Explicitly calling .init() should be avoided",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("class Model: NSObject {\n    override init() {\n        super.init()\n    }\n}\n"),
            Example("extension Size {\n    init() {\n        self.init(width: 1)\n    }\n}\n"),
            Example("let texts = numbers.map(String.init)\n"),
            Example("let made = types.map { $0.init(1) }\nlet other = types.map { type in type.init(1) }\n"),
            Example("let value = Module.Namespace.someType.init()\n"),
            Example("let point: Point = .init(x: 1)\n"),
        ],
        triggeringExamples: [
            Example("let texts = numbers.map { String↓.init($0) }\n"),
            Example("let made = types.map { Kind in Kind↓.init(1) }\n"),
            Example("let value = Module.Namespace.Extra↓.init()\nlet set = Set<Module.Category>↓.init()\n"),
            Example("let point: Point = ↓.init(x: 1)\n", options: "include_bare_init: true"),
        ],
        corrections: [
            Correction(Example("let texts = numbers.map { String↓.init($0) }\n"
                + ""), "let texts = numbers.map { String($0) }\n"),
            Correction(Example("let set = Set<Module.Category>↓.init()\n"), "let set = Set<Module.Category>()\n"),
        ]
    )

    public var severity: Severity
    public var includesBareInit: Bool

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["include_bare_init"]
        )
        includesBareInit = try PlainOptions.bool(options, "include_bare_init", default: false)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        let reason = "Prefer named constructors over .init and type inference"
        return findings(in: file).map {
            violation(in: file, atByte: $0.edit.violationOffset, severity: severity, reason: $0.bare ? reason : nil)
        }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file).filter { !$0.bare }.map(\.edit), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [(edit: TextEdit, bare: Bool)] {
        guard file.contains("init") else { return [] }
        let visitor = Visitor(includesBareInit: includesBareInit)
        visitor.walk(file.tree)
        return visitor.found
    }

    private final class Visitor: SyntaxVisitor {
        let includesBareInit: Bool
        var found: [(edit: TextEdit, bare: Bool)] = []

        init(includesBareInit: Bool) {
            self.includesBareInit = includesBareInit
            super.init(viewMode: .sourceAccurate)
        }

        override func visitPost(_ node: FunctionCallExprSyntax) {
            guard let called = node.calledExpression.as(MemberAccessExprSyntax.self),
                  called.declName.baseName.text == "init" else { return }
            if let base = called.base {
                guard Self.looksLikeType(base) else { return }
                let start = base.endPositionBeforeTrailingTrivia.utf8Offset
                let end = called.endPositionBeforeTrailingTrivia.utf8Offset
                found.append((TextEdit(violationOffset: start, range: start..<end, replacement: ""), false))
            } else if includesBareInit {
                let at = called.period.positionAfterSkippingLeadingTrivia.utf8Offset
                found.append((TextEdit(violationOffset: at, range: at..<at, replacement: ""), true))
            }
        }

        /// `String`, `Outer.Inner` or `Set<Element>`: names that start with a capital, as SwiftLint checks.
        private static func looksLikeType(_ base: ExprSyntax) -> Bool {
            if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.startsUppercase }
            if let member = base.as(MemberAccessExprSyntax.self) {
                return member.description.split(separator: ".").allSatisfy { $0.first?.isUppercase == true }
            }
            let generic = base.as(GenericSpecializationExprSyntax.self)
            if let reference = generic?.expression.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text.startsUppercase
            }
            return false
        }
    }
}

private extension String {
    var startsUppercase: Bool { first?.isUppercase == true }
}
