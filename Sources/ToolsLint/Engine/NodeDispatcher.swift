// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// The one walk over a file's tree: each node goes to the callbacks the rules registered for its type,
/// instead of each rule walking the tree on its own (one walk per rule costs as much as the parse, times
/// the number of rules). The tokens met on the way are kept as the file's token list, which many rules
/// read after the walk.
///
/// The state touched at every node is `@exclusivity(unchecked)`: only the walk's own thread touches it, one
/// access at a time (a callback gets its rule's findings, never the dispatcher), and the runtime checks
/// otherwise made at each access cost a few percent of a run with every rule.
final class NodeDispatcher: SyntaxAnyVisitor {
    private struct Visit {
        var rule: Int
        var callback: FileWalk.NodeCallback
    }

    private struct PostVisit {
        var rule: Int
        var callback: FileWalk.NodePostCallback
    }

    /// The callbacks registered for one node type.
    private struct Callbacks {
        var visits: [Visit] = []
        var postVisits: [PostVisit] = []
    }

    /// Callbacks by node type: looked up once per node, on the way in; the way out finds them on `open`.
    private let callbacks: [ObjectIdentifier: Int]
    private let lists: [Callbacks]
    /// For each node entered and not yet left, innermost last: its index in `lists`, or -1.
    @exclusivity(unchecked) private var open: [Int] = []
    private let visitsTokens: Bool
    /// The findings of each rule, by the rule's index in the pass.
    @exclusivity(unchecked) var findings: [RuleFindings]
    /// Per rule, the node whose descendants it skips (its `visit` callback returned `.skipChildren`).
    @exclusivity(unchecked) private var skipping: [SyntaxIdentifier?]
    /// The nodes being skipped by some rule, innermost last, with the rule.
    private var skips: [(node: SyntaxIdentifier, rule: Int)] = []
    private(set) var tokens: [TokenSyntax] = []

    /// - Parameter walks: what each rule registered, by rule index; `findings` the same way.
    init(walks: [FileWalk], findings: [RuleFindings], expectedTokens: Int) {
        var callbacks: [ObjectIdentifier: Int] = [:]
        var lists: [Callbacks] = []
        func index(_ type: ObjectIdentifier) -> Int {
            if let index = callbacks[type] { return index }
            callbacks[type] = lists.count
            lists.append(Callbacks())
            return lists.count - 1
        }
        for (rule, walk) in walks.enumerated() {
            for (type, callback) in walk.visits {
                lists[index(type)].visits.append(Visit(rule: rule, callback: callback))
            }
            for (type, callback) in walk.postVisits {
                lists[index(type)].postVisits.append(PostVisit(rule: rule, callback: callback))
            }
        }
        self.callbacks = callbacks
        self.lists = lists
        visitsTokens = callbacks[ObjectIdentifier(TokenSyntax.self)] != nil
        self.findings = findings
        skipping = Array(repeating: nil, count: walks.count)
        tokens.reserveCapacity(expectedTokens)
        open.reserveCapacity(64)
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard let index = callbacks[ObjectIdentifier(node.kind.syntaxNodeType)] else {
            open.append(-1)
            return .visitChildren
        }
        open.append(index)
        // A rule skipping this node's descendants still gets its other callbacks for the node itself.
        for visit in lists[index].visits where skipping[visit.rule] == nil || skipping[visit.rule] == node.id {
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
        let index = open.removeLast()
        guard index >= 0 else { return }
        for visit in lists[index].postVisits where skipping[visit.rule] == nil {
            visit.callback(node, &findings[visit.rule])
        }
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        tokens.append(token)
        return visitsTokens ? visitAny(Syntax(token)) : .visitChildren
    }

    override func visitPost(_ token: TokenSyntax) {
        if visitsTokens { visitAnyPost(Syntax(token)) }
    }
}
