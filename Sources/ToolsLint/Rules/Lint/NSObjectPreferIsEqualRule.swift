// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An `NSObject` subclass's `==` is bypassed by Objective-C collections, which call `isEqual(_:)`.
struct NSObjectPreferIsEqualRule: Rule {
    static let description = RuleDescription(
        identifier: "nsobject_prefer_isequal",
        name: "NSObject Prefer isEqual",
        description: "NSObject subclasses should implement isEqual instead of ==",
        nonTriggeringExamples: [
            Example("class Item: NSObject {\n}\n"),
            Example("class Item: Equatable {\n    static func == (lhs: Item, rhs: Item) -> Bool { true }\n}\n"),
            Example("class Item: NSObject {\n    override func isEqual(_ object: Any?) -> Bool { true }\n}\n"),
            Example("class Item: NSObject {\n    static func == (lhs: Item, rhs: Other) -> Bool { true }\n}\n"),
            Example("struct Item: Equatable {\n    static func == (lhs: Item, rhs: Item) -> Bool { false }\n}\n"),
            Example("extension Item {\n    static func == (lhs: Item, rhs: Item) -> Bool { false }\n}\n"),
        ],
        triggeringExamples: [
            Example("class Item: NSObject {\n    ↓static func == (lhs: Item, rhs: Item) -> Bool { false }\n}\n"),
            Example("@objc class Item: Base {\n    ↓static func == (lhs: Item, rhs: Item) -> Bool { true }\n}\n"),
            Example("class Item: NSObject, Equatable {\n"
                    + "    ↓static func == (lhs: Item, rhs: Item) -> Bool { false }\n}\n"),
            Example("extension Store {\n    class Item: NSObject {\n"
                    + "        ↓static func == (lhs: Item, rhs: Item) -> Bool { false }\n    }\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("==") else { return }
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            if Self.isEqualityOperator(node), Self.isInObjCClass(node) { found.add(at: node) }
        }
    }

    /// `static func == (lhs: T, rhs: T) -> Bool`.
    static func isEqualityOperator(_ node: FunctionDeclSyntax) -> Bool {
        let parameters = node.signature.parameterClause.parameters
        guard node.modifiers.contains(keyword: .static), node.name.text == "==",
              node.signature.returnClause?.type.as(IdentifierTypeSyntax.self)?.name.text == "Bool",
              parameters.count == 2, let lhs = parameters.first, let rhs = parameters.last else { return false }
        return lhs.firstName.text == "lhs" && rhs.firstName.text == "rhs"
            && lhs.type.trimmedDescription == rhs.type.trimmedDescription
    }

    /// Whether the nearest enclosing declaration is a class marked `@objc`/`@objcMembers` or inheriting `NSObject`.
    static func isInObjCClass(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let owner = syntax.as(ClassDeclSyntax.self) {
                if owner.attributes.contains(attributeNamed: "objc")
                    || owner.attributes.contains(attributeNamed: "objcMembers") { return true }
                return owner.inheritanceClause?.inheritedTypes.contains {
                    $0.type.as(IdentifierTypeSyntax.self)?.name.text == "NSObject"
                } ?? false
            }
            if syntax.is(DeclSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }
}
