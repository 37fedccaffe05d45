// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Bodies of functions, initializers, deinitializers and subscripts (and a subscript's accessors) should
/// stay short; blank and comment-only lines do not count. Same counting and reasons as SwiftLint's
/// `function_body_length`.
struct FunctionBodyLengthRule: Rule {
    static let description = RuleDescription(
        identifier: "function_body_length",
        name: "Function Body Length",
        description: "Function bodies should not span too many lines",
        nonTriggeringExamples: [
            Example("func reset() {}\n", options: "warning: 2"),
            Example("func reset() {\n    count = 0\n    total = 0\n}\n", options: "warning: 2"),
            Example(
                "func reset() {\n    count = 0\n\n    // Totals are recomputed lazily.\n    /* and cached */\n"
                    + "    total = 0\n}\n",
                options: "warning: 2"
            ),
            Example("var total: Int {\n    let sum = 1\n    let more = 2\n    return sum + more\n}\n",
                    options: "warning: 2"),
            Example("let work = {\n    step()\n    step()\n    step()\n}\n", options: "warning: 2"),
        ],
        triggeringExamples: [
            Example("↓func reset() {\n    count = 0\n    total = 0\n    items = []\n}\n", options: "warning: 2"),
            Example("final class Box {\n    ↓deinit {\n        a()\n        b()\n        c()\n    }\n}\n",
                    options: "warning: 2"),
            Example("struct Box {\n    public ↓init() {\n        a()\n        b()\n        c()\n    }\n}\n",
                    options: "warning: 2"),
            Example(
                "struct Box {\n    ↓subscript(i: Int) -> Int {\n        a()\n        b()\n        return i\n    }\n}\n",
                options: "warning: 2"
            ),
            Example(
                "struct Box {\n    subscript(i: Int) -> Int {\n        ↓get {\n            a()\n            b()\n"
                    + "            return i\n        }\n        ↓set {\n            a()\n            b()\n"
                    + "            c()\n        }\n    }\n}\n",
                options: "warning: 2"
            ),
            Example("↓func reset() {\n    count = 0\n    total = 0\n    items = []\n}\n", options: "[1, 2]"),
            Example("let before = 0\n↓func reset() { count = 0 }\nlet after = 1\n", options: "warning: 2"),
        ]
    )

    var levels = SeverityLevels(warning: 50, error: 100)

    static var options: [RuleOption<Self>] { [.levels(\.levels)] }

    /// The bodies it measures, reported at the keyword of each.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        // A body longer than the limit needs at least that many lines in the file.
        guard file.lineCount > levels.smallest else { return }
        let check = BodyLengthCheck(levels: levels, file: file)
        func add(
            _ open: TokenSyntax, _ close: TokenSyntax, _ keyword: TokenSyntax, _ name: String,
            _ found: inout RuleFindings
        ) {
            check.check(MeasuredBody(open: open, close: close, keyword: keyword, name: name), into: &found)
        }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            guard let body = node.body else { return }
            add(body.leftBrace, body.rightBrace, node.funcKeyword, "Function", &found)
        }
        walk.visitPost(InitializerDeclSyntax.self) { node, found in
            guard let body = node.body else { return }
            add(body.leftBrace, body.rightBrace, node.initKeyword, "Initializer", &found)
        }
        walk.visitPost(DeinitializerDeclSyntax.self) { node, found in
            guard let body = node.body else { return }
            add(body.leftBrace, body.rightBrace, node.deinitKeyword, "Deinitializer", &found)
        }
        walk.visitPost(SubscriptDeclSyntax.self) { node, found in
            // A subscript's own braces count only when they hold the getter's code directly.
            guard let block = node.accessorBlock, case .getter = block.accessors else { return }
            add(block.leftBrace, block.rightBrace, node.subscriptKeyword, "Subscript", &found)
        }
        walk.visitPost(AccessorDeclSyntax.self) { node, found in
            // Only a subscript's accessors are measured, not those of properties.
            guard let body = node.body, node.parent?.parent?.parent?.is(SubscriptDeclSyntax.self) == true else {
                return
            }
            add(body.leftBrace, body.rightBrace, node.accessorSpecifier, "Accessor", &found)
        }
    }
}
