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

    /// Callbacks by node type: looked up once per node kind met (see `byTag`), on the way in; the way out
    /// finds them on `open`.
    private let callbacks: [ObjectIdentifier: Int]
    private let lists: [Callbacks]
    /// The index in `lists` of each node kind met so far, by the kind's tag (`tag(of:)`); -2: not looked up
    /// yet, -1: no callbacks. Hashing the node's type at every node was a few percent of a run.
    @exclusivity(unchecked) private var byTag = [Int16](repeating: -2, count: 1024)
    /// For each node entered and not yet left, innermost last: its index in `lists`, or -1.
    @exclusivity(unchecked) private var open: [Int] = []
    private let visitsTokens: Bool
    /// The findings of each rule, by the rule's index in the pass.
    @exclusivity(unchecked) var findings: [RuleFindings]
    /// Per rule, the node whose descendants it skips (its `visit` callback returned `.skipChildren`).
    @exclusivity(unchecked) private var skipping: [SyntaxIdentifier?]
    /// The nodes being skipped by some rule, innermost last, with the rule.
    @exclusivity(unchecked) private var skips: [(node: SyntaxIdentifier, rule: Int)] = []
    @exclusivity(unchecked) private(set) var tokens: [TokenSyntax] = []

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
            for visit in walk.visits {
                lists[index(visit.type)].visits.append(Visit(rule: rule, callback: visit.callback))
            }
            for visit in walk.postVisits {
                lists[index(visit.type)].postVisits.append(PostVisit(rule: rule, callback: visit.callback))
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

    /// A node kind's tag: `SyntaxKind` has no payloads, so a kind is stored as its case's number, which
    /// tells the kinds apart as well as the kind does (a load instead of a hash). Nil when its layout is not
    /// that small number (checked on the type's size, a constant): the type is then looked up every time.
    @inline(__always)
    private static func tag(of kind: SyntaxKind) -> Int? {
        switch MemoryLayout<SyntaxKind>.size {
        case 1: withUnsafeBytes(of: kind) { Int($0[0]) }
        case 2: withUnsafeBytes(of: kind) { Int($0.load(as: UInt16.self)) }
        default: nil
        }
    }

    /// The index in `lists` of the callbacks for `node`'s kind, or -1.
    @inline(__always)
    private func listIndex(of node: Syntax) -> Int {
        let kind = node.kind
        guard let tag = Self.tag(of: kind), tag < byTag.count else {
            return callbacks[ObjectIdentifier(kind.syntaxNodeType)] ?? -1
        }
        let known = byTag[tag]
        if known != -2 { return Int(known) }
        let found = callbacks[ObjectIdentifier(kind.syntaxNodeType)] ?? -1
        byTag[tag] = Int16(found)
        return found
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        let index = listIndex(of: node)
        open.append(index)
        guard index >= 0 else { return .visitChildren }
        // Through the buffer: each callback is called where it lies, not copied out first (a retain and a
        // release of its context per call, millions of calls in a run).
        lists[index].visits.withUnsafeBufferPointer { visits in
            for position in visits.indices {
                let rule = visits[position].rule
                // A rule skipping this node's descendants still gets its other callbacks for the node itself.
                guard skipping[rule] == nil || skipping[rule] == node.id else { continue }
                if visits[position].callback(node, &findings[rule]) == .skipChildren, skipping[rule] == nil {
                    skipping[rule] = node.id
                    skips.append((node.id, rule))
                }
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
        lists[index].postVisits.withUnsafeBufferPointer { visits in
            for position in visits.indices where skipping[visits[position].rule] == nil {
                visits[position].callback(node, &findings[visits[position].rule])
            }
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
