// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Code called directly in a Quick `describe`/`context` block runs while the spec is built, not around each
/// test; it belongs in `beforeEach` or an `it`.
///
/// SwiftLint's scope stack is followed exactly, quirks included: a call reported in a block also closes that
/// block's scope, so later calls in the same block are not reported.
struct QuickDiscouragedCallRule: Rule {
    static let description = RuleDescription(
        identifier: "quick_discouraged_call",
        name: "Quick Discouraged Call",
        description: "Discouraged call inside 'describe' and/or 'context' block.",
        isOptIn: true,
        nonTriggeringExamples: QuickDiscouragedCallExamples.nonTriggering,
        triggeringExamples: QuickDiscouragedCallExamples.triggering
    )

    /// The Quick blocks being walked, innermost last: each one's function name and the statements of its
    /// trailing closure (nil for other calls).
    private final class Scopes {
        var list: [(kind: String, block: SyntaxIdentifier)?] = []

        /// The grouping block whose statement `node` is, if the innermost scope is one.
        func groupingKind(of node: some SyntaxProtocol) -> String? {
            guard let top = list.last, let scope = top, QuickCallKinds.grouping.contains(scope.kind),
                  node.parent?.is(CodeBlockItemSyntax.self) == true, node.parent?.parent?.id == scope.block else {
                return nil
            }
            return scope.kind
        }
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard QuickCallKinds.grouping.contains(where: { file.contains($0) }) else { return }
        let scopes = Scopes()
        walk.skipDeclarationBodies(except: [ClassDeclSyntax.self, FunctionDeclSyntax.self, VariableDeclSyntax.self])
        walk.visit(ClassDeclSyntax.self) { node, _ in
            node.inheritanceClause?.inheritedTypes.isEmpty == false ? .visitChildren : .skipChildren
        }
        walk.visit(FunctionDeclSyntax.self) { node, _ in
            node.name.text == "spec" && node.signature.parameterClause.parameters.isEmpty
                && node.signature.returnClause == nil ? .visitChildren : .skipChildren
        }
        Self.registerCalls(&walk, scopes)
        Self.registerStatements(&walk, scopes)
    }

    private static func registerCalls(_ walk: inout FileWalk, _ scopes: Scopes) {
        walk.visit(FunctionCallExprSyntax.self) { node, found in
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               QuickCallKinds.all.contains(name) {
                guard let closure = node.trailingClosure else {
                    scopes.list.append(nil)
                    return .skipChildren
                }
                scopes.list.append((name, closure.statements.id))
                return .visitChildren
            }
            if let kind = scopes.groupingKind(of: node) {
                // Nothing was pushed for this call, yet leaving it pops: the block's own scope goes.
                found.add(at: node, reason: "Discouraged call inside a '\(kind)' block")
                return .skipChildren
            }
            scopes.list.append(nil)
            return .visitChildren
        }
        walk.visitPost(FunctionCallExprSyntax.self) { _, _ in _ = scopes.list.popLast() }
    }

    /// Variables and assignments whose value calls something, and `#if` blocks.
    private static func registerStatements(_ walk: inout FileWalk, _ scopes: Scopes) {
        walk.visit(VariableDeclSyntax.self) { node, found in
            if let kind = scopes.groupingKind(of: node) {
                for binding in node.bindings {
                    if let value = binding.initializer?.value, containsCall(value) {
                        found.add(at: value, reason: "Discouraged call inside a '\(kind)' block")
                    }
                }
            }
            return .skipChildren
        }
        walk.visit(SequenceExprSyntax.self) { node, found in
            guard let kind = scopes.groupingKind(of: node), let call = assignedCall(node) else {
                return .visitChildren
            }
            found.add(at: call, reason: "Discouraged call inside a '\(kind)' block")
            return .skipChildren
        }
        walk.visit(IfConfigClauseSyntax.self) { node, _ in
            // Statements in `#if` belong to the enclosing block; other `#if` contents are not looked into.
            guard let elements = node.elements?.as(CodeBlockItemListSyntax.self) else { return .skipChildren }
            if let top = scopes.list.last, let scope = top {
                scopes.list.append((scope.kind, elements.id))
            } else {
                scopes.list.append(nil)
            }
            return .visitChildren
        }
        walk.visitPost(IfConfigClauseSyntax.self) { node, _ in
            if node.elements?.is(CodeBlockItemListSyntax.self) == true { _ = scopes.list.popLast() }
        }
    }

    /// `name = call(…)` or `a.b = call(…)` (an assignment to a name or member whose value is a call).
    private static func assignedCall(_ sequence: SequenceExprSyntax) -> FunctionCallExprSyntax? {
        let folded = FoldedSequence(sequence)
        guard let outermost = folded.operations.first,
              folded.elements[outermost.operatorIndex].is(AssignmentExprSyntax.self),
              let target = folded.single(outermost.left),
              target.is(DeclReferenceExprSyntax.self) || target.is(MemberAccessExprSyntax.self) else { return nil }
        return folded.single(outermost.right)?.as(FunctionCallExprSyntax.self)
    }

    private static func containsCall(_ expression: ExprSyntax) -> Bool {
        let finder = CallFinder()
        finder.walk(expression)
        return finder.found
    }
}

private final class CallFinder: SyntaxVisitor {
    var found = false

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }
}
