// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A Combine subject others can send to breaks the owner's control of its events: keep the subject private
/// and expose a publisher.
struct PrivateSubjectRule: Rule {
    static let description = RuleDescription(
        identifier: "private_subject",
        name: "Private Combine Subject",
        description: "Combine Subject should be private",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("final class Foobar {\n    private let goodSubject = PassthroughSubject<Bool, Never>()\n}"),
            Example("final class Foobar {\n    private let goodSubject: PassthroughSubject<Bool, Never>\n}\n"),
            Example("final class Foobar {\n    fileprivate let goodSubject: PassthroughSubject<Bool, Never>\n}"),
            Example(
                "final class Foobar {\n    private let goodSubject: PassthroughSubject<Bool, Never> = .init()\n"
                    + "}"
            ),
            Example("final class Foobar {\n    private let goodSubject = CurrentValueSubject<Bool, Never>(false)\n}"),
            Example("final class Foobar {\n    private let goodSubject: CurrentValueSubject<Bool, Never>\n}\n"),
            Example("final class Foobar {\n    fileprivate let goodSubject: CurrentValueSubject<String, Never>\n}"),
            Example(
                "final class Foobar {\n"
                    + "    private let goodSubject: CurrentValueSubject<String, Never> = .init(\"toto\")\n}"
            ),
            Example(
                "final class Foobar {\n    private let goodSubject = PassthroughSubject<Set<String>, Never>()\n"
                    + "}"
            ),
            Example(
                "final class Foobar {\n"
                    + "    private let goodSubject: PassthroughSubject<Set<String>, Never> = .init()\n}"
            ),
            Example(
                "final class Foobar {\n"
                    + "    private let goodSubject: CurrentValueSubject<Set<String>, Never> = .init([])\n}"
            ),
            Example(
                "final class Foobar {\n    private let goodSubject =\n"
                    + "        PassthroughSubject<Bool, Never>()\n}"
            ),
            Example(
                "final class Foobar {\n    private let goodSubject:\n"
                    + "        PassthroughSubject<Bool, Never> = .init()\n}"
            ),
            Example(
                "final class Foobar {\n    private let goodSubject =\n"
                    + "        CurrentValueSubject<Bool, Never>(true)\n}"
            ),
            Example(
                "final class Foobar {\n    private let goodSubject: CurrentValueSubject<Bool, Never>\n"
                    + "    init() {\n        let goodSubject = CurrentValueSubject<Bool, Never>(true)\n"
                    + "        self.goosSubject = goodSubject\n    }\n}"
            ),
            Example("func foo() {\n    let goodSubject = PassthroughSubject<Bool, Never>(true)\n}\n"),
        ],
        triggeringExamples: [
            Example("final class Foobar {\n    let ↓badSubject = PassthroughSubject<Bool, Never>()\n}\n"),
            Example("final class Foobar {\n    let ↓badSubject: PassthroughSubject<Bool, Never>\n}\n"),
            Example("final class Foobar {\n    private(set) let ↓badSubject: PassthroughSubject<Bool, Never>\n}"),
            Example("final class Foobar {\n    private(set) let ↓badSubject = PassthroughSubject<Bool, Never>()\n}"),
            Example("final class Foobar {\n    let ↓goodSubject: PassthroughSubject<Bool, Never> = .init()\n}\n"),
            Example(
                "final class Foobar {\n    private let goodSubject: PassthroughSubject<Bool, Never>\n"
                    + "    private(set) let ↓badSubject = PassthroughSubject<Bool, Never>()\n"
                    + "    private(set) let ↓anotherBadSubject = PassthroughSubject<Bool, Never>()\n}"
            ),
            Example(
                "final class Foobar {\n    private(set) let ↓badSubject = PassthroughSubject<Bool, Never>()\n"
                    + "    private let goodSubject: PassthroughSubject<Bool, Never>\n"
                    + "    private(set) let ↓anotherBadSubject = PassthroughSubject<Bool, Never>()\n}"
            ),
            Example("final class Foobar {\n    let ↓badSubject = CurrentValueSubject<Bool, Never>(true)\n}\n"),
            Example("final class Foobar {\n    let ↓badSubject: CurrentValueSubject<Bool, Never>\n}\n"),
            Example("final class Foobar {\n    private(set) let ↓badSubject: CurrentValueSubject<Bool, Never>\n}"),
            Example(
                "final class Foobar {\n"
                    + "    private(set) let ↓badSubject = CurrentValueSubject<Bool, Never>(false)\n}"
            ),
            Example(
                "final class Foobar {\n"
                    + "    let ↓goodSubject: CurrentValueSubject<String, Never> = .init(\"toto\")\n}"
            ),
            Example(
                "final class Foobar {\n    private let goodSubject: CurrentValueSubject<Bool, Never>\n"
                    + "    private(set) let ↓badSubject = CurrentValueSubject<Bool, Never>(false)\n"
                    + "    private(set) let ↓anotherBadSubject = CurrentValueSubject<Bool, Never>(false)\n}"
            ),
            Example(
                "final class Foobar {\n"
                    + "    private(set) let ↓badSubject = CurrentValueSubject<Bool, Never>(false)\n"
                    + "    private let goodSubject: CurrentValueSubject<Bool, Never>\n"
                    + "    private(set) let ↓anotherBadSubject = CurrentValueSubject<Bool, Never>(true)\n}"
            ),
            Example("final class Foobar {\n    let ↓badSubject = PassthroughSubject<Set<String>, Never>()\n}\n"),
            Example("final class Foobar {\n    let ↓badSubject: PassthroughSubject<Set<String>, Never> = .init()\n}"),
            Example(
                "final class Foobar {\n"
                    + "    let ↓badSubject: CurrentValueSubject<Set<String>, Never> = .init([])\n}"
            ),
            Example("final class Foobar {\n    let ↓badSubject =\n        PassthroughSubject<Bool, Never>()\n}"),
            Example(
                "final class Foobar {\n    let ↓badSubject:\n"
                    + "        PassthroughSubject<Bool, Never> = .init()\n}"
            ),
            Example("final class Foobar {\n    let ↓badSubject =\n        CurrentValueSubject<Bool, Never>(true)\n}"),
        ]
    )

    private static let subjectTypes: Set<String> = ["PassthroughSubject", "CurrentValueSubject"]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("Subject") else { return }
        walk.skipChildren(of: FunctionDeclSyntax.self)
        walk.skipChildren(of: VariableDeclSyntax.self)
        walk.skipChildren(of: SubscriptDeclSyntax.self)
        walk.skipChildren(of: InitializerDeclSyntax.self)
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            guard !node.modifiers.containsPrivateOrFileprivate, !node.modifiers.contains(keyword: .static),
                  !node.modifiers.contains(keyword: .class) else { return }
            for binding in node.bindings where Self.isSubject(binding) {
                found.add(at: binding.pattern)
            }
        }
    }

    /// `let subject: PassthroughSubject<…>` or `let subject = CurrentValueSubject<…>(…)`.
    private static func isSubject(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) {
            if subjectTypes.contains(type.name.text) { return true }
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
              let name = specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return subjectTypes.contains(name)
    }
}
