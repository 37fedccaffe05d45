// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Declaration modifiers in one consistent order of groups (option `preferred_modifier_order`).
struct ModifierOrderRule: CorrectableRule {
    static let description = RuleDescription(
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
    enum Group: String, Sendable, OptionEnum {
        case override, isolation, acl, setterACL, dynamic, mutators, lazy, final, required, convenience
        case typeMethods, owned, atPrefixed
    }

    var order: [Group] = [
        .override, .isolation, .acl, .setterACL, .dynamic, .mutators, .lazy, .final, .required, .convenience,
        .typeMethods, .owned,
    ]

    static var options: [RuleOption<Self>] {
        [.severity, .key("preferred_modifier_order", \.order, "the modifier groups in the order they should come")]
    }

    /// `--fix` puts the modifiers in the preferred order; each place keeps its trivia.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        walk.visitPost(DeclModifierListSyntax.self) { node, found in
            // One modifier (or none, most lists) is always in order: the introducer (a protocol cast) is
            // not looked for.
            guard node.count > 1, let introducer = ModifierOrdering.introducer(of: node) else { return }
            let current = ModifierOrdering.entries(of: node)
            let sorted = ModifierOrdering.sorted(current, by: order)
            guard let (preferred, declared) = zip(sorted, current).first(where: { $0.keyword != $1.keyword })
            else { return }
            let edits = zip(current, sorted).filter { $0.keyword != $1.keyword }.map { place, moved in
                TextEdit(from: place.modifier.positionAfterSkippingLeadingTrivia,
                         to: place.modifier.endPositionBeforeTrailingTrivia, with: moved.modifier.trimmedDescription)
            }
            found.add(
                at: introducer, reason: "\(preferred.keyword) modifier should come before \(declared.keyword)",
                fix: edits
            )
        }
    }
}
