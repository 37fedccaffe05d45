// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// When every member of an extension has the same access level, the extension states it once
/// (`public extension Foo`); a level on the extension is not repeated on its members.
struct ExtensionAccessModifierRule: Rule {
    static let description = RuleDescription(
        identifier: "extension_access_modifier",
        name: "Extension Access Modifier",
        description: "Prefer to use extension access modifiers",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("extension Foo: SomeProtocol {\n  public var bar: Int { return 1 }\n}\n"),
            Example("extension Foo {\n  private var bar: Int { return 1 }\n"
                + "  public var baz: Int { return 1 }\n}\n"),
            Example("extension Foo {\n  private var bar: Int { return 1 }\n  public func baz() {}\n}\n"),
            Example("extension Foo {\n  var bar: Int { return 1 }\n  var baz: Int { return 1 }\n}\n"),
            Example("extension Foo {\n  var bar: Int { return 1 }\n  internal var baz: Int { return 1 }\n}\n"),
            Example("internal extension Foo {\n  var bar: Int { return 1 }\n  var baz: Int { return 1 }\n}\n"),
            Example("public extension Foo {\n  var bar: Int { return 1 }\n  var baz: Int { return 1 }\n}\n"),
            Example("public extension Foo {\n  var bar: Int { return 1 }\n"
                + "  internal var baz: Int { return 1 }\n}\n"),
            Example("extension Foo {\n  private var bar: Int { return 1 }\n"
                + "  private var baz: Int { return 1 }\n}\n"),
            Example("extension Foo {\n  open var bar: Int { return 1 }\n  open var baz: Int { return 1 }\n}\n"),
            Example("extension Foo {\n    func setup() {}\n    public func update() {}\n}\n"),
            Example("private extension Foo {\n  private var bar: Int { return 1 }\n"
                + "  var baz: Int { return 1 }\n}\n"),
            Example("extension Foo {\n  internal private(set) var bar: Int {\n    get { Foo.shared.bar }\n"
                + "    set { Foo.shared.bar = newValue }\n  }\n}\n"),
            Example("extension Foo {\n  private(set) internal var bar: Int {\n    get { Foo.shared.bar }\n"
                + "    set { Foo.shared.bar = newValue }\n  }\n}\n"),
            Example("public extension Foo {\n  private(set) var value: Int { 1 }\n}\n"),
        ],
        triggeringExamples: [
            Example("↓extension Foo {\n   public var bar: Int { return 1 }\n"
                + "   public var baz: Int { return 1 }\n}\n"),
            Example("↓extension Foo {\n   public var bar: Int { return 1 }\n   public func baz() {}\n}\n"),
            Example("public extension Foo {\n  ↓public func bar() {}\n  ↓public func baz() {}\n}\n"),
            Example("↓extension Foo {\n   public var bar: Int {\n      let value = 1\n      return value\n"
                + "   }\n\n   public var baz: Int { return 1 }\n}\n"),
            Example("↓extension Array where Element: Equatable {\n    public var unique: [Element] {\n"
                + "        var uniqueValues = [Element]()\n"
                + "        for item in self where !uniqueValues.contains(item) {\n"
                + "            uniqueValues.append(item)\n        }\n        return uniqueValues\n    }\n"
                + "}\n"),
            Example("↓extension Foo {\n   #if DEBUG\n   public var bar: Int {\n      let value = 1\n"
                + "      return value\n   }\n   #endif\n\n   public var baz: Int { return 1 }\n}\n"),
            Example("public extension Foo {\n  ↓private func bar() {}\n  ↓private func baz() {}\n}\n"),
            Example("↓extension Foo {\n  private(set) public var value: Int { 1 }\n}\n"),
            Example("fileprivate extension Foo {\n  ↓fileprivate func bar() {}\n}\n"),
        ]
    )

    /// A member's access level as written: none, or the keyword's kind.
    private enum Level: Hashable {
        case implicit
        case explicit(TokenKind)

        /// Levels a member may share with the others without the extension stating it.
        var isAllowedOnMembers: Bool {
            switch self {
            case .implicit: true
            case .explicit(let kind):
                kind == .keyword(.internal) || kind == .keyword(.private) || kind == .keyword(.open)
            }
        }
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("extension") else { return }
        walk.visitPost(ExtensionDeclSyntax.self) { node, found in
            guard node.inheritanceClause == nil else { return }
            var allEqual = true
            var members: [(position: AbsolutePosition, level: Level)] = []
            for decl in Self.members(of: node.memberBlock) {
                // A setter's level (`private(set)`) is not the member's.
                let modifier = decl.asProtocol((any WithModifiersSyntax).self)?.modifiers.first {
                    DeclModifierListSyntax.accessLevelKinds.contains($0.name.tokenKind) && $0.detail == nil
                }
                let level = modifier.map { Level.explicit($0.name.tokenKind) } ?? .implicit
                if allEqual, let last = members.last, last.level != level { allEqual = false }
                members.append((decl.positionAfterSkippingLeadingTrivia, level))
            }
            guard allEqual, let shared = members.last?.level else { return }
            let extensionLevel = node.modifiers.firstAccessLevel.map { Level.explicit($0.name.tokenKind) } ?? .implicit
            if extensionLevel != .implicit {
                if !shared.isAllowedOnMembers || shared != extensionLevel, shared != .implicit {
                    for member in members { found.add(at: member.position) }
                }
            } else if !shared.isAllowedOnMembers {
                found.add(at: node.extensionKeyword)
            }
        }
    }

    /// The member declarations, those in `#if` clauses included.
    private static func members(of block: MemberBlockSyntax) -> [DeclSyntax] {
        block.members.flatMap { member -> [DeclSyntax] in
            guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
                guard case .decls(let decls) = clause.elements else { return [] }
                return decls.map(\.decl)
            }
        }
    }
}
