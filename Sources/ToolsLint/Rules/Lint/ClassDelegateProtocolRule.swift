// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A protocol named `…Delegate` that classes need not adopt cannot be held `weak`.
struct ClassDelegateProtocolRule: Rule {
    static let description = RuleDescription(
        identifier: "class_delegate_protocol",
        name: "Class Delegate Protocol",
        description: "Delegate protocols should be class-only so they can be weakly referenced",
        nonTriggeringExamples: [
            Example("protocol ListDelegate: class {}\n"),
            Example("protocol ListDelegate: AnyObject {}\n"),
            Example("protocol List {}\n"),
            Example("class ListDelegate {}\n"),
            Example("@objc protocol ListDelegate {}\n"),
            Example("protocol ListDelegate: ScrollDelegate {}\n"),
            Example("protocol ListDelegate: Loading & AnyObject {}\n"),
            Example("protocol ListDelegate: NSObjectProtocol {}\n"),
            Example("protocol ListDelegate where Self: AnyObject {}\n"),
            Example("protocol ListDelegate where Self: Loading & ScrollDelegate {}\n"),
            Example("protocol ListDelegate: Actor {}\n"),
        ],
        triggeringExamples: [
            Example("↓protocol ListDelegate {}\n"),
            Example("↓protocol ListDelegate: Loading {}\n"),
            Example("↓protocol ListDelegate: Loading & Equatable {}\n"),
            Example("↓protocol ListDelegate where Self: StringProtocol {}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("Delegate") else { return }
        walk.skipDescendants(of: [.class, .struct, .enum, .actor, .extension, .function, .initializer, .variable])
        walk.visitPost(ProtocolDeclSyntax.self) { node, found in
            guard node.name.text.hasSuffix("Delegate"), !node.attributes.contains(attributeNamed: "objc") else {
                return
            }
            let inherited = node.inheritanceClause?.inheritedTypes ?? []
            if inherited.contains(where: { $0.type.is(ClassRestrictionTypeSyntax.self) || Self.isObject($0.type) }) {
                return
            }
            let selfRequirements = node.genericWhereClause?.requirements.contains { requirement in
                guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                      conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text == "Self" else { return false }
                return Self.isObject(conformance.rightType)
            } ?? false
            if !selfRequirements { found.add(at: node.protocolKeyword) }
        }
    }

    /// `AnyObject`, `NSObjectProtocol`, `Actor`, another delegate, or a composition with one of them.
    static func isObject(_ type: TypeSyntax) -> Bool {
        if let name = type.as(IdentifierTypeSyntax.self)?.name.text {
            return ["AnyObject", "NSObjectProtocol", "Actor"].contains(name) || name.hasSuffix("Delegate")
        }
        return type.as(CompositionTypeSyntax.self)?.elements.contains { isObject($0.type) } ?? false
    }

    /// Only protocols at file level are checked, as SwiftLint does (its visitor skips other declarations).
}
