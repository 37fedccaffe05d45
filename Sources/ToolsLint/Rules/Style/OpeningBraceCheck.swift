// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax

/// Finds misplaced opening braces of every block SwiftLint's `opening_brace` checks (declarations' bodies,
/// statements' blocks, accessors and trailing closures), with the edit that puts each one right.
struct OpeningBraceCheck {
    let file: LintFile
    let options: OpeningBraceOptions

    func register(_ walk: inout FileWalk) {
        walk.visitPost(AccessorDeclSyntax.self) { node, found in check(node.body, &found) }
        walk.visitPost(CatchClauseSyntax.self) { node, found in check(node.body, &found) }
        walk.visitPost(DeferStmtSyntax.self) { node, found in check(node.body, &found) }
        walk.visitPost(DoStmtSyntax.self) { node, found in check(node.body, &found) }
        walk.visitPost(GuardStmtSyntax.self) { node, found in check(node.body, &found) }
        walk.visitPost(PatternBindingSyntax.self) { node, found in check(node.accessorBlock, &found) }
        walk.visitPost(PrecedenceGroupDeclSyntax.self) { node, found in check(node, &found) }
        walk.visitPost(RepeatStmtSyntax.self) { node, found in check(node.body, &found) }
        walk.visitPost(SwitchExprSyntax.self) { node, found in check(node, &found) }
        walk.visitPost(ActorDeclSyntax.self) { node, found in checkType(node.memberBlock, node.actorKeyword, &found) }
        walk.visitPost(ClassDeclSyntax.self) { node, found in checkType(node.memberBlock, node.classKeyword, &found) }
        walk.visitPost(EnumDeclSyntax.self) { node, found in checkType(node.memberBlock, node.enumKeyword, &found) }
        walk.visitPost(ProtocolDeclSyntax.self) { node, found in
            checkType(node.memberBlock, node.protocolKeyword, &found)
        }
        walk.visitPost(StructDeclSyntax.self) { node, found in checkType(node.memberBlock, node.structKeyword, &found) }
        walk.visitPost(ExtensionDeclSyntax.self) { node, found in
            checkType(node.memberBlock, node.extensionKeyword, &found)
        }
        walk.visitPost(ForStmtSyntax.self) { node, found in
            if options.statementConditions, hasMultilinePredecessors(node.body, keyword: node.forKeyword) { return }
            check(node.body, &found)
        }
        walk.visitPost(WhileStmtSyntax.self) { node, found in
            if options.statementConditions, hasMultilinePredecessors(node.body, keyword: node.whileKeyword) { return }
            check(node.body, &found)
        }
        walk.visitPost(IfExprSyntax.self) { node, found in
            if options.statementConditions, hasMultilinePredecessors(node.body, keyword: node.ifKeyword) { return }
            check(node.body, &found)
            if case .codeBlock(let body) = node.elseBody { check(body, &found) }
        }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            if let body = node.body, options.functionSignatures,
               hasMultilinePredecessors(body, keyword: node.funcKeyword) { return }
            check(node.body, &found)
        }
        walk.visitPost(InitializerDeclSyntax.self) { node, found in
            if let body = node.body, options.functionSignatures,
               hasMultilinePredecessors(body, keyword: node.initKeyword) { return }
            check(node.body, &found)
        }
        // Only trailing closures: a closure passed as an argument may start anywhere.
        walk.visitPost(ClosureExprSyntax.self) { node, found in
            guard let parent = node.parent, !parent.is(LabeledExprSyntax.self) else { return }
            if parent.is(FunctionCallExprSyntax.self) || parent.is(MultipleTrailingClosureElementSyntax.self),
               node.keyPathInParent != \FunctionCallExprSyntax.calledExpression {
                check(node, &found)
            }
        }
    }

    private func checkType(_ body: MemberBlockSyntax, _ keyword: TokenSyntax, _ found: inout RuleFindings) {
        if options.typeHeaders, hasMultilinePredecessors(body, keyword: keyword) { return }
        check(body, &found)
    }

    private func line(_ position: AbsolutePosition) -> Int { file.lineNumber(atByte: position.utf8Offset) }

    /// Whether what comes between the keyword and the brace spans lines and ends on a line before the brace.
    private func hasMultilinePredecessors(_ body: some BracedSyntax, keyword: TokenSyntax) -> Bool {
        guard let end = body.previousToken(viewMode: .sourceAccurate) else { return false }
        let startLine = line(keyword.endPositionBeforeTrailingTrivia)
        let endLine = line(end.endPositionBeforeTrailingTrivia)
        return startLine != endLine && endLine != line(body.leftBrace.endPositionBeforeTrailingTrivia)
    }

    private func check(_ node: (some BracedSyntax)?, _ found: inout RuleFindings) {
        guard let brace = node?.leftBrace, brace.presence == .present,
              let previous = brace.previousToken(viewMode: .sourceAccurate) else { return }
        let opening = brace.positionAfterSkippingLeadingTrivia.utf8Offset
        let previousEnd = previous.endPositionBeforeTrailingTrivia.utf8Offset
        if line(previous.endPositionBeforeTrailingTrivia) != line(brace.positionAfterSkippingLeadingTrivia) {
            let comment = previous.trailingTrivia.description.trimmingCharacters(in: .whitespaces)
            found.add(atByte: opening, reason: OpeningBraceRule.reason, fix: [TextEdit(
                previousEnd..<(opening + (comment.isEmpty ? 0 : 1)), comment.isEmpty ? " " : " { \(comment)"
            )])
            return
        }
        if previousEnd + 1 == opening { return }
        let between = previous.trailingTrivia + brace.leadingTrivia
        if between.contains(where: \.isComment) {
            if between.pieces.last == .spaces(1) { return }
            var text = Array(between.description.utf8)
            while let last = text.last, last == 0x20 || last == 0x09 { text.removeLast() }
            let fix = TextEdit((previousEnd + text.count)..<opening, " ")
            found.add(atByte: opening, reason: OpeningBraceRule.reason, fix: [fix])
            return
        }
        found.add(atByte: opening, reason: OpeningBraceRule.reason, fix: [TextEdit(previousEnd..<opening, " ")])
    }
}
