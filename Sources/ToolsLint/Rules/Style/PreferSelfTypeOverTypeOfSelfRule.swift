// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `Self.member` rather than `type(of: self).member`, as SwiftLint's opt-in
/// `prefer_self_type_over_type_of_self` (`type(of: self)` alone, not followed by a member, is fine).
struct PreferSelfTypeOverTypeOfSelfRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "prefer_self_type_over_type_of_self",
        name: "Prefer Self Type Over Type of Self",
        description: "Prefer `Self` over `type(of: self)` when accessing properties or calling methods",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("class Foo {\n    func bar() {\n        Self.baz()\n    }\n}\n"),
            Example("class Foo {\n    func bar() {\n        print(Self.baz)\n    }\n}\n"),
            Example("class A {\n    func foo(param: B) {\n        type(of: param).bar()\n    }\n}\n"),
            Example("class A {\n    func foo() {\n        print(type(of: self))\n    }\n}\n"),
            Example("class A {\n    func foo() {\n        Other.type(of: self).bar()\n    }\n}\n"),
        ],
        triggeringExamples: [
            Example("class Foo {\n    func bar() {\n        ↓type(of: self).baz()\n    }\n}\n"),
            Example("class Foo {\n    func bar() {\n        print(↓type(of: self).baz)\n    }\n}\n"),
            Example("class Foo {\n    func bar() {\n        print(↓Swift.type(of: self).baz)\n    }\n}\n"),
            Example("let name = ↓type(of: self)\n    .description\n"),
        ],
        corrections: [
            Correction(
                Example("class Foo {\n    func bar() {\n        ↓type(of: self).baz()\n    }\n}\n"),
                "class Foo {\n    func bar() {\n        Self.baz()\n    }\n}\n"
            ),
            Correction(
                Example("class Foo {\n    func bar() {\n        print(↓type(of: self).baz)\n    }\n}\n"),
                "class Foo {\n    func bar() {\n        print(Self.baz)\n    }\n}\n"
            ),
            Correction(
                Example("class Foo {\n    func bar() {\n        print(↓Swift.type(of: self).baz)\n    }\n}\n"),
                "class Foo {\n    func bar() {\n        print(Self.baz)\n    }\n}\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("type"), file.contains("self") else { return }
        walk.visitPost(MemberAccessExprSyntax.self) { node, found in
            guard let call = node.base?.as(FunctionCallExprSyntax.self), Self.isTypeOfSelf(call) else { return }
            found.add(at: call, fix: [TextEdit(replacing: call, with: "Self")])
        }
    }

    /// `type(of: self)` or `Swift.type(of: self)`.
    private static func isTypeOfSelf(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "of",
              argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return false }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "type"
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "type"
                && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift"
        }
        return false
    }
}
