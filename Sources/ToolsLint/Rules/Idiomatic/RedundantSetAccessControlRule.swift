// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `private(set) private var` and the like: the setter's level repeats the property's own.
struct RedundantSetAccessControlRule: Rule {
    static let description = RuleDescription(
        identifier: "redundant_set_access_control",
        name: "Redundant Access Control for Setter",
        description: "Property setter access level shouldn't be explicit if it's the same as the variable access level",
        nonTriggeringExamples: [
            Example("private(set) public var count: Int\n"),
            Example("public let count: Int\n"),
            Example("var count: Int\n"),
            Example("private final class Box {\n  private(set) var count: Int\n}\n"),
            Example("fileprivate class Box {\n  public fileprivate(set) var count: Int\n}\n"),
            Example("extension Theme {\n    public internal(set) static var accent = Theme.base\n}\n"),
            Example("internal(set) var count = 0\n"),
        ],
        triggeringExamples: [
            Example("↓private(set) private var count: Int\n"),
            Example("↓fileprivate(set) fileprivate var count: Int\n"),
            Example("↓internal(set) internal var count: Int\n"),
            Example("↓public(set) public var count: Int\n"),
            Example("open class Box {\n  ↓open(set) open var count: Int\n}\n"),
            Example("class Box {\n  ↓internal(set) var count: Int\n}\n"),
            Example("internal struct Box {\n  ↓internal(set) var count: Int\n}\n"),
            Example("fileprivate class Box {\n  ↓fileprivate(set) var count: Int\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("(set)") else { return }
        /// Local variables cannot have access levels worth checking.
        walk.visit(FunctionDeclSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            let modifiers = node.modifiers
            guard let setter = modifiers.first(where: { $0.detail?.detail.tokenKind == .identifier("set") })
            else { return }
            // The same keyword twice: `private(set) private`.
            if Set(modifiers.map(\.name.tokenKind)).count != modifiers.count {
                found.add(at: modifiers)
                return
            }
            guard !modifiers.contains(where: { $0.detail == nil }) else { return }
            switch setter.name.tokenKind {
            case .keyword(.fileprivate):
                if let enclosing = node.enclosingDeclarationModifiers, enclosing.contains(keyword: .fileprivate) {
                    found.add(at: modifiers)
                }
            case .keyword(.internal):
                if let enclosing = node.enclosingDeclarationModifiers,
                   enclosing.isEmpty || enclosing.contains(keyword: .internal) {
                    found.add(at: modifiers)
                }
            default:
                break
            }
        }
    }
}
