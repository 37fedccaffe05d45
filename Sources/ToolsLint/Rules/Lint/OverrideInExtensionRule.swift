// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Overriding in an extension hides the override from readers of the class (and is not allowed for
/// non-`@objc` members). As SwiftLint, extensions of a class declared in the same file are allowed (they
/// often override `NSObject` members), and only file-level extensions of plain type names are checked.
struct OverrideInExtensionRule: Rule {
    static let description = RuleDescription(
        identifier: "override_in_extension",
        name: "Override in Extension",
        description: "Extensions shouldn't override declarations",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("extension Person {\n  var age: Int { return 42 }\n}\n"),
            Example("extension Person {\n  func celebrateBirthday() {}\n}\n"),
            Example("class Employee: Person {\n  override func celebrateBirthday() {}\n}\n"),
            Example(
                "class Foo: NSObject {}\nextension Foo {\n"
                    + "    override var description: String { return \"\" }\n}"
            ),
            Example(
                "struct Foo {\n    class Bar: NSObject {}\n}\nextension Foo.Bar {\n"
                    + "    override var description: String { return \"\" }\n}"
            ),
            Example("@objc\n@implementation\nextension Person {\n    override func celebrateBirthday() {}\n}\n"),
            Example("extension D {\n  struct E { override func e() {} }\n}\n"),
        ],
        triggeringExamples: [
            Example("extension Person {\n  override ↓var age: Int { return 42 }\n}\n"),
            Example("extension Person {\n  override ↓func celebrateBirthday() {}\n}\n"),
            Example("@_objcImplementation extension B {\n  override ↓func b() {}\n}\n"),
            Example("@objc extension C {\n  override ↓func c() {}\n}\n"),
            Example("override ↓func top() {}\n"),
            Example("extension D {\n  class F {}\n}\nextension F {\n  override ↓func f() {}\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("override") else { return }
        // File-level class names, and overrides with the names of the extensions around them (nil: an
        // extension of something else than a plain name, whose members are not checked).
        var classNames = Set<String>()
        var extensions: [String?] = []
        var overrides: [(position: AbsolutePosition, extensions: [String?])] = []
        walk.visitPost(ClassDeclSyntax.self) { node, _ in
            if extensions.isEmpty { classNames.insert(node.name.text) }
        }
        walk.skipDeclarationBodies(except: [ExtensionDeclSyntax.self])
        walk.visitPost(FunctionDeclSyntax.self) { node, _ in
            if node.modifiers.contains(keyword: .override) {
                overrides.append((node.funcKeyword.positionAfterSkippingLeadingTrivia, extensions))
            }
        }
        walk.visitPost(VariableDeclSyntax.self) { node, _ in
            if node.modifiers.contains(keyword: .override) {
                overrides.append((node.bindingSpecifier.positionAfterSkippingLeadingTrivia, extensions))
            }
        }
        walk.visit(ExtensionDeclSyntax.self) { node, _ in
            // An `@implementation` extension is the class's own body for Objective-C.
            let implements = node.attributes.contains(attributeNamed: "implementation")
            extensions.append(implements ? nil : node.extendedType.as(IdentifierTypeSyntax.self)?.name.text)
            return .visitChildren
        }
        walk.visitPost(ExtensionDeclSyntax.self) { _, _ in _ = extensions.popLast() }
        walk.atEnd { found in
            for override in overrides where override.extensions.allSatisfy({ name in
                name.map { !classNames.contains($0) } ?? false
            }) {
                found.add(at: override.position)
            }
        }
    }
}
