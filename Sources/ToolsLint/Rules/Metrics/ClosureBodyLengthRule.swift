// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Closure bodies should stay short; blank and comment-only lines do not count. Same counting and reasons
/// as SwiftLint's opt-in `closure_body_length`, reported at the opening brace.
struct ClosureBodyLengthRule: Rule {
    static let description = RuleDescription(
        identifier: "closure_body_length",
        name: "Closure Body Length",
        description: "Closure bodies should not span too many lines",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("foo.bar { $0 }\n"),
            Example("foo.bar { toto in\n}\n"),
            Example("foo.bar { toto in\n\(lets(1))" + String(repeating: "\t// toto\n", count: 15)
                + String(repeating: "\t\n", count: 15) + "}\n"),
            Example("foo.bar { toto in\n\(lets(30))}\n"),
            Example("foo.bar(label: { toto in\n\(lets(30))}) { toto in\n\(lets(30))}\n"),
            Example("let foo: Bar = { toto in\n\tlet bar = Bar()\n\(lets(28))\treturn bar\n}()\n"),
            Example("run {\n    step()\n    step()\n}\n", options: "warning: 2"),
        ],
        triggeringExamples: [
            Example("foo.bar ↓{ toto in\n\(lets(31))}\n"),
            Example("foo.bar(↓{ toto in\n\(lets(31))" + String(repeating: "\t// toto\n", count: 10) + "})\n"),
            Example("foo.bar(label: ↓{ toto in\n\(lets(31))}) ↓{ toto in\n\(lets(31))}\n"),
            Example("let foo: Bar = ↓{ toto in\n\tlet bar = Bar()\n\(lets(29))\treturn bar\n}()\n"),
            Example("run ↓{\n    step()\n    step()\n    step()\n}\n", options: "warning: 2"),
            Example("run ↓{\n    step()\n    step()\n    step()\n}\n", options: "[1, 2]"),
        ]
    )

    /// `count` lines `let aN = 0`, tab-indented, for the examples.
    private static func lets(_ count: Int) -> String {
        (0..<count).map { "\tlet a\($0) = 0\n" }.joined()
    }

    var levels = SeverityLevels(warning: 30, error: 100)

    static var options: [RuleOption<Self>] { [.levels(\.levels)] }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        // A body longer than the limit needs at least that many lines in the file.
        guard file.lineCount > levels.smallest, file.contains("{") else { return }
        let check = BodyLengthCheck(levels: levels, file: file)
        walk.visitPost(ClosureExprSyntax.self) { node, found in
            let body = MeasuredBody(
                open: node.leftBrace, close: node.rightBrace, keyword: node.leftBrace, name: "Closure"
            )
            check.check(body, into: &found)
        }
    }
}
