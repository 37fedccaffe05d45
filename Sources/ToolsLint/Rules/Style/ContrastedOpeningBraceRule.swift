// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Opening braces of blocks and member lists on the line after the declaration or statement they open, in
/// the column where that starts, as SwiftLint's opt-in `contrasted_opening_brace` (the opposite of
/// `opening_brace`). `--fix` moves the brace to a new line, after any comment before it.
///
/// The column a brace belongs in: that of the statement or declaration the block belongs to (the first `if` of
/// an `else if` chain, the `do` of a `catch`, the variable of accessors), and for a trailing closure that of
/// the first token of the line the closure's call (or label) is on.
struct ContrastedOpeningBraceRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "contrasted_opening_brace",
        name: "Contrasted Opening Brace",
        description: "The correct positioning of braces that introduce a block of code or member list is highly "
            + "controversial. No matter which style is preferred, consistency is key. Apart from different tastes, "
            + "the positioning of braces can also have a significant impact on the readability of the code, "
            + "especially for visually impaired developers. This rule ensures that braces are on a separate line "
            + "after the declaration to contrast the code block from the rest of the declaration. Comments between "
            + "the declaration and the opening brace are respected. Check out the `opening_brace` rule for a "
            + "different style.",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("func abc()\n{\n}\n"),
            Example("[].map()\n{\n    $0\n}\n"),
            Example("[].map(\n    {\n    }\n)\n"),
            Example("guard let a = b else\n{\n}\n"),
            Example("struct Parent\n{\n    struct Child\n    {\n        let foo: Int\n    }\n}\n"),
            Example("func f(rect: CGRect)\n{\n    {\n        print(rect)\n    }()\n}\n"),
            Example("@MyProperty class Rule:\n  NSObject\n{\n  var a: String\n  {\n    return \"\"\n  }\n}\n"),
            Example("let pattern = #/(\\{(?<key>\\w+)\\})/#\n"),
            Example("if c\n{}\nelse\n{}\n"),
            Example("    if c /* comment */\n    {\n        return\n    }\n"),
            Example("if c1\n{\n  return\n} else if c2\n{\n  return\n} else if c3\n{\n  return\n}\n"),
            Example("let a = f.map\n{ a in\n    a\n}\n"),
            Example("do\n{\n} catch\n{\n}\n"),
        ],
        triggeringExamples: [
            Example("func abc()↓{\n}\n"),
            Example("func abc() ↓{ }\n"),
            Example("[].map ↓{ $0 }\n"),
            Example("""
            struct OldContentView: View ↓{
              @State private var showOptions = false

              var body: some View ↓{
                Button(action: {
                  self.showOptions.toggle()
                })↓{
                  Image(systemName: "gear")
                } label: ↓{
                  Image(systemName: "gear")
                }
              }
            }

            """),
            Example("class Rule\n{\n  var a: String↓{\n    return \"\"\n  }\n}\n"),
            Example("""
            @MyProperty class Rule
            {
              var a: String
              {
                willSet↓{

                }
                didSet  ↓{

                }
              }
            }

            """),
            Example("precedencegroup Group ↓{\n  assignment: true\n}\n"),
            Example("if\n    \"test\".isEmpty ↓{\n    // code here\n}\n"),
            Example("if c  ↓{}\nelse /* comment */  ↓{}\n"),
            Example("if c1 ↓{\n  return\n} else if c2↓{\n  return\n} else if c3\n ↓{\n  return\n}\n"),
            Example("func f()\n{\n    return a.map\n            ↓{ $0 }\n}\n"),
            Example("a ↓{\n    $0\n} b: ↓{\n    $1\n}\n"),
            Example("let c = switch x\n↓{\ndefault: 1\n}\n"),
        ],
        corrections: [
            Correction(Example("struct Rule↓{}\n"), "struct Rule\n{}\n"),
            Correction(
                Example("struct Parent ↓{\n    struct Child ↓{\n        let foo: Int\n    }\n}\n"),
                "struct Parent\n{\n    struct Child\n    {\n        let foo: Int\n    }\n}\n"
            ),
            Correction(Example("[].map()↓{ $0 }\n"), "[].map()\n{ $0 }\n"),
            Correction(Example("@MyProperty actor MyActor<T>  ↓{\n\n}\n"), "@MyProperty actor MyActor<T>\n{\n\n}\n"),
            Correction(Example("do ↓{\n\n} catch              ↓{\n\n}\n"), "do\n{\n\n} catch\n{\n\n}\n"),
            Correction(
                Example("""
                if varDecl.parent?.is(CodeBlockItemSyntax.self) == true // Local variable declaration
                    || varDecl.bindings.onlyElement?.accessor != nil    // Computed property
                    || !node.type.is(SimpleTypeIdentifierSyntax.self) ↓{ // Complex or collection type
                    return .visitChildren
                }

                """),
                """
                if varDecl.parent?.is(CodeBlockItemSyntax.self) == true // Local variable declaration
                    || varDecl.bindings.onlyElement?.accessor != nil    // Computed property
                    || !node.type.is(SimpleTypeIdentifierSyntax.self)
                { // Complex or collection type
                    return .visitChildren
                }

                """
            ),
            Correction(
                Example("@MyProperty class Rule\n{\n  var a: String ↓{\n    didSet  ↓{\n\n    }\n  }\n}\n"),
                "@MyProperty class Rule\n{\n  var a: String\n  {\n    didSet\n    {\n\n    }\n  }\n}\n"
            ),
            Correction(Example("if c /* comment */    ↓{\n    return\n}\n"), "if c /* comment */\n{\n    return\n}\n"),
            Correction(
                Example("""
                func foo() ↓{
                    if q1, q2 ↓{
                        do1()
                    } else if q3, q4 ↓{
                        do2()
                    }
                }

                """),
                "func foo()\n{\n    if q1, q2\n    {\n        do1()\n    } else if q3, q4\n    {\n        do2()\n"
                    + "    }\n}\n"
            ),
            Correction(Example("a.b ↓{ $0 }\n .c ↓{ $1 }\n"), "a.b\n{ $0 }\n .c\n { $1 }\n"),
            Correction(Example("a ↓{\n    $0\n} b: ↓{\n    $1\n}\n"), "a\n{\n    $0\n} b:\n{\n    $1\n}\n"),
            Correction(Example("struct Rule ↓{}\r\n"), "struct Rule\r\n{}\r\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("{") else { return }
        walk.visitPost(AccessorDeclSyntax.self) { node, found in check(node.body, file, &found) }
        walk.visitPost(ActorDeclSyntax.self) { node, found in check(node.memberBlock, file, &found) }
        walk.visitPost(CatchClauseSyntax.self) { node, found in check(node.body, file, &found) }
        walk.visitPost(ClassDeclSyntax.self) { node, found in check(node.memberBlock, file, &found) }
        walk.visitPost(ClosureExprSyntax.self) { node, found in
            // Trailing closures only: a closure passed as an argument may start anywhere.
            guard let parent = node.parent, !parent.is(LabeledExprSyntax.self),
                  parent.is(FunctionCallExprSyntax.self) || parent.is(MultipleTrailingClosureElementSyntax.self),
                  node.keyPathInParent != \FunctionCallExprSyntax.calledExpression else { return }
            check(node, file, &found)
        }
        walk.visitPost(DeferStmtSyntax.self) { node, found in check(node.body, file, &found) }
        walk.visitPost(DoStmtSyntax.self) { node, found in check(node.body, file, &found) }
        walk.visitPost(EnumDeclSyntax.self) { node, found in check(node.memberBlock, file, &found) }
        walk.visitPost(ExtensionDeclSyntax.self) { node, found in check(node.memberBlock, file, &found) }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in check(node.body, file, &found) }
        walk.visitPost(ForStmtSyntax.self) { node, found in check(node.body, file, &found) }
        walk.visitPost(GuardStmtSyntax.self) { node, found in check(node.body, file, &found) }
        walk.visitPost(IfExprSyntax.self) { node, found in
            check(node.body, file, &found)
            if case .codeBlock(let body) = node.elseBody { check(body, file, &found) }
        }
        walk.visitPost(InitializerDeclSyntax.self) { node, found in check(node.body, file, &found) }
        walk.visitPost(PatternBindingSyntax.self) { node, found in check(node.accessorBlock, file, &found) }
        walk.visitPost(PrecedenceGroupDeclSyntax.self) { node, found in check(node, file, &found) }
        walk.visitPost(ProtocolDeclSyntax.self) { node, found in check(node.memberBlock, file, &found) }
        walk.visitPost(RepeatStmtSyntax.self) { node, found in check(node.body, file, &found) }
        walk.visitPost(StructDeclSyntax.self) { node, found in check(node.memberBlock, file, &found) }
        walk.visitPost(SwitchExprSyntax.self) { node, found in check(node, file, &found) }
        walk.visitPost(WhileStmtSyntax.self) { node, found in check(node.body, file, &found) }
    }

    private func check(_ node: (some BracedSyntax)?, _ file: LintFile, _ found: inout RuleFindings) {
        guard let node, node.leftBrace.presence == .present,
              let previous = node.leftBrace.previousToken(viewMode: .sourceAccurate) else { return }
        let brace = node.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        let column = Self.decidingNode(of: node)
            .map { file.byteColumn(atByte: $0.positionAfterSkippingLeadingTrivia.utf8Offset) } ?? 0
        let previousEnd = previous.endPositionBeforeTrailingTrivia.utf8Offset
        if file.lineNumber(atByte: previousEnd) + 1 == file.lineNumber(atByte: brace),
           file.byteColumn(atByte: brace) == column {
            return
        }
        // Comments between the two stay where they are; the brace goes on the line after them.
        var between = Array((previous.trailingTrivia + node.leftBrace.leadingTrivia).description.utf8)
        while let last = between.last, [0x20, 0x09, 0x0A, 0x0D].contains(last) { between.removeLast() }
        let start = min(previousEnd + between.count, brace)
        found.add(
            atByte: brace, reason: "Opening brace should be on a separate line",
            fix: [TextEdit(start..<brace, file.fileLineBreak + String(repeating: " ", count: column))]
        )
    }

    /// The node or token whose column the brace belongs in.
    private static func decidingNode(of node: some BracedSyntax) -> Syntax? {
        let parent = node.parent
        if let clause = parent?.as(CatchClauseSyntax.self) {
            return clause.parent?.as(CatchClauseListSyntax.self)?.parent?.as(DoStmtSyntax.self).map(Syntax.init)
        }
        if var conditional = parent?.as(IfExprSyntax.self) {
            while conditional.keyPathInParent == \IfExprSyntax.elseBody,
                  let outer = conditional.parent?.as(IfExprSyntax.self) {
                conditional = outer
            }
            return Syntax(conditional)
        }
        if let binding = parent?.as(PatternBindingSyntax.self) {
            let declaration = binding.parent?.as(PatternBindingListSyntax.self)?.parent?.as(VariableDeclSyntax.self)
            return declaration.map(Syntax.init)
        }
        if let closure = node.as(ClosureExprSyntax.self),
           closure.keyPathInParent == \FunctionCallExprSyntax.trailingClosure {
            return Syntax(firstTokenOfLine(before: closure.leftBrace))
        }
        if let label = parent?.as(MultipleTrailingClosureElementSyntax.self)?.label {
            return Syntax(firstTokenOfLine(before: label))
        }
        return parent
    }

    /// The nearest token before `token` whose leading trivia holds a line break (or the file's first token).
    private static func firstTokenOfLine(before token: TokenSyntax) -> TokenSyntax {
        var current = token
        repeat {
            guard let previous = current.previousToken(viewMode: .sourceAccurate) else { break }
            current = previous
        } while !current.leadingTrivia.contains(where: \.isNewline)
        return current
    }
}
