// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// No `else` after an `if` whose body ends by leaving the scope (`return`, `throw`, `continue`, `break`, or an
/// `if` doing so in all its branches), as SwiftLint's opt-in `superfluous_else`. `--fix` moves the `else`
/// branch after the `if`, as SwiftLint rewrites it: an `else if` becomes the next statement, an `else`
/// block's statements follow unindented by four spaces.
struct SuperfluousElseRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "superfluous_else",
        name: "Superfluous Else",
        description: "Else branches should be avoided when the previous if-block exits the current scope",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: SuperfluousElseExamples.nonTriggering,
        triggeringExamples: SuperfluousElseExamples.triggering,
        corrections: SuperfluousElseExamples.corrections
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("else") else { return }
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(IfExprSyntax.self) { node, found in
            guard let elseKeyword = node.superfluousElse else { return }
            found.add(at: elseKeyword, fix: Self.edits(movingElseOf: node, in: file))
        }
    }

    func correct(_ file: LintFile, findings: [RuleFinding], suppressedLines: Set<Int>) -> String? {
        correctedUntilStable(file, findings: findings, suppressedLines: suppressedLines)
    }

    /// The edits moving the `else` branch out, when the chain of `if`s is a statement of a code block (the
    /// only place SwiftLint corrects).
    private static func edits(movingElseOf node: IfExprSyntax, in file: LintFile) -> [TextEdit] {
        var root = node
        while let parent = root.parent?.as(IfExprSyntax.self) { root = parent }
        guard root.parent?.is(ExpressionStmtSyntax.self) == true,
              root.parent?.parent?.parent?.is(CodeBlockItemListSyntax.self) == true else { return [] }
        let start = node.body.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
        switch node.elseBody {
        case .ifExpr(let nested):
            let lineBreak = file.contains("\r\n") ? "\r\n" : "\n"
            let indentation = root.ifKeyword.leadingTrivia.indentationBeforeLastComment
            return [TextEdit(start..<nested.positionAfterSkippingLeadingTrivia.utf8Offset, lineBreak + indentation)]
        case .codeBlock(let block):
            var moved = ""
            for token in block.statements.tokens(viewMode: .sourceAccurate) {
                moved += token.leadingTrivia.unindentedByFourSpaces.description + token.text
                if token.id != block.statements.lastToken(viewMode: .sourceAccurate)?.id {
                    moved += token.trailingTrivia.description
                }
            }
            if !block.statements.isEmpty {
                moved += block.rightBrace.leadingTrivia.unindentedByFourSpaces.withoutTrailingEmptyLine.description
            }
            return [TextEdit(start..<block.rightBrace.endPosition.utf8Offset, moved)]
        case nil:
            return []
        }
    }
}

private extension IfExprSyntax {
    /// The `else` keyword when the `else` is superfluous (for an `else if`, only when the `if` it continues
    /// has a superfluous `else` too). `if #available` keeps its `else`.
    var superfluousElse: TokenSyntax? {
        guard let elseKeyword, !isAvailabilityCheck, body.lastStatementExitsScope else { return nil }
        if let parent = parent?.as(IfExprSyntax.self) {
            return parent.superfluousElse != nil ? elseKeyword : nil
        }
        return elseKeyword
    }

    private var isAvailabilityCheck: Bool {
        conditions.count == 1 && conditions.first?.condition.is(AvailabilityConditionSyntax.self) == true
    }

    var exitsInAllBranches: Bool {
        guard body.lastStatementExitsScope else { return false }
        switch elseBody {
        case .ifExpr(let nested): return nested.exitsInAllBranches
        case .codeBlock(let block): return block.lastStatementExitsScope
        case nil: return false
        }
    }
}

private extension CodeBlockSyntax {
    var lastStatementExitsScope: Bool {
        guard let last = statements.last?.item else { return false }
        if last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(ContinueStmtSyntax.self)
            || last.is(BreakStmtSyntax.self) {
            return true
        }
        return last.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)?.exitsInAllBranches == true
    }
}

private extension Trivia {
    /// The spaces and tabs after the last line break that comes before the last comment (all of them when
    /// there is no line break): the indentation of the line the trivia ends on.
    var indentationBeforeLastComment: String {
        let lastNonBlank = pieces.lastIndex { !$0.isWhitespace } ?? pieces.endIndex
        let before = pieces[..<lastNonBlank]
        let start = before.lastIndex(where: \.isNewline).map { $0 + 1 } ?? before.startIndex
        return Trivia(pieces: Array(before[start...])).description
    }

    /// Four spaces fewer after each `\n` line break (a `\r\n` is left as it is, as SwiftLint's rewriter does).
    var unindentedByFourSpaces: Trivia {
        var result: [TriviaPiece] = []
        for piece in pieces {
            if case .newlines = result.last, case .spaces(let count) = piece, count >= 4 {
                result.append(.spaces(count - 4))
            } else {
                result.append(piece)
            }
        }
        return Trivia(pieces: result)
    }

    /// Without the last line break when only spaces and tabs follow it.
    var withoutTrailingEmptyLine: Trivia {
        guard let index = pieces.lastIndex(where: \.isNewline) else { return self }
        if index == pieces.count - 1 { return Trivia(pieces: Array(pieces.dropLast())) }
        let isBlank = pieces[(index + 1)...].allSatisfy {
            switch $0 {
            case .spaces, .tabs: true
            default: false
            }
        }
        return isBlank ? Trivia(pieces: Array(pieces[..<index])) : self
    }
}
