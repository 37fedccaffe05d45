// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An `@IBOutlet` is the view's own business: keeping it private stops UIKit types leaking into the
/// interface of the view controller.
struct PrivateOutletRule: Rule {
    static let description = RuleDescription(
        identifier: "private_outlet",
        name: "Private Outlets",
        description: "IBOutlets should be private to avoid leaking UIKit to higher layers",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("class Foo { @IBOutlet private var label: UILabel? }\n"),
            Example("class Foo { @IBOutlet private var label: UILabel! }\n"),
            Example("class Foo { var notAnOutlet: UILabel }\n"),
            Example("class Foo { @IBOutlet weak private var label: UILabel? }\n"),
            Example("class Foo { @IBOutlet private weak var label: UILabel? }\n"),
            Example("class Foo { @IBOutlet fileprivate weak var label: UILabel? }\n"),
            Example("class Foo { @IBOutlet private(set) var label: UILabel? }\n", options: "allow_private_set: true"),
            Example("class Foo { @IBOutlet private(set) var label: UILabel! }\n", options: "allow_private_set: true"),
            Example(
                "class Foo { @IBOutlet weak private(set) var label: UILabel? }\n",
                options: "allow_private_set: true"
            ),
            Example(
                "class Foo { @IBOutlet private(set) weak var label: UILabel? }\n",
                options: "allow_private_set: true"
            ),
            Example(
                "class Foo { @IBOutlet fileprivate(set) weak var label: UILabel? }\n",
                options: "allow_private_set: true"
            ),
        ],
        triggeringExamples: [
            Example("class Foo { @IBOutlet ↓var label: UILabel? }\n"),
            Example("class Foo { @IBOutlet ↓var label: UILabel! }\n"),
            Example("class Foo { @IBOutlet private(set) ↓var label: UILabel? }\n"),
            Example("class Foo { @IBOutlet fileprivate(set) ↓var label: UILabel? }\n"),
        ]
    )

    var allowsPrivateSet = false

    static var options: [RuleOption<Self>] {
        [.severity, .key("allow_private_set", \.allowsPrivateSet, "`private(set)` outlets are allowed")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("IBOutlet") else { return }
        walk.visitPost(MemberBlockItemSyntax.self) { node, found in
            guard let variable = node.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(attributeNamed: "IBOutlet"),
                  !variable.modifiers.containsPrivateOrFileprivate else { return }
            if allowsPrivateSet, Self.hasPrivateSetter(variable.modifiers) { return }
            found.add(at: variable.bindingSpecifier)
        }
    }

    private static func hasPrivateSetter(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { modifier in
            (modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate))
                && modifier.detail?.detail.text == "set"
        }
    }
}
