// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// XCTest does not run private test classes or methods, and says nothing about it.
public struct PrivateUnitTestRule: CorrectableRule {
    public static let description = RuleDescription(
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

    public var severity: Severity
    /// Superclasses that make a class a test case; configured names add to the defaults.
    public var testParentClasses: Set<String>

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["test_parent_classes"]
        )
        testParentClasses = Set(try RuleOptions.strings(options, "test_parent_classes", default: []))
            .union(["QuickSpec", "XCTestCase"])
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("private") else { return [] }
        return violations(of: Visitor(parents: testParentClasses), in: file, severity: severity)
    }

    /// Removes `private` from the reported test classes and methods. (SwiftLint's rewriter also fixes test
    /// methods it does not report, such as those of private test classes or of structs.)
    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        let visitor = Visitor(parents: testParentClasses)
        visitor.walk(file.tree)
        return file.applying(Fixer(parents: testParentClasses), suppressedLines: suppressedLines,
                             reported: Set(visitor.hits.map(\.position)))
    }

    private final class Fixer: FixCollector {
        let parents: Set<String>

        init(parents: Set<String>) {
            self.parents = parents
        }

        override func visitPost(_ node: ClassDeclSyntax) {
            guard Visitor.isPrivate(node.modifiers, node.attributes),
                  Visitor.isTestClass(node, parents: parents) else { return }
            removePrivate(node.modifiers, at: node.classKeyword.positionAfterSkippingLeadingTrivia)
        }

        override func visitPost(_ node: FunctionDeclSyntax) {
            guard Visitor.isTestMethod(node), Visitor.isPrivate(node.modifiers, node.attributes) else { return }
            removePrivate(node.modifiers, at: node.funcKeyword.positionAfterSkippingLeadingTrivia)
        }

        /// Each `private` goes with the spaces after it; what came before it stays.
        private func removePrivate(_ modifiers: DeclModifierListSyntax, at position: AbsolutePosition) {
            let edits = modifiers.filter { $0.name.tokenKind == .keyword(.private) }
                .map { TextEdit(from: $0.positionAfterSkippingLeadingTrivia, to: $0.endPosition) }
            fixes.append(SyntaxFix(position: position, edits: edits))
        }
    }

    /// Walks file-level functions and non-private test classes only, as SwiftLint does (so a private
    /// function named `test…` at file level is reported too).
    private final class Visitor: HitCollector {
        let parents: Set<String>

        init(parents: Set<String>) {
            self.parents = parents
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            !Self.isPrivate(node.modifiers, node.attributes) && isTestClass(node) ? .visitChildren : .skipChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) {
            if Self.isPrivate(node.modifiers, node.attributes), isTestClass(node) { add(node.classKeyword) }
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visitPost(_ node: FunctionDeclSyntax) {
            if Self.isTestMethod(node), Self.isPrivate(node.modifiers, node.attributes) { add(node.funcKeyword) }
        }

        static func isTestMethod(_ node: FunctionDeclSyntax) -> Bool {
            let signature = node.signature
            return node.name.text.hasPrefix("test") && signature.parameterClause.parameters.isEmpty
                && signature.returnClause == nil && !node.modifiers.contains(keyword: .static)
        }

        func isTestClass(_ node: ClassDeclSyntax) -> Bool {
            Self.isTestClass(node, parents: parents)
        }

        static func isTestClass(_ node: ClassDeclSyntax, parents: Set<String>) -> Bool {
            node.inheritanceClause?.inheritedTypes.contains { inherited in
                guard let name = inherited.type.as(IdentifierTypeSyntax.self)?.name.text else { return false }
                return parents.contains(name)
            } ?? false
        }

        /// `private` without `@objc` (which keeps the method visible to the Objective-C runtime XCTest uses).
        static func isPrivate(_ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax) -> Bool {
            modifiers.contains(keyword: .private) && !attributes.contains(attributeNamed: "objc")
        }
    }
}
