// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// For teams that build their views in code: `@IBOutlet` and `@IBAction` mean Interface Builder.
struct ProhibitedInterfaceBuilderRule: Rule {
    static let description = RuleDescription(
        identifier: "prohibited_interface_builder",
        name: "Prohibited Interface Builder",
        description: "Creating views using Interface Builder should be avoided",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("class ViewController: UIViewController {\n    var label: UILabel!\n}\n"),
            Example(
                "class ViewController: UIViewController {\n    @objc func buttonTapped(_ sender: UIButton) {}\n"
                    + "}"
            ),
        ],
        triggeringExamples: [
            Example("class ViewController: UIViewController {\n    @IBOutlet ↓var label: UILabel!\n}\n"),
            Example(
                "class ViewController: UIViewController {\n"
                    + "    @IBAction ↓func buttonTapped(_ sender: UIButton) {}\n}"
            ),
            Example(
                "extension ViewController {\n    @IBAction private ↓func tapped() {}\n"
                    + "    @IBOutlet weak ↓var a: UIView!, b: UIView!\n}\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("@IB") else { return }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            if node.attributes.contains(attributeNamed: "IBOutlet") { found.add(at: node.bindingSpecifier) }
        }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            if node.attributes.contains(attributeNamed: "IBAction") { found.add(at: node.funcKeyword) }
        }
    }
}
