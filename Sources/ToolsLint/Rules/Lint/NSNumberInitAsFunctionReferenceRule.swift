// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `map(NSNumber.init)` may pick the wrong initializer (a compiler bug) and crash; name `init(value:)`.
struct NSNumberInitAsFunctionReferenceRule: Rule {
    static let description = RuleDescription(
        identifier: "ns_number_init_as_function_reference",
        name: "NSNumber Init as Function Reference",
        description: "Passing `NSNumber.init` or `NSDecimalNumber.init` as a function reference is dangerous "
            + "as it can cause the wrong initializer to be used, causing crashes; use `.init(value:)` instead",
        nonTriggeringExamples: [
            Example("[0, 0.2].map(NSNumber.init(value:))\n"),
            Example("let value = NSNumber.init(value: 0.0)\n"),
            Example("[0, 0.2].map { NSDecimalNumber(value: $0) }\n"),
        ],
        triggeringExamples: [
            Example("[0, 0.2].map(↓NSNumber.init)\n"),
            Example("[0, 0.2].map(↓NSDecimalNumber.init)\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("Number.init") else { return }
        walk.visitPost(MemberAccessExprSyntax.self) { node, found in
            guard node.declName.argumentNames?.arguments.isEmpty ?? true, node.declName.baseName.text == "init",
                  node.parent?.is(FunctionCallExprSyntax.self) != true,
                  let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  base == "NSNumber" || base == "NSDecimalNumber" else { return }
            found.add(at: node)
        }
    }
}
