// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Teams that track allocations (or want a place for a breakpoint when chasing leaks) give every class a
/// `deinit`.
struct RequiredDeinitRule: Rule {
    static let description = RuleDescription(
        identifier: "required_deinit",
        name: "Required Deinit",
        description: "Classes should have an explicit deinit method",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("class Apple {\n    deinit { }\n}\n"),
            Example("enum Banana { }\n"),
            Example("protocol Cherry { }\n"),
            Example("struct Damson { }\n"),
            Example(
                "class Outer {\n    deinit { print(\"Deinit Outer\") }\n    class Inner {\n"
                    + "        deinit { print(\"Deinit Inner\") }\n    }\n}"
            ),
            Example("class Apple {\n    #if DEBUG\n    deinit {}\n    #endif\n}\n"),
        ],
        triggeringExamples: [
            Example("↓class Apple { }\n"),
            Example("↓class Banana: NSObject, Equatable { }\n"),
            Example("↓class Cherry {\n    // deinit { }\n}\n"),
            Example("↓class Damson {\n    func deinitialize() { }\n}\n"),
            Example(
                "class Outer {\n    func hello() -> String { return \"outer\" }\n    deinit { }\n"
                    + "    ↓class Inner {\n        func hello() -> String { return \"inner\" }\n    }\n}"
            ),
            Example(
                "↓class Outer {\n    func hello() -> String { return \"outer\" }\n    class Inner {\n"
                    + "        func hello() -> String { return \"inner\" }\n        deinit { }\n    }\n}"
            ),
            Example("func f() {\n    ↓class Local {}\n}\n"),
            Example("final ↓class Apple: NSObject {\n    func f() {\n        class Inner { deinit {} }\n    }\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("class") else { return }
        walk.visitPost(ClassDeclSyntax.self) { node, found in
            if !Self.hasDeinit(node.memberBlock.members) { found.add(at: node.classKeyword) }
        }
    }

    /// A `deinit` among the members, those in `#if` blocks included.
    private static func hasDeinit(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            if member.decl.is(DeinitializerDeclSyntax.self) { return true }
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return false }
            return conditional.clauses.contains { clause in
                if case .decls(let nested) = clause.elements { return hasDeinit(nested) }
                return false
            }
        }
    }
}
