// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// The members of a type come in the configured order of kinds, as SwiftLint's opt-in `type_contents_order`.
/// Members inside `#if` blocks count as members of the type, in file order.
struct TypeContentsOrderRule: Rule {
    static let description = RuleDescription(
        identifier: "type_contents_order",
        name: "Type Contents Order",
        description: "Specifies the order of subtypes, properties, methods & more within a type.",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("""
            class TestViewController: UIViewController {
                typealias CompletionHandler = ((TestEnum) -> Void)
                enum TestEnum {}
                static let cellIdentifier: String = "AmazingCell"
                var shouldLayoutView1: Bool!
                @IBInspectable var color: UIColor = .red
                @IBOutlet private var view1: UIView!
                required init?(coder aDecoder: NSCoder) {}
                static func makeViewController() -> TestViewController {}
                override func viewDidLoad() {}
                override func willMove(toParent parent: UIViewController?) {}
                @IBAction func goNextButtonPressed() {}
                @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
                func goToNextVc() {}
                subscript(_ index: Int) -> String { "" }
                deinit {}
            }

            """),
            Example("""
            struct ContentView: View {
                @available(SwiftUI_v5, *) // Availability macro syntax: https://github.com/swiftlang/swift/pull/65218
                var v5Body: some View { EmptyView() }
                var body: some View { EmptyView() }
            }

            """),
            Example(
                "struct S {\n    func f() {}\n    var i = 1\n}\n",
                options: "order: [[case], [other_method, instance_property]]"
            ),
        ],
        triggeringExamples: [
            Example("""
            class TestViewController: UIViewController {
                // Subtypes
                ↓class TestClass {
                    // 10 lines
                }

                // Type Aliases
                typealias CompletionHandler = ((TestEnum) -> Void)
            }

            """),
            Example("""
            class TestViewController: UIViewController {
                ↓static let cellIdentifier: String = "AmazingCell"
                class TestClass {}
            }

            """),
            Example("""
            class TestViewController: UIViewController {
                @IBOutlet private ↓var view1: UIView!
                private var hasAnyLayoutedView: Bool {
                     return hasLayoutedView1 || hasLayoutedView2
                }
            }

            """),
            Example("""
            class TestViewController: UIViewController {
                ↓deinit {
                    log.debug("deinit")
                }
                override ↓init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
                @IBOutlet private var view1: UIView!
            }

            """),
            Example("""
            class TestViewController: UIViewController {
                @IBAction ↓func goNextButtonPressed() {}
                override func viewDidLoad() {}
            }

            """),
            Example("""
            final class C {
                ↓var i = 1
                static var I = 2
                class var s: Int {
                    struct S {}
                    return 3
                }
            }

            """),
            Example("""
            struct S {
                ↓var i = 1
                #if os(macOS)
                    #if swift(>=5.3)
                    ↓func f() {}
                    #endif
                #else
                    static var i = 3
                #endif
            }

            """),
            Example("""
            struct S {
                ↓var i = 1
                func f() {}
            }

            """, options: "order: [other_method, instance_property]"),
        ]
    )

    /// A kind of member (SwiftLint's `TypeContent`).
    enum Content: String, Sendable, Hashable, OptionEnum {
        case `case` = "case"
        case typeAlias = "type_alias"
        case associatedType = "associated_type"
        case subtype
        case typeProperty = "type_property"
        case instanceProperty = "instance_property"
        case ibOutlet = "ib_outlet"
        case ibInspectable = "ib_inspectable"
        case initializer
        case typeMethod = "type_method"
        case viewLifeCycleMethod = "view_life_cycle_method"
        case ibAction = "ib_action"
        case ibSegueAction = "ib_segue_action"
        case otherMethod = "other_method"
        case `subscript` = "subscript"
        case deinitializer
    }

    var order = OrderGroups<Content>([
        [.case], [.typeAlias, .associatedType], [.subtype], [.typeProperty], [.instanceProperty], [.ibInspectable],
        [.ibOutlet], [.initializer], [.typeMethod], [.viewLifeCycleMethod], [.ibAction, .ibSegueAction],
        [.otherMethod], [.subscript], [.deinitializer],
    ])

    static var options: [RuleOption<Self>] {
        [.severity, .key("order", \.order, "groups of member kinds in the expected order")]
    }

    private static let viewLifecycleMethods: Set<String> = [
        "loadView", "loadViewIfNeeded", "viewIsAppearing", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "willMove",
    ]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("{") else { return }
        let check = { (members: MemberBlockSyntax, found: inout RuleFindings) in
            var items: [(offset: Int, content: Content)] = []
            Self.collect(members.members, into: &items)
            items.sort { $0.offset < $1.offset }
            for (item, amongst) in order.misplaced(items, kind: \.content) {
                let content = item.content.rawValue
                let article = "aeiou".contains(content.prefix(1)) ? "An" : "A"
                let expected = amongst.map(\.rawValue).joined(separator: ",")
                found.add(
                    atByte: item.offset,
                    reason: "\(article) '\(content)' should not be placed amongst the type content(s) '\(expected)'"
                )
            }
        }
        walk.visitPost(ClassDeclSyntax.self) { node, found in check(node.memberBlock, &found) }
        walk.visitPost(StructDeclSyntax.self) { node, found in check(node.memberBlock, &found) }
        walk.visitPost(EnumDeclSyntax.self) { node, found in check(node.memberBlock, &found) }
        walk.visitPost(ActorDeclSyntax.self) { node, found in check(node.memberBlock, &found) }
        walk.visitPost(ExtensionDeclSyntax.self) { node, found in check(node.memberBlock, &found) }
        walk.visitPost(ProtocolDeclSyntax.self) { node, found in check(node.memberBlock, &found) }
    }

    /// The members' kinds and positions, those inside `#if` clauses included.
    private static func collect(
        _ members: MemberBlockItemListSyntax, into items: inout [(offset: Int, content: Content)]
    ) {
        for member in members {
            if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .decls(let nested) = clause.elements { collect(nested, into: &items) }
                }
            } else if let item = categorize(member.decl) {
                items.append((item.position.utf8Offset, item.content))
            }
        }
    }

    private static func categorize(_ decl: DeclSyntax) -> (position: AbsolutePosition, content: Content)? {
        switch decl.as(DeclSyntaxEnum.self) {
        case .enumCaseDecl(let decl):
            return (decl.caseKeyword.positionAfterSkippingLeadingTrivia, .case)
        case .typeAliasDecl(let decl):
            return (decl.typealiasKeyword.positionAfterSkippingLeadingTrivia, .typeAlias)
        case .associatedTypeDecl(let decl):
            return (decl.associatedtypeKeyword.positionAfterSkippingLeadingTrivia, .associatedType)
        case .classDecl(let decl):
            return (decl.classKeyword.positionAfterSkippingLeadingTrivia, .subtype)
        case .structDecl(let decl):
            return (decl.structKeyword.positionAfterSkippingLeadingTrivia, .subtype)
        case .enumDecl(let decl):
            return (decl.enumKeyword.positionAfterSkippingLeadingTrivia, .subtype)
        case .actorDecl(let decl):
            return (decl.actorKeyword.positionAfterSkippingLeadingTrivia, .subtype)
        case .protocolDecl(let decl):
            return (decl.protocolKeyword.positionAfterSkippingLeadingTrivia, .subtype)
        case .extensionDecl(let decl):
            return (decl.extensionKeyword.positionAfterSkippingLeadingTrivia, .subtype)
        case .variableDecl(let decl):
            let typeModifier = decl.modifiers.first { isStaticOrClass($0) }
            let position = (typeModifier?.positionAfterSkippingLeadingTrivia)
                ?? decl.bindingSpecifier.positionAfterSkippingLeadingTrivia
            if typeModifier != nil { return (position, .typeProperty) }
            if decl.attributes.contains(attributeNamed: "IBOutlet") { return (position, .ibOutlet) }
            if decl.attributes.contains(attributeNamed: "IBInspectable") { return (position, .ibInspectable) }
            return (position, .instanceProperty)
        case .functionDecl(let decl):
            let typeModifier = decl.modifiers.first { isStaticOrClass($0) }
            let position = (typeModifier?.positionAfterSkippingLeadingTrivia)
                ?? decl.funcKeyword.positionAfterSkippingLeadingTrivia
            if typeModifier != nil { return (position, .typeMethod) }
            if viewLifecycleMethods.contains(decl.name.text) { return (position, .viewLifeCycleMethod) }
            if decl.attributes.contains(attributeNamed: "IBAction") { return (position, .ibAction) }
            if decl.attributes.contains(attributeNamed: "IBSegueAction") { return (position, .ibSegueAction) }
            return (position, .otherMethod)
        case .initializerDecl(let decl):
            return (decl.initKeyword.positionAfterSkippingLeadingTrivia, .initializer)
        case .deinitializerDecl(let decl):
            return (decl.deinitKeyword.positionAfterSkippingLeadingTrivia, .deinitializer)
        case .subscriptDecl(let decl):
            return (decl.subscriptKeyword.positionAfterSkippingLeadingTrivia, .subscript)
        default:
            return nil
        }
    }

    private static func isStaticOrClass(_ modifier: DeclModifierSyntax) -> Bool {
        modifier.name.tokenKind == .keyword(.static) || modifier.name.tokenKind == .keyword(.class)
    }
}
