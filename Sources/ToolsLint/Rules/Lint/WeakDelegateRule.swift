// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A class holding its delegate strongly usually makes a retain cycle (the delegate owns the class).
/// As SwiftLint, only stored properties declared directly in a class body whose names end in `delegate`
/// count; the SwiftUI adaptors (`@UIApplicationDelegateAdaptor`) hold their delegate on purpose.
struct WeakDelegateRule: Rule {
    static let description = RuleDescription(
        identifier: "weak_delegate",
        name: "Weak Delegate",
        description: "Delegates should be weak to avoid reference cycles",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("class Foo {\n  weak var delegate: SomeProtocol?\n}\n"),
            Example("class Foo {\n  weak var someDelegate: SomeDelegateProtocol?\n}\n"),
            Example("class Foo {\n  weak var delegateScroll: ScrollDelegate?\n}\n"),
            Example("class Foo {\n  var scrollHandler: ScrollDelegate?\n}\n"),
            Example("func foo() {\n  var delegate: SomeDelegate\n}\n"),
            Example("class Foo {\n  var delegateNotified: Bool?\n}\n"),
            Example("protocol P {\n var delegate: AnyObject? { get set }\n}\n"),
            Example("class Foo {\n protocol P {\n var delegate: AnyObject? { get set }\n}\n}\n"),
            Example("class Foo {\n var computedDelegate: ComputedDelegate {\n return bar() \n} \n}\n"),
            Example(
                "class Foo {\n    var computedDelegate: ComputedDelegate {\n        get {\n"
                    + "            return bar()\n        }\n   }"
            ),
            Example("struct Foo {\n @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate \n}\n"),
            Example("struct Foo {\n @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate \n}\n"),
            Example("struct Foo {\n @WKExtensionDelegateAdaptor(ExtensionDelegate.self) var extensionDelegate \n}"),
            Example(
                "class Foo {\n    func makeDelegate() -> SomeDelegate {\n"
                    + "        let delegate = SomeDelegate()\n        return delegate\n    }\n}"
            ),
            Example(
                "class Foo {\n    var bar: Bool {\n        let appDelegate = AppDelegate.bar\n"
                    + "        return appDelegate.bar\n    }\n}\n"
            ),
            Example("private var appDelegate: String?\n"),
            Example("extension Foo {\n    var delegate: SomeProtocol? { nil }\n}\n"),
            Example("class Foo {\n    #if DEBUG\n    var delegate: SomeProtocol?\n    #endif\n}\n"),
        ],
        triggeringExamples: [
            Example("class Foo {\n  ↓var delegate: SomeProtocol?\n}\n"),
            Example("class Foo {\n  ↓var scrollDelegate: ScrollDelegate?\n}\n"),
            Example(
                "class Foo {\n    ↓var delegate: SomeProtocol? {\n        didSet {\n"
                    + "            print(\"Updated delegate\")\n        }\n   }"
            ),
            Example("class Foo {\n    ↓var firstDelegate: A?, secondDelegate: B?\n}\n"),
            Example("class Foo {\n    private ↓let delegate: SomeProtocol\n}\n"),
        ]
    )

    private static let adaptors: Set<String> = [
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor",
    ]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("elegate") else { return }
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            guard Self.namesADelegate(node), !node.modifiers.contains(keyword: .weak),
                  !node.modifiers.contains(keyword: .unowned), !Self.isComputed(node), !Self.isAdaptor(node),
                  Self.isInClassBody(node) else { return }
            found.add(at: node.bindingSpecifier)
        }
    }

    private static func namesADelegate(_ node: VariableDeclSyntax) -> Bool {
        node.bindings.allSatisfy { binding in
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            return name?.lowercased().hasSuffix("delegate") ?? false
        }
    }

    private static func isComputed(_ node: VariableDeclSyntax) -> Bool {
        node.bindings.allSatisfy { binding in
            guard let accessors = binding.accessorBlock?.accessors else { return false }
            switch accessors {
            case .getter: return true
            case .accessors(let list): return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
            }
        }
    }

    private static func isAdaptor(_ node: VariableDeclSyntax) -> Bool {
        node.attributes.contains { element in
            guard case .attribute(let attribute) = element,
                  let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text else { return false }
            return adaptors.contains(name)
        }
    }

    /// Whether the nearest declaration around the property is a class.
    private static func isInClassBody(_ node: VariableDeclSyntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ClassDeclSyntax.self) { return true }
            if ancestor.is(DeclSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }
}
