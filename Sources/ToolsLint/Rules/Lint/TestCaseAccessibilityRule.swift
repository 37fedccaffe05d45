// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A test case's helpers should be private so that only its tests (and XCTest's overrides) are visible to
/// the test runner and to other test files. As SwiftLint, only members of file-level test classes are
/// checked, and `--fix` makes them `private`.
struct TestCaseAccessibilityRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "test_case_accessibility",
        name: "Test Case Accessibility",
        description: "Test cases should only contain private non-test members",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let foo: String?\n"),
            Example(
                "let foo: String?\n\nclass FooTests: XCTestCase {\n    static let allTests: [String] = []\n\n"
                    + "    private let foo: String {\n        let nestedMember = \"hi\"\n"
                    + "        return nestedMember\n    }\n\n    override static func setUp() {}\n\n"
                    + "    override func setUp() {}\n\n    override func setUpWithError() throws {}\n\n"
                    + "    override static func tearDown() {}\n\n    override func tearDown() {}\n\n"
                    + "    override func tearDownWithError() {}\n\n    override func someFutureXCTestFunction() {\n"
                    + "        super.someFutureXCTestFunction()\n    }\n\n    func testFoo() {\n"
                    + "        XCTAssertTrue(true)\n    }\n\n    func testBar() {\n        func nestedFunc() {}\n"
                    + "    }\n\n    private someFunc(hasParam: Bool) {}\n}"
            ),
            Example("class FooTests: XCTestCase {\n    private struct MockSomething: Something {}\n}\n"),
            Example(
                "class FooTests: XCTestCase {\n    override init() {\n        super.init()\n"
                    + "        let foo = 1\n        var bar = 2\n    }\n}"
            ),
            Example(
                "class FooTests: XCTestCase {\n    func allowedPrefixTestFoo() {}\n}\n",
                options: "allowed_prefixes: [\"allowedPrefix\"]"
            ),
            Example("class Foobar {\n    func setUp() {}\n\n    func tearDown() {}\n\n    func testFoo() {}\n}"),
            Example("class FooTests: ParentTests {\n    func helper() {}\n}\n"),
            Example("struct Outer {\n    class FooTests: XCTestCase {\n        func helper() {}\n    }\n}\n"),
        ],
        triggeringExamples: [
            Example(
                "class FooTests: XCTestCase {\n    ↓typealias Bar = Foo.Bar\n\n    ↓var foo: String?\n"
                    + "    ↓let bar: String?\n\n    ↓static func foo() {}\n\n    ↓func setUp(withParam: String) {}\n"
                    + "\n    ↓func foobar() {}\n\n    ↓func not_testBar() {}\n\n    ↓enum Nested {}\n\n"
                    + "    ↓static func testFoo() {}\n\n    ↓static func allTests() {}\n\n"
                    + "    ↓func testFoo(hasParam: Bool) {}\n}\n\nfinal class BarTests: XCTestCase {\n"
                    + "    ↓class Nested {}\n}"
            ),
            Example(
                "class FooTests: XCTestCase {\n    public ↓var a: Int?\n    ↓@objc func helper() {}\n"
                    + "    static ↓var b = 1\n    ↓var d = 1, e = 2\n    var (f, g) = (1, 2)\n"
                    + "    ↓struct S { func h() {} }\n    #if DEBUG\n    ↓func inIf() {}\n    #endif\n"
                    + "    ↓let allTests = 1\n    static let allTests = [1]\n}\n"
                    + "class Other: QuickSpec { ↓func x() {} }"
            ),
            Example(
                "class FooTests: ParentTests {\n    ↓func helper() {}\n}\n",
                options: "test_parent_classes: [ParentTests]"
            ),
        ],
        corrections: [
            Correction(Example(
                "class TotoTests: XCTestCase {\n    ↓var foo: Bar?\n\n    ↓struct Baz {}\n\n"
                    + "    override func setUp() {}\n\n    override func tearDown() {}\n\n    func testFoo() {}\n\n"
                    + "    func testBar() {}\n\n    ↓func helperFunction() {}\n}"
            ), #"""
                class TotoTests: XCTestCase {
                    private var foo: Bar?

                    private struct Baz {}

                    override func setUp() {}

                    override func tearDown() {}

                    func testFoo() {}

                    func testBar() {}

                    private func helperFunction() {}
                }
                """#),
            Correction(
                Example("class FooTests: XCTestCase {\n    static ↓var b = 1\n}\n"),
                "class FooTests: XCTestCase {\n    static private var b = 1\n}\n"
            ),
            Correction(
                Example("class FooTests: XCTestCase {\n    public ↓var a: Int?\n    ↓@objc func helper() {}\n}\n"),
                "class FooTests: XCTestCase {\n    private var a: Int?\n    @objc private func helper() {}\n}\n"
            ),
        ]
    )

    var allowedPrefixes = Set<String>()
    var testParentClasses = TestParentClasses()

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("allowed_prefixes", \.allowedPrefixes, "members whose names start with one of these may stay visible"),
            .testParentClasses(\.testParentClasses),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard testParentClasses.names.contains(where: { file.contains($0) }) else { return }
        walk.skipDeclarationBodies()
        walk.visitPost(ClassDeclSyntax.self) { node, found in
            guard node.inheritsTestParent(testParentClasses) else { return }
            check(node.memberBlock.members, &found)
        }
    }

    /// The members of a test class, those in `#if` blocks included.
    private func check(_ members: MemberBlockItemListSyntax, _ found: inout RuleFindings) {
        for member in members {
            let decl = member.decl
            if let conditional = decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .decls(let nested) = clause.elements { check(nested, &found) }
                }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                check(variable, &found)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                if isVisible(function.modifiers, named: function.name), !Self.isTestFunction(function) {
                    report(Syntax(function), at: function.positionAfterSkippingLeadingTrivia, &found)
                }
            } else if let keyword = Self.typeKeyword(of: decl),
                      let modifiers = decl.asProtocol((any WithModifiersSyntax).self)?.modifiers,
                      let name = decl.asProtocol((any NamedDeclSyntax).self)?.name, isVisible(modifiers, named: name) {
                report(Syntax(decl), at: keyword.positionAfterSkippingLeadingTrivia, &found)
            }
        }
    }

    private func check(_ variable: VariableDeclSyntax, _ found: inout RuleFindings) {
        guard !variable.modifiers.containsPrivateOrFileprivate, !Self.isTestVariable(variable) else { return }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  !allowedPrefixes.contains(where: { name.hasPrefix($0) }) else { continue }
            report(Syntax(variable), at: variable.bindingSpecifier.positionAfterSkippingLeadingTrivia, &found)
            return
        }
    }

    private func isVisible(_ modifiers: DeclModifierListSyntax, named name: TokenSyntax) -> Bool {
        !modifiers.containsPrivateOrFileprivate && !allowedPrefixes.contains { name.text.hasPrefix($0) }
    }

    /// SwiftLint inserts `private ` where it reports. Where that would not compile, the fix differs: an
    /// access modifier already there becomes `private`, and attributes stay before the `private`.
    private func report(_ decl: Syntax, at position: AbsolutePosition, _ found: inout RuleFindings) {
        let modifiers = decl.asProtocol((any WithModifiersSyntax).self)?.modifiers
        let access = modifiers?.first { modifier in
            modifier.detail == nil
                && [Keyword.public, .internal, .open, .package].contains { modifier.name.tokenKind == .keyword($0) }
        }
        let edit: TextEdit
        if let access {
            edit = TextEdit(replacing: access.name, with: "private")
        } else if let attributes = decl.asProtocol((any WithAttributesSyntax).self)?.attributes, !attributes.isEmpty,
                  position == attributes.positionAfterSkippingLeadingTrivia {
            let start = modifiers?.first?.positionAfterSkippingLeadingTrivia ?? attributes.endPosition
            edit = TextEdit(start.utf8Offset..<start.utf8Offset, "private ")
        } else {
            edit = TextEdit(position.utf8Offset..<position.utf8Offset, "private ")
        }
        found.add(at: position, fix: [edit])
    }

    private static func typeKeyword(of decl: DeclSyntax) -> TokenSyntax? {
        if let type = decl.as(ClassDeclSyntax.self) { return type.classKeyword }
        if let type = decl.as(EnumDeclSyntax.self) { return type.enumKeyword }
        if let type = decl.as(StructDeclSyntax.self) { return type.structKeyword }
        if let type = decl.as(ActorDeclSyntax.self) { return type.actorKeyword }
        if let alias = decl.as(TypeAliasDeclSyntax.self) { return alias.typealiasKeyword }
        return nil
    }

    /// Overrides, and instance methods `test…()` without parameters.
    private static func isTestFunction(_ function: FunctionDeclSyntax) -> Bool {
        if function.modifiers.contains(keyword: .override) { return true }
        return !function.modifiers.contains(keyword: .static) && !function.modifiers.contains(keyword: .class)
            && function.name.text.hasPrefix("test") && function.signature.parameterClause.parameters.isEmpty
    }

    /// Overrides, and `static var allTests` (Linux test discovery).
    private static func isTestVariable(_ variable: VariableDeclSyntax) -> Bool {
        if variable.modifiers.contains(keyword: .override) { return true }
        guard variable.modifiers.contains(keyword: .static) || variable.modifiers.contains(keyword: .class) else {
            return false
        }
        return variable.bindings.allSatisfy { binding in
            binding.pattern.as(IdentifierPatternSyntax.self).map { $0.identifier.text == "allTests" } ?? true
        }
    }
}
