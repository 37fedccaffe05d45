// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `String(value)` rather than `String.init(value)`, as SwiftLint's opt-in `explicit_init`; with
/// `include_bare_init`, `.init(…)` without a type is reported too.
struct ExplicitInitRule: CorrectableRule {
    static let description = RuleDescription(
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

    var includesBareInit = false

    static var options: [RuleOption<Self>] {
        [.severity, .key("include_bare_init", \.includesBareInit, "a bare `.init(…)` is reported too")]
    }

    /// `--fix` removes `.init` after a type; a bare `.init` is reported, not fixed.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("init") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard let called = node.calledExpression.as(MemberAccessExprSyntax.self),
                  called.declName.baseName.text == "init" else { return }
            if let base = called.base {
                guard Self.looksLikeType(base) else { return }
                let start = base.endPositionBeforeTrailingTrivia.utf8Offset
                let end = called.endPositionBeforeTrailingTrivia.utf8Offset
                found.add(atByte: start, fix: [TextEdit(start..<end)])
            } else if includesBareInit {
                found.add(at: called.period, reason: "Prefer named constructors over .init and type inference")
            }
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
private extension String {
    var startsUppercase: Bool { first?.isUppercase == true }
}
