// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// What one rule registers for one file's pass: the syntax node kinds it visits, a callback per line, and
/// callbacks run once at the end. The engine makes one pass per file for all the enabled rules: every line
/// to the line callbacks, then one walk of the tree dispatching each node to the rules that registered its
/// kind, then the end callbacks. The tree is parsed only when a rule registered a node kind (or an end
/// callback asks for `file.tree`).
///
/// Each callback gets the rule's findings for this file (`RuleFindings`) to add to. State a rule keeps
/// across nodes (a stack of enclosing types, a counter) is a local variable of `register` that the
/// callbacks capture: each file gets its own.
public struct FileWalk {
    typealias NodeCallback = (Syntax, inout RuleFindings) -> SyntaxVisitorContinueKind
    typealias NodePostCallback = (Syntax, inout RuleFindings) -> Void

    /// A node callback with the node type it is for (`ObjectIdentifier` of the metatype). A struct, not a
    /// tuple: a function inside a tuple in an array is kept in its most general form, and each call through
    /// it went through a conversion thunk; the walk makes millions of these calls.
    struct Visit {
        var type: ObjectIdentifier
        var callback: NodeCallback
    }

    struct PostVisit {
        var type: ObjectIdentifier
        var callback: NodePostCallback
    }

    /// Node callbacks in registration order.
    private(set) var visits: [Visit] = []
    private(set) var postVisits: [PostVisit] = []
    private(set) var lineCallbacks: [(Int, inout RuleFindings) -> Void] = []
    private(set) var endCallbacks: [(inout RuleFindings) -> Void] = []

    init() {}

    /// Whether the rule visits nodes, so the file must be parsed.
    var visitsNodes: Bool { !visits.isEmpty || !postVisits.isEmpty }

    var isEmpty: Bool { !visitsNodes && lineCallbacks.isEmpty && endCallbacks.isEmpty }

    /// Calls `body` when the walk enters a node of type `Node`, before its children. Returning
    /// `.skipChildren` skips the node's descendants for this rule only (the other rules still see them); the
    /// rule's `visitPost` callbacks for the node itself still run.
    /// - Parameter type: a concrete node type (`ClassDeclSyntax`), not a base type such as `DeclSyntax`.
    public mutating func visit<Node: SyntaxProtocol>(
        _ type: Node.Type, _ body: @escaping (Node, inout RuleFindings) -> SyntaxVisitorContinueKind
    ) {
        visits.append(Visit(type: Self.key(type)) { node, found in
            // The node's own initializer, not `cast`: that generic function looked up type metadata per call.
            guard let typed = Node(node) else { return .visitChildren }
            return body(typed, &found)
        })
    }

    /// Calls `body` when the walk leaves a node of type `Node`, after its children (where SwiftLint's rules
    /// mostly look).
    /// - Parameter type: a concrete node type (`ClassDeclSyntax`), not a base type such as `DeclSyntax`.
    public mutating func visitPost<Node: SyntaxProtocol>(
        _ type: Node.Type, _ body: @escaping (Node, inout RuleFindings) -> Void
    ) {
        postVisits.append(PostVisit(type: Self.key(type)) { node, found in
            if let typed = Node(node) { body(typed, &found) }
        })
    }

    /// Calls `body` with each line number (1-based), in order, before the tree is walked.
    public mutating func eachLine(_ body: @escaping (Int, inout RuleFindings) -> Void) {
        lineCallbacks.append(body)
    }

    /// Calls `body` once, after the lines and the tree: for rules judged on the whole file, or on what their
    /// node callbacks collected.
    public mutating func atEnd(_ body: @escaping (inout RuleFindings) -> Void) {
        endCallbacks.append(body)
    }

    private static func key<Node: SyntaxProtocol>(_ type: Node.Type) -> ObjectIdentifier {
        // A base type (`DeclSyntax`, `ExprSyntax`) is never the type of a node in the tree: a rule
        // registering one would never be called. Its examples fail in debug builds instead.
        if case .choices = Node.structure {
            assertionFailure("\(Node.self) is a base node type; register the concrete node types")
        }
        return ObjectIdentifier(type)
    }
}
