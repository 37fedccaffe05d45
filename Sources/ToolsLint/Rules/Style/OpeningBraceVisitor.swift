// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax

/// Finds misplaced opening braces of every block SwiftLint's `opening_brace` checks (declarations' bodies,
/// statements' blocks, accessors and trailing closures), with the edit that puts each one right.
final class OpeningBraceVisitor: SyntaxVisitor {
    let file: LintFile
    let options: OpeningBraceOptions
    var edits: [TextEdit] = []

    init(file: LintFile, options: OpeningBraceOptions) {
        self.file = file
        self.options = options
        super.init(viewMode: .sourceAccurate)
    }

    override func visitPost(_ node: AccessorDeclSyntax) { check(node.body) }
    override func visitPost(_ node: CatchClauseSyntax) { check(node.body) }
    override func visitPost(_ node: DeferStmtSyntax) { check(node.body) }
    override func visitPost(_ node: DoStmtSyntax) { check(node.body) }
    override func visitPost(_ node: GuardStmtSyntax) { check(node.body) }
    override func visitPost(_ node: PatternBindingSyntax) { check(node.accessorBlock) }
    override func visitPost(_ node: PrecedenceGroupDeclSyntax) { check(node) }
    override func visitPost(_ node: RepeatStmtSyntax) { check(node.body) }
    override func visitPost(_ node: SwitchExprSyntax) { check(node) }

    override func visitPost(_ node: ActorDeclSyntax) { checkType(node.memberBlock, keyword: node.actorKeyword) }
    override func visitPost(_ node: ClassDeclSyntax) { checkType(node.memberBlock, keyword: node.classKeyword) }
    override func visitPost(_ node: EnumDeclSyntax) { checkType(node.memberBlock, keyword: node.enumKeyword) }
    override func visitPost(_ node: ProtocolDeclSyntax) { checkType(node.memberBlock, keyword: node.protocolKeyword) }
    override func visitPost(_ node: StructDeclSyntax) { checkType(node.memberBlock, keyword: node.structKeyword) }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        checkType(node.memberBlock, keyword: node.extensionKeyword)
    }

    override func visitPost(_ node: ForStmtSyntax) {
        if options.statementConditions, hasMultilinePredecessors(node.body, keyword: node.forKeyword) { return }
        check(node.body)
    }

    override func visitPost(_ node: WhileStmtSyntax) {
        if options.statementConditions, hasMultilinePredecessors(node.body, keyword: node.whileKeyword) { return }
        check(node.body)
    }

    override func visitPost(_ node: IfExprSyntax) {
        if options.statementConditions, hasMultilinePredecessors(node.body, keyword: node.ifKeyword) { return }
        check(node.body)
        if case .codeBlock(let body) = node.elseBody { check(body) }
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if let body = node.body, options.functionSignatures,
           hasMultilinePredecessors(body, keyword: node.funcKeyword) { return }
        check(node.body)
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
        if let body = node.body, options.functionSignatures,
           hasMultilinePredecessors(body, keyword: node.initKeyword) { return }
        check(node.body)
    }

    /// Only trailing closures: a closure passed as an argument may start anywhere.
    override func visitPost(_ node: ClosureExprSyntax) {
        guard let parent = node.parent, !parent.is(LabeledExprSyntax.self) else { return }
        if parent.is(FunctionCallExprSyntax.self) || parent.is(MultipleTrailingClosureElementSyntax.self),
           node.keyPathInParent != \FunctionCallExprSyntax.calledExpression {
            check(node)
        }
    }

    private func checkType(_ body: MemberBlockSyntax, keyword: TokenSyntax) {
        if options.typeHeaders, hasMultilinePredecessors(body, keyword: keyword) { return }
        check(body)
    }

    private func line(_ position: AbsolutePosition) -> Int { file.position(of: position).line }

    /// Whether what comes between the keyword and the brace spans lines and ends on a line before the brace.
    private func hasMultilinePredecessors(_ body: some BracedSyntax, keyword: TokenSyntax) -> Bool {
        guard let end = body.previousToken(viewMode: .sourceAccurate) else { return false }
        let startLine = line(keyword.endPositionBeforeTrailingTrivia)
        let endLine = line(end.endPositionBeforeTrailingTrivia)
        return startLine != endLine && endLine != line(body.leftBrace.endPositionBeforeTrailingTrivia)
    }

    private func check(_ node: (some BracedSyntax)?) {
        guard let brace = node?.leftBrace, brace.presence == .present,
              let previous = brace.previousToken(viewMode: .sourceAccurate) else { return }
        let opening = brace.positionAfterSkippingLeadingTrivia.utf8Offset
        let previousEnd = previous.endPositionBeforeTrailingTrivia.utf8Offset
        if line(previous.endPositionBeforeTrailingTrivia) != line(brace.positionAfterSkippingLeadingTrivia) {
            let comment = previous.trailingTrivia.description.trimmingCharacters(in: .whitespaces)
            edits.append(TextEdit(
                violationOffset: opening, range: previousEnd..<(opening + (comment.isEmpty ? 0 : 1)),
                replacement: comment.isEmpty ? " " : " { \(comment)"
            ))
            return
        }
        if previousEnd + 1 == opening { return }
        let between = previous.trailingTrivia + brace.leadingTrivia
        if between.contains(where: \.isComment) {
            if between.pieces.last == .spaces(1) { return }
            var text = Array(between.description.utf8)
            while let last = text.last, last == 0x20 || last == 0x09 { text.removeLast() }
            edits.append(TextEdit(
                violationOffset: opening, range: (previousEnd + text.count)..<opening, replacement: " "
            ))
            return
        }
        edits.append(TextEdit(violationOffset: opening, range: previousEnd..<opening, replacement: " "))
    }
}
