// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A struct or class with only static members is a namespace: a caseless `enum` cannot be instantiated by
/// mistake. Types that inherit or conform, are visible to Objective-C, or have an instance member (or
/// an initializer that is not unavailable) are left alone.
struct ConvenienceTypeRule: Rule {
    static let description = RuleDescription(
        identifier: "convenience_type",
        name: "Convenience Type",
        description: "Types used for hosting only static members should be implemented as a caseless enum to avoid "
            + "instantiation",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("enum Math { // enum\n  public static let pi = 3.14\n}\n"),
            Example("// class with inheritance\nclass MathViewController: UIViewController {\n"
                + "  public static let pi = 3.14\n}\n"),
            Example("@objc class Math: NSObject { // class visible to Obj-C\n  public static let pi = 3.14\n"
                + "}\n"),
            Example("struct Math { // type with non-static declarations\n  public static let pi = 3.14\n"
                + "  public let randomNumber = 2\n}\n"),
            Example("class DummyClass {}\n"),
            Example("class Foo: NSObject { // class with Obj-C class property\n    class @objc let foo = 1\n"
                + "}\n"),
            Example("class Foo: NSObject { // class with Obj-C static property\n"
                + "    static @objc let foo = 1\n}\n"),
            Example("class Foo { // @objc class func can't exist on an enum\n   @objc class func foo() {}\n"
                + "}\n"),
            Example("class Foo { // @objc static func can't exist on an enum\n   @objc static func foo() {}\n"
                + "}\n"),
            Example("@objcMembers class Foo { // @objc static func can't exist on an enum\n"
                + "   static func foo() {}\n}\n"),
            Example("final class Foo { // final class, but @objc class func can't exist on an enum\n"
                + "   @objc class func foo() {}\n}\n"),
            Example("final class Foo { // final class, but @objc static func can't exist on an enum\n"
                + "   @objc static func foo() {}\n}\n"),
            Example("@globalActor actor MyActor {\n  static let shared = MyActor()\n}\n"),
            Example("struct Constants {\n    static let size = 1\n    subscript(index: Int) -> Int { index }\n}\n"),
            Example("protocol Shared {\n    static var shared: Self { get }\n}\n"),
        ],
        triggeringExamples: [
            Example("↓struct Math {\n  public static let pi = 3.14\n}\n"),
            Example("↓struct Math {\n  public static let pi = 3.14\n  @available(*, unavailable) init() {}\n"
                + "}\n"),
            Example("final ↓class Foo { // final class can't be inherited\n    class let foo = 1\n}\n"),
            Example("↓class Foo {\n    class let foo = 1\n}\n"),
            Example("↓class Foo {\n    final class let foo = 1\n}\n"),
            Example("↓class SomeClass {\n    static func foo() {}\n}\n"),
            Example("enum Outer {\n    ↓struct Inner {\n        static let size = 1\n"
                + "        struct Nested { let value = 1 }\n    }\n}\n"),
            Example("↓struct Flags {\n    #if DEBUG\n    static let verbose = true\n    #endif\n}\n"),
            Example("↓struct Results {\n    struct Skipped {}\n    struct Nested {\n        let value: Int\n    }\n"
                + "}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("struct") || file.contains("class") else { return }
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(StructDeclSyntax.self) { node, found in
            if Self.isNamespace(node.inheritanceClause, node.attributes, node.memberBlock) {
                found.add(at: node.structKeyword)
            }
        }
        walk.visitPost(ClassDeclSyntax.self) { node, found in
            if Self.isNamespace(node.inheritanceClause, node.attributes, node.memberBlock) {
                found.add(at: node.classKeyword)
            }
        }
    }

    private static func isNamespace(
        _ inheritance: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax, _ members: MemberBlockSyntax
    ) -> Bool {
        guard inheritance?.inheritedTypes.isEmpty ?? true,
              !attributes.contains(attributeNamed: "objcMembers"), !attributes.contains(attributeNamed: "objc"),
              !members.members.isEmpty else { return false }
        return StaticMembersCheck.hostsOnlyStaticMembers(members)
    }

    /// Walks a type's members, not looking into nested declarations: any instance member, Objective-C
    /// member or initializer that is not unavailable disqualifies the type.
    private final class StaticMembersCheck: SyntaxVisitor {
        private var onlyStatic = true

        static func hostsOnlyStaticMembers(_ members: MemberBlockSyntax) -> Bool {
            let check = StaticMembersCheck(viewMode: .sourceAccurate)
            check.walk(members)
            return check.onlyStatic
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if !node.modifiers.isStaticOrClass || node.attributes.contains(attributeNamed: "objc") {
                onlyStatic = false
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if !node.modifiers.isStaticOrClass || node.attributes.contains(attributeNamed: "objc") {
                onlyStatic = false
            }
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            if !node.attributes.marksUnavailable { onlyStatic = false }
            return .skipChildren
        }

        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
            if !node.modifiers.isStaticOrClass { onlyStatic = false }
            return .skipChildren
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}

private extension DeclModifierListSyntax {
    var isStaticOrClass: Bool { contains(keyword: .static) || contains(keyword: .class) }
}
