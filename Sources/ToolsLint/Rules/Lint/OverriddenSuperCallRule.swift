// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Overrides of UIKit/AppKit/XCTest methods whose superclass implementation must run (`viewDidLoad()`,
/// `setUp`-like lifecycle methods) should call it, exactly once.
struct OverriddenSuperCallRule: Rule {
    static let description = RuleDescription(
        identifier: "overridden_super_call",
        name: "Overridden Method Calls Super",
        description: "Some overridden methods should always call super.",
        isOptIn: true,
        nonTriggeringExamples: [
            Example(
                "class VC: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {\n"
                    + "        super.viewWillAppear(animated)\n    }\n}"
            ),
            Example(
                "class VC: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {\n"
                    + "        self.method1()\n        super.viewWillAppear(animated)\n        self.method2()\n"
                    + "    }\n}"
            ),
            Example("class VC: UIViewController {\n    override func loadView() {\n    }\n}\n"),
            Example("class Some {\n    func viewWillAppear(_ animated: Bool) {\n    }\n}\n"),
            Example(
                "class VC: UIViewController {\n    override func viewDidLoad() {\n    defer {\n"
                    + "        super.viewDidLoad()\n        }\n    }\n}"
            ),
        ],
        triggeringExamples: [
            Example(
                "class VC: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {↓\n"
                    + "        //Not calling to super\n        self.method()\n    }\n}"
            ),
            Example(
                "class VC: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {↓\n"
                    + "        super.viewWillAppear(animated)\n        //Other code\n"
                    + "        super.viewWillAppear(animated)\n    }\n}"
            ),
            Example("class VC: UIViewController {\n    override func didReceiveMemoryWarning() {↓\n    }\n}\n"),
        ]
    )

    /// The methods checked when `included` holds `*` (SwiftLint's list).
    static let defaultNames = [
        "awakeFromNib()", "prepareForInterfaceBuilder()",
        "invalidateLayout()", "invalidateLayout(with:)", "invalidateLayoutWithContext(_:)",
        "prepareForReuse()", "updateConstraints()",
        "addChildViewController(_:)", "decodeRestorableState(with:)", "decodeRestorableStateWithCoder(_:)",
        "didReceiveMemoryWarning()", "encodeRestorableState(with:)", "encodeRestorableStateWithCoder(_:)",
        "removeFromParentViewController()", "setEditing(_:animated:)",
        "transition(from:to:duration:options:animations:completion:)", "transitionCoordinator()",
        "transitionFromViewController(_:toViewController:duration:options:animations:completion:)",
        "viewDidAppear(_:)", "viewDidDisappear(_:)", "viewDidLoad()", "viewWillAppear(_:)", "viewWillDisappear(_:)",
        "invokeTest()",
    ]

    var methods = SuperCallMethods(defaults: defaultNames)

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("override") else { return }
        visitOverrides(&walk) { node, name, body, found in
            let calls = SuperCalls.count(of: node.name.text, in: body)
            if calls == 0 {
                found.add(at: body.leftBrace.endPositionBeforeTrailingTrivia,
                          reason: "Method '\(name)' should call to super function")
            } else if calls > 1 {
                found.add(at: body.leftBrace.endPositionBeforeTrailingTrivia,
                          reason: "Method '\(name)' should call to super only once")
            }
        }
    }
}

extension OverriddenSuperCallRule: SuperCallRule {}
