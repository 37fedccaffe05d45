// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Declaration modifiers in one consistent order of groups (option `preferred_modifier_order`).
public struct ModifierOrderRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "modifier_order",
        name: "Modifier Order",
        description: "Modifier order should be consistent.",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("public class Store {\n   public required convenience init() {}\n}\n"),
            Example("public class Store {\n   public static let shared = Store()\n}\n"),
            Example("class Store: Base {\n   override public final class var name: String { \"\" }\n}\n"),
            Example("class Store {\n    public private(set) weak var owner: Owner?\n}\n"),
            Example("@objc\npublic final class Store: NSObject {}\n"),
            Example("class Store {\n   internal lazy var name: String = \"\"\n}\n"),
            Example("@MainActor\nclass Store {\n    nonisolated public func load() {}\n}\n"),
            Example("final public class Store {}\n", options: "preferred_modifier_order: [final, acl]"),
        ],
        triggeringExamples: [
            Example("class Store {\n   convenience required public ↓init() {}\n}\n"),
            Example("public class Store {\n   static public ↓let shared = Store()\n}\n"),
            Example("public class Store {\n   class public ↓var name: String { \"\" }\n}\n"),
            Example("class Store: Base {\n    public override ↓var name: String? { nil }\n}\n"),
            Example("class Store {\n    private(set) public weak ↓var owner: Owner?\n}\n"),
            Example("final public ↓class Store {}\n"),
            Example("class Store {\n    public nonisolated ↓func load() {}\n}\n"),
            Example("struct Counter {\n    mutating public ↓func add() {}\n}\n"),
            Example("public final ↓class Store {}\n", options: "preferred_modifier_order: [final, acl]"),
        ],
        corrections: [
            Correction(Example("public class Store {\n   static public ↓let shared = Store()\n}\n"),
                       "public class Store {\n   public static let shared = Store()\n}\n"),
            Correction(Example("class Store {\n   convenience required public ↓init() {}\n}\n"),
                       "class Store {\n   public required convenience init() {}\n}\n"),
        ]
    )

    /// SwiftLint's modifier groups, by their configuration names.
    public enum Group: String, Sendable, CaseIterable {
        case override, isolation, acl, setterACL, dynamic, mutators, lazy, final, required, convenience
        case typeMethods, owned, atPrefixed
    }

    public var severity: Severity
    public var order: [Group] = [
        .override, .isolation, .acl, .setterACL, .dynamic, .mutators, .lazy, .final, .required, .convenience,
        .typeMethods, .owned,
    ]

    public init(options: ConfigNode?, context: RuleContext) throws(ToolError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["preferred_modifier_order"]
        )
        guard let options, options.isMapping, let node = options["preferred_modifier_order"] else { return }
        var groups: [Group] = []
        for name in try RuleOptions.strings(options, "preferred_modifier_order", default: []) {
            guard let group = Group(rawValue: name) else {
                throw node.error("unknown modifier group '\(name)'",
                                 hint: "the groups are \(Group.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            groups.append(group)
        }
        order = groups
    }

    public func validate(_ file: LintFile) -> [Violation] {
        violations(of: Visitor(order: order), in: file, severity: severity)
    }

    /// Puts the modifiers in the preferred order; each place keeps its trivia.
    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(Fixer(order: order), suppressedLines: suppressedLines)
    }

    private final class Visitor: HitCollector {
        let order: [Group]

        init(order: [Group]) {
            self.order = order
        }

        override func visitPost(_ node: DeclModifierListSyntax) {
            guard let introducer = ModifierOrdering.introducer(of: node) else { return }
            let current = ModifierOrdering.entries(of: node)
            let sorted = ModifierOrdering.sorted(current, by: order)
            guard let (preferred, declared) = zip(sorted, current).first(where: { $0.keyword != $1.keyword })
            else { return }
            add(introducer, reason: "\(preferred.keyword) modifier should come before \(declared.keyword)")
        }
    }

    private final class Fixer: FixCollector {
        let order: [Group]

        init(order: [Group]) {
            self.order = order
        }

        override func visitPost(_ node: DeclModifierListSyntax) {
            guard let introducer = ModifierOrdering.introducer(of: node) else { return }
            let current = ModifierOrdering.entries(of: node)
            let sorted = ModifierOrdering.sorted(current, by: order)
            let edits = zip(current, sorted).filter { $0.keyword != $1.keyword }.map { place, moved in
                TextEdit(from: place.modifier.positionAfterSkippingLeadingTrivia,
                         to: place.modifier.endPositionBeforeTrailingTrivia, with: moved.modifier.trimmedDescription)
            }
            guard !edits.isEmpty else { return }
            fixes.append(SyntaxFix(position: introducer.positionAfterSkippingLeadingTrivia, edits: edits))
        }
    }
}

/// Reading and sorting modifier lists as SwiftLint's `modifier_order` does.
enum ModifierOrdering {
    struct Entry {
        var keyword: String
        var modifier: DeclModifierSyntax
        var group: ModifierOrderRule.Group
    }

    /// The keyword that introduces the declaration the modifiers belong to, where violations are reported.
    static func introducer(of node: DeclModifierListSyntax) -> TokenSyntax? {
        guard let parent = node.parent else { return nil }
        return parent.asProtocol((any DeclGroupSyntax).self)?.introducer
            ?? parent.as(FunctionDeclSyntax.self)?.funcKeyword
            ?? parent.as(InitializerDeclSyntax.self)?.initKeyword
            ?? parent.as(SubscriptDeclSyntax.self)?.subscriptKeyword
            ?? parent.as(VariableDeclSyntax.self)?.bindingSpecifier
    }

    /// The modifiers SwiftLint knows, with their groups; a setter level such as `private(set)` is `setterACL`.
    static func entries(of node: DeclModifierListSyntax) -> [Entry] {
        node.compactMap { modifier in
            let keyword = modifier.name.text
            guard let group = group(of: keyword) else { return nil }
            if case .identifier("set") = modifier.detail?.detail.tokenKind {
                return group == .acl ? Entry(keyword: "\(keyword)(set)", modifier: modifier, group: .setterACL) : nil
            }
            return Entry(keyword: keyword, modifier: modifier, group: group)
        }
    }

    private static func group(of keyword: String) -> ModifierOrderRule.Group? {
        switch keyword {
        case "override": .override
        case "weak": .owned
        case "final": .final
        case "required": .required
        case "convenience": .convenience
        case "lazy": .lazy
        case "dynamic": .dynamic
        case "nonisolated": .isolation
        case "private", "fileprivate", "internal", "public", "open": .acl
        case "mutating", "nonmutating": .mutators
        case "static", "class": .typeMethods
        default: nil
        }
    }

    /// Insertion in preferred order: an entry goes before the first placed entry of a later group; entries
    /// of groups outside the order stay behind the others.
    static func sorted(_ entries: [Entry], by order: [ModifierOrderRule.Group]) -> [Entry] {
        var result: [Entry] = []
        for entry in entries {
            let rank = order.firstIndex(of: entry.group)
            let index = result.firstIndex { placed in
                guard let rank, let placedRank = order.firstIndex(of: placed.group) else { return false }
                return rank < placedRank
            }
            result.insert(entry, at: index ?? result.endIndex)
        }
        return result
    }
}
