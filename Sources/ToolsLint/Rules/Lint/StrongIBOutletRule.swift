// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Outlets are owned by their view hierarchy, but a `weak` outlet turns nil when a view is removed and put
/// back; Apple recommends strong outlets. `--fix` removes the `weak`/`unowned`.
struct StrongIBOutletRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "strong_iboutlet",
        name: "Strong IBOutlet",
        description: "@IBOutlets shouldn't be declared as weak",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("class ViewController: UIViewController {\n    @IBOutlet var label: UILabel?\n}\n"),
            Example("class ViewController: UIViewController {\n    weak var label: UILabel?\n}\n"),
        ],
        triggeringExamples: [
            Example("class ViewController: UIViewController {\n    @IBOutlet ↓weak var label: UILabel?\n}\n"),
            Example("class ViewController: UIViewController {\n    @IBOutlet ↓unowned var label: UILabel!\n}\n"),
            Example("class ViewController: UIViewController {\n    @IBOutlet ↓weak var textField: UITextField?\n}"),
            Example(
                "class A {\n    @IBOutlet ↓weak private var c: UILabel?\n"
                    + "    @IBOutlet ↓unowned(unsafe) var d: UILabel!\n}\n"
            ),
        ],
        corrections: [
            Correction(
                Example("class ViewController: UIViewController {\n    @IBOutlet ↓weak var label: UILabel?\n}\n"),
                "class ViewController: UIViewController {\n    @IBOutlet var label: UILabel?\n}\n"
            ),
            Correction(
                Example("class ViewController: UIViewController {\n    @IBOutlet ↓unowned var label: UILabel!\n}\n"),
                "class ViewController: UIViewController {\n    @IBOutlet var label: UILabel!\n}\n"
            ),
            Correction(
                Example("class A {\r\n    @IBOutlet private ↓weak var b: UILabel?\r\n}\r\n"),
                "class A {\r\n    @IBOutlet private var b: UILabel?\r\n}\r\n"
            ),
            Correction(
                Example("class A {\n    @IBOutlet\n    ↓weak var a: UILabel?\n}\n"),
                "class A {\n    @IBOutlet\n    var a: UILabel?\n}\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("IBOutlet") else { return }
        walk.visitPost(VariableDeclSyntax.self) { node, found in
            guard node.attributes.contains(attributeNamed: "IBOutlet"),
                  let modifier = node.modifiers.first(where: { modifier in
                      modifier.name.tokenKind == .keyword(.weak) || modifier.name.tokenKind == .keyword(.unowned)
                  }) else { return }
            // The modifier and the spaces after it go; the line break before it stays (SwiftLint removes that
            // too and joins `@IBOutlet` to `var`).
            found.add(at: modifier.name, fix: [
                TextEdit(from: modifier.positionAfterSkippingLeadingTrivia, to: modifier.endPosition),
            ])
        }
    }
}
