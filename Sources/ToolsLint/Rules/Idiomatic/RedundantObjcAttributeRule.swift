// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `@objc` where another attribute or the enclosing `@objcMembers` class or `@objc` extension already implies it.
struct RedundantObjcAttributeRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "redundant_objc_attribute",
        name: "Redundant @objc Attribute",
        description: "Objective-C attribute (@objc) is redundant in declaration",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("@objc private var title: String?\n"),
            Example("@IBInspectable private var title: String?\n"),
            Example("@objc private func tap(_ sender: Any) {}\n"),
            Example("@objc @NSCopying var title: String!\n"),
            Example("@objcMembers\nclass Owner {\n    @objc\n    class Inner: NSObject {\n        @objc\n"
                    + "        var item: Any?\n"
                    + "    }\n}\n"),
            Example("extension Owner {\n    @objc\n    var count: Int { 0 }\n}\n"),
            Example("@objcMembers\nclass Owner: NSObject {\n    @objc\n    private var count: Int { 0 }\n}\n"),
            Example("@objcMembers\nclass Owner: NSObject {\n    @objc private func handle(_ note: Notification) {}\n"
                    + "}\n"),
            Example("@objc extension Owner {\n    @objc enum Kind: Int {\n       case one\n    }\n}\n"),
            Example("extension Settings {\n    @objc(addItemsObject:)\n"
                    + "    @NSManaged public func addToItems(_ value: Item)\n}\n"),
        ],
        triggeringExamples: [
            Example("↓@objc @IBInspectable private var title: String?\n"),
            Example("@IBInspectable ↓@objc private var title: String?\n"),
            Example("↓@objc @IBAction private func tap(_ sender: Any) {}\n"),
            Example("@NSManaged ↓@objc private var title: String!\n"),
            Example("↓@objc @IBDesignable class Canvas {}\n"),
            Example("@objcMembers\nclass Owner: NSObject {\n    ↓@objc var item: Any?\n}\n"),
            Example("@objcMembers\nclass Owner: NSObject {\n    ↓@objc var item: Any?\n    @objc\n    class Inner {\n"
                    + "        @objc\n        var other: Any?\n    }\n}\n"),
            Example("@objc\nextension Owner {\n    ↓@objc\n    var count: Int {\n        return 0\n    }\n}\n"),
            Example("@objc\nextension Owner {\n    ↓@objc\n    private var count: Int { 0 }\n}\n"),
        ],
        corrections: [
            Correction(Example("↓@objc @IBAction private func tap() {}\n"), "@IBAction private func tap() {}\n"),
            Correction(Example("@IBAction ↓@objc\n  private func tap() {}\n"), "@IBAction private func tap() {}\n"),
            Correction(
                Example("@objcMembers class Owner: NSObject {\n    ↓@objc  var count = 0\n}\n"),
                "@objcMembers class Owner: NSObject {\n    var count = 0\n}\n"
            ),
        ]
    )

    static let attributesImplyingObjC: Set<String> = [
        "IBAction", "IBOutlet", "IBInspectable", "GKInspectable", "IBDesignable", "NSManaged",
    ]

    /// `--fix` removes `@objc` and the spaces and line breaks after it.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("@objc") else { return }
        let bytes = file.bytes
        walk.visitPost(AttributeListSyntax.self) { node, found in
            guard let attribute = Self.redundantObjC(in: node) else { return }
            let start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
            var end = start + "@objc".utf8.count
            while end < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]) { end += 1 }
            found.add(at: attribute, fix: [TextEdit(start..<end)])
        }
    }

    private static func redundantObjC(in list: AttributeListSyntax) -> AttributeSyntax? {
        guard let objc = list.lazy.compactMap({ $0.as(AttributeSyntax.self) })
            .first(where: { $0.attributeNameText == "objc" && $0.arguments == nil }) else { return nil }
        let declaration = list.parent
        let implied = list.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            return attributesImplyingObjC.contains(attribute.attributeNameText)
        }
        if implied, declaration?.is(ExtensionDeclSyntax.self) != true { return objc }
        if declaration?.is(EnumDeclSyntax.self) == true { return nil }
        // The declaration's parents: member item, member list, member block, then the type.
        let container = declaration?.parent?.parent?.parent?.parent
        if let declaration, isFunctionOrStoredProperty(declaration),
           let owner = container?.as(ClassDeclSyntax.self),
           owner.attributes.contains(attributeNamed: "objcMembers") {
            let modifiers = declaration.asProtocol((any WithModifiersSyntax).self)?.modifiers
            return modifiers?.containsPrivateOrFileprivate == true ? nil : objc
        }
        if let owner = container?.as(ExtensionDeclSyntax.self),
           owner.attributes.contains(where: { element in
               guard let attribute = element.as(AttributeSyntax.self) else { return false }
               return attribute.attributeNameText == "objc" && attribute.arguments == nil
           }) {
            return objc
        }
        return nil
    }

    private static func isFunctionOrStoredProperty(_ node: Syntax) -> Bool {
        if node.is(FunctionDeclSyntax.self) { return true }
        guard let variable = node.as(VariableDeclSyntax.self) else { return false }
        return variable.bindings.allSatisfy { $0.accessorBlock == nil }
    }
}
