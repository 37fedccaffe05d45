// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An empty body (`{}`) says nothing about why it is empty: a statement or a comment does.
struct NoEmptyBlockRule: Rule {
    static let description = RuleDescription(
        identifier: "no_empty_block",
        name: "No Empty Block",
        description: "Code blocks should contain at least one statement or comment",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("func f() {\n    /* do something */\n}\n\nvar flag = true {\n"
                + "    willSet { /* do something */ }\n}\n"),
            Example("class Apple {\n    init() { /* do something */ }\n\n    deinit { /* do something */ }\n}\n"),
            Example("for _ in 0..<10 { /* do something */ }\n\ndo {\n    /* do something */\n} catch {\n"
                + "    /* do something */\n}\n\nfunc f() {\n    defer {\n        /* do something */\n"
                + "    }\n    print(\"other code\")\n}\n\nif flag {\n    /* do something */\n} else {\n"
                + "    /* do something */\n}\n\nrepeat { /* do something */ } while (flag)\n\n"
                + "while i < 10 { /* do something */ }\n"),
            Example("func f() {}\n\nvar flag = true {\n    willSet {}\n}\n",
                    options: "disabled_block_types: [function_bodies]"),
            Example("class Apple {\n    init() {}\n\n    deinit {}\n}\n",
                    options: "disabled_block_types: [initializer_bodies]"),
            Example("for _ in 0..<10 {}\n\ndo {\n} catch {\n}\n\nfunc f() {\n    defer {}\n"
                + "    print(\"other code\")\n}\n\nif flag {\n} else {\n}\n\nrepeat {} while (flag)\n\n"
                + "while i < 10 {}\n", options: "disabled_block_types: [statement_blocks]"),
            Example("f { _ in /* comment */ }\nf { _ in // comment\n}\nf { _ in\n    // comment\n}\n"),
            Example("f {}\n{}()\n", options: "disabled_block_types: [closure_blocks]"),
            Example("guard ready else {\n    return\n}\nswitch value {\ndefault: break\n}\n"),
            Example("func f() {}\ninit() {}\nif flag {} else {}\nf {}\n", options: "allow_compact_empty_blocks: true"),
        ],
        triggeringExamples: [
            Example("func f() ↓{}\n\nvar flag = true {\n    willSet ↓{}\n}\n"),
            Example("class Apple {\n    init() ↓{}\n\n    deinit ↓{}\n}\n"),
            Example("for _ in 0..<10 ↓{}\n\ndo ↓{\n} catch ↓{\n}\n\nfunc f() {\n    defer ↓{}\n"
                + "    print(\"other code\")\n}\n\nif flag ↓{\n} else ↓{\n}\n\nrepeat ↓{} while (flag)\n\n"
                + "while i < 10 ↓{}\n"),
            Example("f ↓{}\n"),
            Example("Button ↓{} label: ↓{}\n"),
            Example("func spaced() ↓{ }\nfunc multiline() ↓{\n}\nf ↓{ }\nf ↓{ _ in }\n",
                    options: "allow_compact_empty_blocks: true"),
        ]
    )

    enum BlockType: String, Sendable, OptionEnum {
        case functionBodies = "function_bodies"
        case initializerBodies = "initializer_bodies"
        case statementBlocks = "statement_blocks"
        case closureBlocks = "closure_blocks"
    }

    var disabledBlockTypes: [BlockType] = []
    /// Whether `{}` with nothing between the braces passes (SwiftLint 0.65.1); `{ }` and `{⏎}` still do not.
    var allowsCompactEmptyBlocks = false

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("disabled_block_types", \.disabledBlockTypes,
                 "blocks not checked: function_bodies, initializer_bodies, statement_blocks, closure_blocks"),
            .key("allow_compact_empty_blocks", \.allowsCompactEmptyBlocks,
                 "empty blocks written {} with nothing between the braces are not reported"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("{") else { return }
        let enabled = Set(BlockType.allCases).subtracting(disabledBlockTypes)
        let allowsCompact = allowsCompactEmptyBlocks
        walk.visitPost(CodeBlockSyntax.self) { node, found in
            guard let type = Self.blockType(of: node), enabled.contains(type) else { return }
            Self.check(node.leftBrace, node.statements, node.rightBrace, allowsCompact: allowsCompact, &found)
        }
        if enabled.contains(.closureBlocks) {
            walk.visitPost(ClosureExprSyntax.self) { node, found in
                guard node.signature?.inKeyword.trailingTrivia.contains(where: \.isComment) != true else { return }
                Self.check(node.leftBrace, node.statements, node.rightBrace, allowsCompact: allowsCompact, &found)
            }
        }
    }

    /// What a block belongs to; `guard` bodies cannot be empty, other blocks are not checked.
    private static func blockType(of block: CodeBlockSyntax) -> BlockType? {
        guard let parent = block.parent else { return nil }
        if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) { return .functionBodies }
        if parent.is(InitializerDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self) {
            return .initializerBodies
        }
        if parent.is(ForStmtSyntax.self) || parent.is(DoStmtSyntax.self) || parent.is(WhileStmtSyntax.self)
            || parent.is(RepeatStmtSyntax.self) || parent.is(IfExprSyntax.self) || parent.is(CatchClauseSyntax.self)
            || parent.is(DeferStmtSyntax.self) {
            return .statementBlocks
        }
        return nil
    }

    /// No statements, and no comment after the opening brace or before the closing one (with
    /// `allowsCompact`, something between the braces).
    private static func check(
        _ open: TokenSyntax, _ statements: CodeBlockItemListSyntax, _ close: TokenSyntax, allowsCompact: Bool,
        _ found: inout RuleFindings
    ) {
        guard statements.isEmpty, !open.trailingTrivia.contains(where: \.isComment),
              !close.leadingTrivia.contains(where: \.isComment)
        else { return }
        if allowsCompact, open.trailingTrivia.isEmpty, close.leadingTrivia.isEmpty { return }
        found.add(at: open)
    }
}
