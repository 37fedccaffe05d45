// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// XCTest does not run private test classes or methods, and says nothing about it.
struct PrivateUnitTestRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "private_unit_test",
        name: "Private Unit Test",
        description: "Unit tests marked private are silently skipped",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("class LoginTests: XCTestCase {\n    func testA() {}\n    internal func testB() {}\n}\n"),
            Example("@objc private class LoginTests: XCTestCase {\n    @objc private func testA() {}\n}\n"),
            Example("private class Helper: NSObject {\n    func testA() {}\n}\n"),
            Example("class LoginTests: XCTestCase {\n    private func testA(value: Int) {}\n"
                    + "    private func testB() -> Int { 0 }\n    private func helper() {}\n"
                    + "    private static func testC() {}\n}\n"),
            Example("extension LoginTests {\n    private func testA() {}\n}\n"),
            Example("class LoginTests: BaseTests {\n    private func testA() {}\n}\n"),
        ],
        triggeringExamples: [
            Example("private ↓class LoginTests: XCTestCase {\n    func testA() {}\n    private func testB() {}\n}\n"),
            Example("class LoginTests: XCTestCase {\n    func testA() {}\n    private ↓func testB() {}\n}\n"),
            Example("public class LoginSpec: QuickSpec {\n    private ↓func testA() {}\n}\n"),
            Example("class LoginTests: BaseTests {\n    private ↓func testA() {}\n}\n",
                    options: "test_parent_classes: [BaseTests]"),
        ],
        corrections: [
            Correction(Example("\nprivate ↓class LoginTests: XCTestCase {}\n"), "\nclass LoginTests: XCTestCase {}\n"),
            Correction(
                Example("class LoginTests: XCTestCase {\n    private ↓func testA() {}\n"
                        + "    private func testB(i: Int) {}\n"
                        + "    @objc private func testC() {}\n}\n"),
                "class LoginTests: XCTestCase {\n    func testA() {}\n    private func testB(i: Int) {}\n"
                    + "    @objc private func testC() {}\n}\n"
            ),
        ]
    )

    /// Superclasses that make a class a test case, besides `QuickSpec` and `XCTestCase`.
    var extraParentClasses: [String] = []
    private var testParentClasses: Set<String> = []

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .custom(
                keys: ["test_parent_classes"],
                "superclasses that make a class a test case (QuickSpec and XCTestCase always)",
                read: { node, settings throws(ConfigurationError) in
                    guard let value = node["test_parent_classes"] else { return }
                    settings.rule.extraParentClasses = try [String].read(value, current: [])
                },
                values: { settings in
                    let parents = Set(settings.rule.extraParentClasses).union(defaultParentClasses)
                    return [OptionEntry("test_parent_classes", parents.yaml)]
                }
            ),
        ]
    }

    private static let defaultParentClasses: Set<String> = ["QuickSpec", "XCTestCase"]

    mutating func prepare(context: RuleContext) throws(ConfigurationError) {
        testParentClasses = Set(extraParentClasses).union(Self.defaultParentClasses)
    }

    /// Walks file-level functions and non-private test classes only, as SwiftLint does (so a private
    /// function named `test…` at file level is reported too). `--fix` removes `private` from the reported
    /// test classes and methods. (SwiftLint's rewriter also fixes test methods it does not report, such as
    /// those of private test classes or of structs.)
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("private") else { return }
        let parents = testParentClasses
        walk.visit(ClassDeclSyntax.self) { node, _ in
            !Self.isPrivate(node.modifiers, node.attributes) && Self.isTestClass(node, parents: parents)
                ? .visitChildren : .skipChildren
        }
        walk.visitPost(ClassDeclSyntax.self) { node, found in
            guard Self.isPrivate(node.modifiers, node.attributes), Self.isTestClass(node, parents: parents) else {
                return
            }
            found.add(at: node.classKeyword, fix: Self.privateRemovals(node.modifiers))
        }
        for type in [FunctionDeclSyntax.self, StructDeclSyntax.self, EnumDeclSyntax.self, ActorDeclSyntax.self,
                     ExtensionDeclSyntax.self, ProtocolDeclSyntax.self, VariableDeclSyntax.self,
                     InitializerDeclSyntax.self, DeinitializerDeclSyntax.self, SubscriptDeclSyntax.self]
            as [any DeclSyntaxProtocol.Type] {
            Self.skipChildren(of: type, &walk)
        }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            guard Self.isTestMethod(node), Self.isPrivate(node.modifiers, node.attributes) else { return }
            found.add(at: node.funcKeyword, fix: Self.privateRemovals(node.modifiers))
        }
    }

    private static func skipChildren<Node: DeclSyntaxProtocol>(of type: Node.Type, _ walk: inout FileWalk) {
        walk.visit(type) { _, _ in .skipChildren }
    }

    /// Each `private` goes with the spaces after it; what came before it stays.
    private static func privateRemovals(_ modifiers: DeclModifierListSyntax) -> [TextEdit] {
        modifiers.filter { $0.name.tokenKind == .keyword(.private) }
            .map { TextEdit(from: $0.positionAfterSkippingLeadingTrivia, to: $0.endPosition) }
    }

    private static func isTestMethod(_ node: FunctionDeclSyntax) -> Bool {
        let signature = node.signature
        return node.name.text.hasPrefix("test") && signature.parameterClause.parameters.isEmpty
            && signature.returnClause == nil && !node.modifiers.contains(keyword: .static)
    }

    private static func isTestClass(_ node: ClassDeclSyntax, parents: Set<String>) -> Bool {
        node.inheritanceClause?.inheritedTypes.contains { inherited in
            guard let name = inherited.type.as(IdentifierTypeSyntax.self)?.name.text else { return false }
            return parents.contains(name)
        } ?? false
    }

    /// `private` without `@objc` (which keeps the method visible to the Objective-C runtime XCTest uses).
    private static func isPrivate(_ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax) -> Bool {
        modifiers.contains(keyword: .private) && !attributes.contains(attributeNamed: "objc")
    }
}
