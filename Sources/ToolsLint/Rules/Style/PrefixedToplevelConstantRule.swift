// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// File-level constants named `kName`, as SwiftLint's opt-in `prefixed_toplevel_constant`: option
/// `only_private` (only `private` and `fileprivate` constants are checked).
struct PrefixedToplevelConstantRule: Rule {
    static let description = RuleDescription(
        identifier: "prefixed_toplevel_constant",
        name: "Prefixed Top-Level Constant",
        description: "Top-level constants should be prefixed by `k`",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("private let kFoo = 20.0\npublic let kFoo = false\ninternal let kFoo = \"Foo\"\nlet kFoo = true\n"),
            Example("let Foo = true\n", options: "only_private: true"),
            Example("struct Foo {\n    let bar = 20.0\n}\n"),
            Example("private var foo = 20.0\nvar foo = true, bar = true\n"),
            Example("let\n    kFoo = true\n"),
            Example("var foo: Int {\n    return a + b\n}\n"),
            Example("let kFoo = {\n    return a + b\n}()\n"),
            Example("var foo: String {\n    let bar = \"\"\n    return bar\n}\n"),
            Example("if condition() {\n    let result = somethingElse()\n    print(result)\n    exit()\n}\n"),
            Example(
                "[1, 2, 3, 1000, 4000].forEach { number in\n    let isSmall = number < 10\n    if isSmall {\n"
                    + "        print(\"\\(number) is a small number\")\n    }\n}\n"
            ),
            Example("let (first, second) = pair\n"),
        ],
        triggeringExamples: [
            Example("private let ↓Foo = 20.0\n"),
            Example("public let ↓Foo = false\n"),
            Example("internal let ↓Foo = \"Foo\"\n"),
            Example("let ↓Foo = true\n"),
            Example("let ↓foo = 2, ↓bar = true\n"),
            Example("let\n    ↓foo = true\n"),
            Example("let ↓foo = {\n    return a + b\n}()\n"),
            Example("fileprivate let ↓foo = 1\nlet bar = 2\n", options: "only_private: true"),
            Example("#if DEBUG\nlet ↓level = 1\n#endif\n"),
        ]
    )

    var onlyPrivate = false

    static var options: [RuleOption<Self>] {
        [.severity, .key("only_private", \.onlyPrivate, "only private and fileprivate constants are checked")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("let") else { return }
        // As SwiftLint's visitor: no declaration's body, code block or closure is looked into.
        walk.skipDescendants(of: SkippedDeclaration.all)
        walk.visit(CodeBlockSyntax.self) { _, _ in .skipChildren }
        walk.visit(ClosureExprSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            guard node.bindingSpecifier.tokenKind == .keyword(.let),
                  !onlyPrivate || node.modifiers.containsPrivateOrFileprivate else { return }
            for binding in node.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                      !pattern.identifier.text.hasPrefix("k") else { continue }
                found.add(at: pattern)
            }
        }
    }
}
