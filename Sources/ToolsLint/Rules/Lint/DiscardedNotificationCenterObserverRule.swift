// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `addObserver(forName:object:queue:using:)` returns the token that removes the observer; dropping it
/// means the block can never be unregistered.
struct DiscardedNotificationCenterObserverRule: Rule {
    static let description = RuleDescription(
        identifier: "discarded_notification_center_observer",
        name: "Discarded Notification Center Observer",
        description: "When registering for a notification using a block, the opaque observer that is returned "
            + "should be stored so it can be removed later",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("let foo = nc.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil) { }"),
            Example(
                "let foo = nc.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil, using: "
                    + "{ })"
            ),
            Example(
                "func foo() -> Any {\n"
                    + "    return nc.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil, using:"
                    + " { })\n}"
            ),
            Example(
                "func foo() -> Any {\n"
                    + "    nc.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil, using: { })\n"
                    + "}"
            ),
            Example(
                "var obs: [Any?] = []\n"
                    + "obs.append(nc.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil, using:"
                    + " { }))"
            ),
            Example(
                "var obs: [String: Any?] = []\n"
                    + "obs[\"foo\"] = nc.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil, us"
                    + "ing: { })"
            ),
            Example(
                "var obs: [Any?] = []\n"
                    + "obs.append(nc.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil, using:"
                    + " { }))"
            ),
            Example(
                "func foo(_ notify: Any) {\n   obs.append(notify)\n}\n"
                    + "foo(nc.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil, using: { }))"
            ),
            Example(
                "var obs: [NSObjectProtocol] = [\n"
                    + "   nc.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil, using: { }),\n"
                    + "   nc.addObserver(forName: .CKAccountChanged, object: nil, queue: nil, using: { })\n]"
            ),
            Example(
                "names.map { self.notificationCenter.addObserver(forName: $0, object: object, queue: queue, usi"
                    + "ng: block) }"
            ),
            Example("f { return nc.addObserver(forName: $0, object: object, queue: queue, using: block) }\n"),
        ],
        triggeringExamples: [
            Example("↓nc.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil) { }\n"),
            Example("_ = ↓nc.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil) { }\n"),
            Example("↓nc.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil, using: { })"),
            Example(
                "@discardableResult func foo() -> Any {\n"
                    + "   return ↓nc.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil, using:"
                    + " { })\n}"
            ),
            Example(
                "class C {\n    var i: Int {\n"
                    + "        set { ↓notificationCenter.addObserver(forName: $0, object: object, queue: queue, using"
                    + ": block) }\n        get {\n"
                    + "            ↓notificationCenter.addObserver(forName: $0, object: object, queue: queue, using: "
                    + "block)\n            return 2\n        }\n    }\n}"
            ),
            Example("f {\n    ↓nc.addObserver(forName: $0, object: object, queue: queue) {}\n    return 2\n}\n"),
            Example(
                "func foo() -> Any {\n    if cond {\n"
                    + "        ↓nc.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: nil, using: {"
                    + " })\n    }\n}"
            ),
        ]
    )

    /// What encloses a call: SwiftLint's scopes (a single-expression body returns its call's value).
    private enum Scope {
        case file
        case function(FunctionDeclSyntax)
        case getter(SyntaxIdentifier)
        case setter
        case closure(SyntaxIdentifier)
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("addObserver") else { return }
        // As SwiftLint's stack, an accessor block or accessor that pushed nothing still pops when left.
        var scopes: [Scope] = [.file]
        walk.visit(FunctionDeclSyntax.self) { node, _ in
            scopes.append(.function(node))
            return .visitChildren
        }
        walk.visitPost(FunctionDeclSyntax.self) { _, _ in _ = scopes.popLast() }
        walk.visit(AccessorBlockSyntax.self) { node, _ in
            if case .getter(let block) = node.accessors { scopes.append(.getter(block.id)) }
            return .visitChildren
        }
        walk.visitPost(AccessorBlockSyntax.self) { _, _ in _ = scopes.popLast() }
        walk.visit(AccessorDeclSyntax.self) { node, _ in
            if node.accessorSpecifier.text == "get", let block = node.body?.statements {
                scopes.append(.getter(block.id))
            } else if node.accessorSpecifier.text == "set" {
                scopes.append(.setter)
            }
            return .visitChildren
        }
        walk.visitPost(AccessorDeclSyntax.self) { _, _ in _ = scopes.popLast() }
        walk.visit(ClosureExprSyntax.self) { node, _ in
            scopes.append(.closure(node.statements.id))
            return .visitChildren
        }
        walk.visitPost(ClosureExprSyntax.self) { _, _ in _ = scopes.popLast() }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard let called = node.calledExpression.as(MemberAccessExprSyntax.self),
                  called.declName.baseName.tokenKind == .identifier("addObserver"),
                  node.arguments.map({ $0.label?.text }).starts(with: ["forName", "object", "queue"]),
                  !Self.keepsResult(node, in: scopes.last) else { return }
            found.add(at: node)
        }
    }

    /// The value of a single-expression body, returned (but not from a `@discardableResult` function),
    /// passed as an argument or an array element, or assigned to anything but `_`.
    private static func keepsResult(_ node: FunctionCallExprSyntax, in scope: Scope?) -> Bool {
        guard let parent = node.parent else { return true }
        if let list = parent.as(CodeBlockItemSyntax.self)?.parent?.as(CodeBlockItemListSyntax.self) {
            guard list.count == 1 else { return false }
            switch scope {
            case .closure(let block), .getter(let block): return block == list.id
            case .function(let function):
                return function.body?.statements.id == list.id && function.signature.returnClause != nil
                    && !function.attributes.contains(attributeNamed: "discardableResult")
            default: return false
            }
        }
        if parent.is(ReturnStmtSyntax.self) {
            switch scope {
            case .closure, .getter: return true
            case .function(let function): return !function.attributes.contains(attributeNamed: "discardableResult")
            default: return false
            }
        }
        if parent.is(LabeledExprSyntax.self) || parent.is(ArrayElementSyntax.self) { return true }
        guard let previous = node.previousToken(viewMode: .sourceAccurate), previous.tokenKind == .equal else {
            return false
        }
        return previous.previousToken(viewMode: .sourceAccurate)?.tokenKind != .wildcard
    }
}
