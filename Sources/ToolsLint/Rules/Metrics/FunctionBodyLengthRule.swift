// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Bodies of functions, initializers, deinitializers and subscripts (and a subscript's accessors) should
/// stay short; blank and comment-only lines do not count. Same counting and reasons as SwiftLint's
/// `function_body_length`.
public struct FunctionBodyLengthRule: Rule {
    public static let description = RuleDescription(
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

    public var levels = SeverityLevels(warning: 50, error: 100)

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        guard let options else { return }
        if options.isMapping { try RuleOptions.rejectUnknownKeys(options, known: ["warning", "error"]) }
        levels = try SeverityLevels(options, default: levels)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        // A body longer than the limit needs at least that many lines in the file.
        guard file.lineCount > min(levels.warning, levels.error ?? .max) else { return [] }
        let visitor = FunctionBodies(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        let check = BodyLengthCheck(levels: levels, file: file)
        return visitor.bodies.compactMap { check.check($0, ruleID: identifier) }
    }
}

/// The bodies `function_body_length` measures, with the keyword each is reported at.
private final class FunctionBodies: SyntaxVisitor {
    var bodies: [MeasuredBody] = []

    private func add(_ open: TokenSyntax, _ close: TokenSyntax, _ keyword: TokenSyntax, _ name: String) {
        bodies.append(MeasuredBody(open: open, close: close, keyword: keyword, name: name))
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        guard let body = node.body else { return }
        add(body.leftBrace, body.rightBrace, node.funcKeyword, "Function")
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
        guard let body = node.body else { return }
        add(body.leftBrace, body.rightBrace, node.initKeyword, "Initializer")
    }

    override func visitPost(_ node: DeinitializerDeclSyntax) {
        guard let body = node.body else { return }
        add(body.leftBrace, body.rightBrace, node.deinitKeyword, "Deinitializer")
    }

    override func visitPost(_ node: SubscriptDeclSyntax) {
        // A subscript's own braces count only when they hold the getter's code directly.
        guard let block = node.accessorBlock, case .getter = block.accessors else { return }
        add(block.leftBrace, block.rightBrace, node.subscriptKeyword, "Subscript")
    }

    override func visitPost(_ node: AccessorDeclSyntax) {
        // Only a subscript's accessors are measured, not those of properties.
        guard let body = node.body, node.parent?.parent?.parent?.is(SubscriptDeclSyntax.self) == true else {
            return
        }
        add(body.leftBrace, body.rightBrace, node.accessorSpecifier, "Accessor")
    }
}
