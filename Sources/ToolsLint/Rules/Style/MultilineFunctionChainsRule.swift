// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// The calls of a chain are all on one line or each starts its own, as SwiftLint's opt-in
/// `multiline_function_chains`.
///
/// SwiftLint reads the chains from SourceKit's `expr.call` structure: for each call, the links from the end of
/// the call it continues (its `)`, `]` or closure brace) to the end of its own name, and for the chain's first
/// call its name. A chain whose links' last dots are on several lines reports each link but the first whose
/// text has no line break before a dot, at that link's last dot. Every call of a chain reports its part of the
/// chain, so a link can be reported twice, as SwiftLint does. The tree gives the same links.
struct MultilineFunctionChainsRule: Rule {
    static let description = RuleDescription(
        identifier: "multiline_function_chains",
        name: "Multiline Function Chains",
        description: "Chained function calls should be either on the same line, or one per line",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("let evenSquaresSum = [20, 17, 35, 4].filter { $0 % 2 == 0 }.map { $0 * $0 }.reduce(0, +)\n"),
            Example("let evenSquaresSum = [20, 17, 35, 4]\n    .filter { $0 % 2 == 0 }.map { $0 * $0 }.reduce(0, +)\n"),
            Example("let chain = a\n    .b(1, 2, 3)\n    .c { blah in\n        print(blah)\n    }\n    .d()\n"),
            Example("let chain = a.b(1, 2, 3)\n    .c { blah in print(blah) }\n    .d()\n"),
            Example("""
            let chain = a.b(1, 2, 3)
                .c(.init(
                    a: 1,
                    b, 2,
                    c, 3))
                .d()

            """),
            Example("let remainingIDs = Array(Set(self.currentIDs).subtracting(Set(response.ids)))\n"),
            Example("""
            self.happeningNewsletterOn = self.updateCurrentUser
                .map { $0.newsletters.happening }.skipNil().skipRepeats()

            """),
        ],
        triggeringExamples: [
            Example("""
            let evenSquaresSum = [20, 17, 35, 4]
                .filter { $0 % 2 == 0 }↓.map { $0 * $0 }
                .reduce(0, +)

            """),
            Example("let evenSquaresSum = a.b(1, 2, 3)\n    .c { blah in\n        print(blah)\n    }↓.d()\n"),
            Example("let evenSquaresSum = a.b(1, 2, 3)\n    .c(2, 3, 4)↓.d()\n"),
            Example("let evenSquaresSum = a.b(1, 2, 3)↓.c { blah in\n        print(blah)\n    }\n    .d()\n"),
            Example("a.b {\n//  ““\n}↓.e()\n"),
            Example("let x = a.b()\n    .c()↓↓.d()\n    .e()\n"),
            Example("let y = list[0]\n    .first?.name()↓.count()\n    .other[1]\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains(".") else { return }
        walk.visit(IfConfigClauseSyntax.self) { node, _ in
            Self.isSkippedPostfixClause(node) ? .skipChildren : .visitChildren
        }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            Self.report(ExprSyntax(node), file, &found)
        }
        walk.visitPost(SubscriptCallExprSyntax.self) { node, found in
            Self.report(ExprSyntax(node), file, &found)
        }
    }

    private static func report(_ call: ExprSyntax, _ file: LintFile, _ found: inout RuleFindings) {
        var links: [Range<Int>] = []
        collectLinks(of: call, isContinued: false, into: &links)
        let dots = links.compactMap { link in lastDot(in: link, file).map { (link: link, dot: $0) } }
        guard Set(dots.map { file.lineNumber(atByte: $0.dot) }).count > 1 else { return }
        for item in dots.dropLast() where !hasLineBreakBeforeDot(in: item.link, file) {
            found.add(atByte: item.dot)
        }
    }

    /// The called expression of a call or subscript.
    private static func callee(of expression: ExprSyntax) -> ExprSyntax? {
        if let call = expression.as(FunctionCallExprSyntax.self) { return call.calledExpression }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self) { return subscripted.calledExpression }
        return nil
    }

    /// The links of the chain ending in `call`, outermost first. `isContinued`: the call is continued by
    /// another, so a first call of a chain contributes its name.
    private static func collectLinks(of call: ExprSyntax, isContinued: Bool, into links: inout [Range<Int>]) {
        var current = call
        var continued = isContinued
        while let callee = callee(of: current) {
            let (inner, scopes) = continuedCall(in: callee)
            guard let inner else {
                if continued, !scopes.contains(where: { containsDirectCall(Syntax($0)) }) {
                    let start = callee.positionAfterSkippingLeadingTrivia.utf8Offset
                    links.append(start..<max(start, callee.endPositionBeforeTrailingTrivia.utf8Offset))
                }
                return
            }
            guard let bodyEnd = bodyEnd(of: inner) else { return }
            links.append(bodyEnd..<max(bodyEnd, callee.endPositionBeforeTrailingTrivia.utf8Offset))
            current = inner
            continued = true
        }
    }

    /// Where the call's body ends, as SourceKit's: its last token (`)`, `]` or a trailing closure's `}`).
    private static func bodyEnd(of call: ExprSyntax) -> Int? {
        if let function = call.as(FunctionCallExprSyntax.self),
           function.rightParen == nil, function.trailingClosure == nil {
            return nil
        }
        return call.lastToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// The call a callee continues, found down its leftmost postfix chain, and the expressions searched (where a
    /// call not wrapped in an argument, closure or literal keeps SourceKit from taking the chain's start as a link).
    private static func continuedCall(in callee: ExprSyntax) -> (ExprSyntax?, [ExprSyntax]) {
        var scopes = [callee]
        var expression = callee
        while true {
            if Self.callee(of: expression) != nil { return (expression, scopes) }
            if let access = expression.as(MemberAccessExprSyntax.self) {
                if let base = access.base {
                    expression = base
                } else if let base = postfixConditionalBase(of: access) {
                    scopes.append(base)
                    expression = base
                } else {
                    return (nil, scopes)
                }
            } else if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrapped.expression
            } else if let chained = expression.as(OptionalChainingExprSyntax.self) {
                expression = chained.expression
            } else if let postfix = expression.as(PostfixOperatorExprSyntax.self) {
                expression = postfix.expression
            } else if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
                expression = specialized.expression
            } else if let conditional = expression.as(PostfixIfConfigExprSyntax.self),
                      case .postfixExpression(let element)? = conditional.config.clauses.first?.elements {
                expression = element
            } else {
                return (nil, scopes)
            }
        }
    }

    /// Whether SourceKit would see a call directly in this subtree: one not inside an argument list's own
    /// structure, a closure, a collection literal, a tuple, a macro, an `if` or `switch` expression.
    private static func containsDirectCall(_ node: Syntax) -> Bool {
        if let clause = node.as(IfConfigClauseSyntax.self) {
            guard !isSkippedPostfixClause(clause), let elements = clause.elements else { return false }
            return containsDirectCall(Syntax(elements))
        }
        if let expression = node.as(ExprSyntax.self) {
            if callee(of: expression) != nil { return true }
            if let keyPath = expression.as(KeyPathExprSyntax.self) {
                return keyPath.components.contains { component in
                    if case .subscript = component.component { return true }
                    return false
                }
            }
            if let tuple = expression.as(TupleExprSyntax.self) {
                guard tuple.elements.count == 1, let only = tuple.elements.first else { return false }
                return containsDirectCall(Syntax(only.expression))
            }
            switch expression.kind {
            case .closureExpr, .arrayExpr, .dictionaryExpr, .macroExpansionExpr, .ifExpr, .switchExpr: return false
            default: break
            }
        }
        return node.children(viewMode: .sourceAccurate).contains { containsDirectCall($0) }
    }

    /// The base of the postfix `#if` expression whose first clause starts with this base-less member access.
    private static func postfixConditionalBase(of access: MemberAccessExprSyntax) -> ExprSyntax? {
        guard access.base == nil else { return nil }
        var outermost = Syntax(access)
        while let parent = outermost.parent, parent.is(ExprSyntax.self) { outermost = parent }
        guard outermost.positionAfterSkippingLeadingTrivia == access.positionAfterSkippingLeadingTrivia,
              let clause = outermost.parent?.as(IfConfigClauseSyntax.self),
              let conditional = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
              let postfix = conditional.parent?.as(PostfixIfConfigExprSyntax.self) else { return nil }
        return postfix.base
    }

    /// SourceKit has the structure of only the first clause of a postfix `#if` expression.
    private static func isSkippedPostfixClause(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self),
              list.parent?.parent?.is(PostfixIfConfigExprSyntax.self) == true else { return false }
        return clause.id != list.first?.id
    }

    /// The offset of the last `.` of the link.
    private static func lastDot(in link: Range<Int>, _ file: LintFile) -> Int? {
        link.reversed().first { file.bytes[$0] == UInt8(ascii: ".") }
    }

    /// Whether a line break followed by whitespace and a dot occurs in the link.
    private static func hasLineBreakBeforeDot(in link: Range<Int>, _ file: LintFile) -> Bool {
        var sawBreak = false
        for offset in link {
            switch file.bytes[offset] {
            case 0x0A: sawBreak = true
            case 0x20, 0x09, 0x0B, 0x0C, 0x0D: continue
            case UInt8(ascii: "."): if sawBreak { return true }
            default: sawBreak = false
            }
        }
        return false
    }
}
