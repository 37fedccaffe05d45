// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `.filter { … }.last` filters the whole collection to keep one element; `.last(where:)` stops early, as
/// SwiftLint's opt-in `last_where` (Realm and Core Data filters, a string or `NSPredicate`, are left alone).
struct LastWhereRule: Rule {
    static let description = RuleDescription(
        identifier: "last_where",
        name: "Last Where",
        description: "Prefer using `.last(where:)` over `.filter { }.last` in collections",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("kinds.filter(excludingKinds.contains).isEmpty && kinds.last == .identifier\n"),
            Example("myList.last(where: { $0 % 2 == 0 })\n"),
            Example("match(pattern: pattern).filter { $0.last == .identifier }\n"),
            Example("(myList.filter { $0 == 1 }.suffix(2)).last\n"),
            Example("collection.filter(\"stringCol = '3'\").last\n"),
            Example("realm.objects(User.self).filter(NSPredicate(format: \"id == %@\", id)).last\n"),
        ],
        triggeringExamples: [
            Example("↓myList.filter { $0 % 2 == 0 }.last\n"),
            Example("↓myList.filter({ $0 % 2 == 0 }).last\n"),
            Example("↓myList.map { $0 + 1 }.filter({ $0 % 2 == 0 }).last\n"),
            Example("↓myList.map { $0 + 1 }.filter({ $0 % 2 == 0 }).last?.something()\n"),
            Example("↓myList.filter(someFunction).last\n"),
            Example("↓myList.filter({ $0 % 2 == 0 })\n.last\n"),
            Example("(↓myList.filter { $0 == 1 }).last\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("filter") else { return }
        walk.visitPost(MemberAccessExprSyntax.self) { node, found in
            guard node.declName.baseName.text == "last", let call = node.base?.callOrSingleParenthesizedCall,
                  call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "filter",
                  !call.arguments.contains(where: { $0.expression.isStoreQueryPredicate }) else { return }
            found.add(at: call)
        }
    }
}
