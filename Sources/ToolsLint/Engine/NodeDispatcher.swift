// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// The one walk over a file's tree: each node goes to the callbacks the rules registered for its type,
/// instead of each rule walking the tree on its own (one walk per rule costs as much as the parse, times
/// the number of rules). The tokens met on the way are kept as the file's token list, which many rules
/// read after the walk.
final class NodeDispatcher: SyntaxAnyVisitor {
    private struct Visit {
        var rule: Int
        var callback: FileWalk.NodeCallback
    }

    private struct PostVisit {
        var rule: Int
        var callback: FileWalk.NodePostCallback
    }

    private var visits: [ObjectIdentifier: [Visit]] = [:]
    private var postVisits: [ObjectIdentifier: [PostVisit]] = [:]
    private let visitsTokens: Bool
    /// The findings of each rule, by the rule's index in the pass.
    var findings: [RuleFindings]
    /// Per rule, the node whose descendants it skips (its `visit` callback returned `.skipChildren`).
    private var skipping: [SyntaxIdentifier?]
    /// The nodes being skipped by some rule, innermost last, with the rule.
    private var skips: [(node: SyntaxIdentifier, rule: Int)] = []
    private(set) var tokens: [TokenSyntax] = []

    /// - Parameter walks: what each rule registered, by rule index; `findings` the same way.
    init(walks: [FileWalk], findings: [RuleFindings], expectedTokens: Int) {
        for (rule, walk) in walks.enumerated() {
            for (type, callback) in walk.visits {
                visits[type, default: []].append(Visit(rule: rule, callback: callback))
            }
            for (type, callback) in walk.postVisits {
                postVisits[type, default: []].append(PostVisit(rule: rule, callback: callback))
            }
        }
        let token = ObjectIdentifier(TokenSyntax.self)
        visitsTokens = visits[token] != nil || postVisits[token] != nil
        self.findings = findings
        skipping = Array(repeating: nil, count: walks.count)
        tokens.reserveCapacity(expectedTokens)
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard let list = visits[ObjectIdentifier(node.kind.syntaxNodeType)] else { return .visitChildren }
        // A rule skipping this node's descendants still gets its other callbacks for the node itself.
        for visit in list where skipping[visit.rule] == nil || skipping[visit.rule] == node.id {
            if visit.callback(node, &findings[visit.rule]) == .skipChildren, skipping[visit.rule] == nil {
                skipping[visit.rule] = node.id
                skips.append((node.id, visit.rule))
            }
        }
        return .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) {
        // A rule that skipped this node's descendants sees the node itself again.
        while let last = skips.last, last.node == node.id {
            skipping[last.rule] = nil
            skips.removeLast()
        }
        guard let list = postVisits[ObjectIdentifier(node.kind.syntaxNodeType)] else { return }
        for visit in list where skipping[visit.rule] == nil {
            visit.callback(node, &findings[visit.rule])
        }
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        tokens.append(token)
        return visitsTokens ? visitAny(Syntax(token)) : .visitChildren
    }

    override func visitPost(_ token: TokenSyntax) {
        if visitsTokens || !skips.isEmpty { visitAnyPost(Syntax(token)) }
    }
}
