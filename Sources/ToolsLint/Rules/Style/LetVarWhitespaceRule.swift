// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A variable declaration among the members of a type or the statements of a file is separated by an empty
/// line from a neighbour of another kind, as SwiftLint's opt-in `let_var_whitespace`. Statements inside
/// functions, closures and accessors are not checked; macro expansions (`#warning`) are neighbours of nothing.
struct LetVarWhitespaceRule: Rule {
    static let description = RuleDescription(
        identifier: "let_var_whitespace",
        name: "Variable Declaration Whitespace",
        description: "Variable declarations should be separated from other statements by a blank line",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("class C {\nlet a = 0\nvar x = 1\n\nvar y = 2\n}\n"),
            Example("class C {\nlet a = 1 +\n    2\nlet b = 5\n}\n"),
            Example("class C {\nvar x: Int {\n    let a = 0\n    return a\n}\n}\n"),
            Example("class C {\n#if os(macOS)\nlet a = 0\n\nfunc f() {}\n#endif\n}\n"),
            Example("""
            class C {
            #warning("TODO: remove it")
            let a = 0
            #warning("TODO: remove it")
            let b = 0
            }

            """),
            Example("class C {\n@objc\nvar s: String = \"\"\n}\n"),
            Example("class C {\nvar x = 0\nlazy\nvar y = 0\n}\n"),
            Example("class C {\n// swiftlint:disable force_cast\n\nlet x = bar as! Bar\n}\n"),
            Example("""
            class C {
            @available(swift 4)
            @UserDefault("param", defaultValue: true)
            var isEnabled = true


            """
                + "@Attribute\nfunc f() {}\n}\n"),
            Example("a = 2\n\nvar b = 3\n"),
            Example("#warning(\"message\")\nlet a = 2\n"),
            Example("f {\n    let a = 1\n    return a\n}\n"),
            Example("""
            func f() {
                #if os(macOS)
                let a = 2
                return a
                #else
                return 1
                #endif
            }

            """),
            Example("class C {\nlet a = 0\n// note\n\nfunc f() {}\n}\n"),
        ],
        triggeringExamples: [
            Example("class C {\nlet a\n↓func x() {}\n}\n"),
            Example("class C {\nvar x = 0\n↓@objc func f() {}\n}\n"),
            Example("class C {\n@objc func f() {\n}\n↓var x = 0\n}\n"),
            Example("""
            class C {
            func f() {}
            ↓@Wapper
            let isNumber = false
            @Wapper
            var isEnabled = true
            ↓func g() {}
            }

            """),
            Example("class C {\n#if os(macOS)\nlet a = 0\n↓func f() {}\n#endif\n}\n"),
            Example("let a = 2\n↓b = 1\n"),
            Example("#if os(macOS)\nlet a = 0\n↓func f() {}\n#else\nfunc f() {}\n↓let a = 1\n#endif\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("let") || file.contains("var") else { return }
        walk.visitPost(MemberBlockItemListSyntax.self) { node, found in
            Self.check(node.map { Syntax($0.decl) }, &found)
        }
        walk.visitPost(CodeBlockItemListSyntax.self) { node, found in
            guard Self.isChecked(node) else { return }
            Self.check(node.map { Syntax($0.item) }, &found)
        }
    }

    private static func check(_ items: [Syntax], _ found: inout RuleFindings) {
        for (item, next) in zip(items, items.dropFirst()) {
            guard !isMacroExpansion(item), !isMacroExpansion(next), item.kind != next.kind,
                  item.kind == .variableDecl || next.kind == .variableDecl,
                  newlineCount(item.trailingTrivia) + newlineCount(next.leadingTrivia) < 2 else { continue }
            found.add(at: next)
        }
    }

    private static func isMacroExpansion(_ node: Syntax) -> Bool {
        node.is(MacroExpansionDeclSyntax.self) || node.is(MacroExpansionExprSyntax.self)
    }

    /// Line feeds only, as SwiftLint counts them (`\r\n` pieces do not count).
    private static func newlineCount(_ trivia: Trivia) -> Int {
        trivia.reduce(0) { count, piece in
            if case .newlines(let number) = piece { return count + number }
            return count
        }
    }

    /// Statements at the top of a file or of a `#if` there or among members; not inside a body.
    private static func isChecked(_ list: CodeBlockItemListSyntax) -> Bool {
        var current = list.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .closureExpr, .codeBlock, .accessorBlock: return false
            case .memberBlock, .sourceFile: return true
            default: current = ancestor.parent
            }
        }
        return false
    }
}
