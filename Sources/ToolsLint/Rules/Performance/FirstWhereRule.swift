// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `.filter { … }.first` filters the whole collection to keep one element; `.first(where:)` stops early.
struct FirstWhereRule: Rule {
    static let description = RuleDescription(
        identifier: "first_where",
        name: "First Where",
        description: "Prefer using `.first(where:)` over `.filter { }.first` in collections",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("kinds.filter(excluded.contains).isEmpty && kinds.first == .identifier\n"),
            Example("items.first(where: { $0 % 2 == 0 })\n"),
            Example("(items.filter { $0 == 1 }.suffix(2)).first\n"),
            Example("results.filter(\"name = 'x'\").first\n"),
            Example("realm.objects(User.self).filter(NSPredicate(format: \"id == %@\", id)).first\n"),
        ],
        triggeringExamples: [
            Example("↓items.filter { $0 % 2 == 0 }.first\n"),
            Example("↓items.map { $0 + 1 }.filter({ $0 % 2 == 0 }).first?.description\n"),
            Example("↓items.filter(isEven).first\n"),
            Example("↓items.filter({ $0 % 2 == 0 })\n.first\n"),
            Example("(↓items.filter { $0 == 1 }).first\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("filter") else { return }
        walk.visitPost(MemberAccessExprSyntax.self) { node, found in
            guard node.declName.baseName.text == "first", let call = node.base?.unparenthesizedCall,
                  call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "filter",
                  !call.arguments.contains(where: { $0.expression.isStoreQueryPredicate }) else { return }
            found.add(at: call)
        }
    }
}
