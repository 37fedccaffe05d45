// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// In a class's stored property initializer `self` is not the instance; make the property `lazy`.
struct SelfInPropertyInitializationRule: Rule {
    static let description = RuleDescription(
        identifier: "self_in_property_initialization",
        name: "Self in Property Initialization",
        description: "`self` refers to the unapplied `NSObject.self()` method, which is likely not expected; "
            + "make the variable `lazy` to be able to refer to the current instance or use `ClassName.self`",
        nonTriggeringExamples: [
            Example("class Screen: UIView {\n    let button: UIButton = {\n        return UIButton()\n    }()\n}\n"),
            Example("class Screen: UIView {\n    lazy var button: UIButton = {\n        let button = UIButton()\n"
                    + "        button.addTarget(self, action: #selector(tap), for: .touchUpInside)\n"
                    + "        return button\n    }()\n}\n"),
            Example("class Screen: UIView {\n    let list: UICollectionView = {\n"
                    + "        let list = UICollectionView()\n"
                    + "        list.register(Cell.self)\n        return list\n    }()\n}\n"),
            Example("struct Screen {\n    let button = Button(target: self)\n}\n"),
            Example("class Screen {\n    static let shared = Screen(owner: self)\n}\n"),
        ],
        triggeringExamples: [
            Example("class Screen: UIView {\n    ↓var button: UIButton = {\n        let button = UIButton()\n"
                    + "        button.addTarget(self, action: #selector(tap), for: .touchUpInside)\n"
                    + "        return button\n    }()\n}\n"),
            Example("class Screen: UIView {\n    ↓let handler = Handler(owner: self)\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("self") else { return }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            guard !node.modifiers.contains(keyword: .lazy), !node.modifiers.contains(keyword: .static),
                  !node.modifiers.contains(keyword: .class),
                  Self.enclosingDeclaration(of: node)?.is(ClassDeclSyntax.self) == true
            else { return }
            for binding in node.bindings {
                guard let initializer = binding.initializer else { continue }
                let finder = SelfFinder(viewMode: .sourceAccurate)
                finder.walk(initializer.value)
                if finder.found { found.add(at: node.bindingSpecifier) }
            }
        }
    }

    static func enclosingDeclaration(of node: some SyntaxProtocol) -> DeclSyntax? {
        var current = node.parent
        while let syntax = current {
            if let decl = syntax.as(DeclSyntax.self) { return decl }
            current = syntax.parent
        }
        return nil
    }

    /// Finds `self` used as a value (not `Type.self`).
    private final class SelfFinder: SyntaxVisitor {
        var found = false

        override func visitPost(_ node: DeclReferenceExprSyntax) {
            if node.baseName.tokenKind == .keyword(.self), node.keyPathInParent != \MemberAccessExprSyntax.declName {
                found = true
            }
        }
    }
}
