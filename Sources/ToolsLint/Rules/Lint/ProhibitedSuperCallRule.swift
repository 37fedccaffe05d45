// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Overrides of methods whose superclass implementation must not run (`loadView()`, `updateLayer()`) should
/// not call it.
struct ProhibitedSuperCallRule: Rule {
    static let description = RuleDescription(
        identifier: "prohibited_super_call",
        name: "Prohibited Calls to Super",
        description: "Some methods should not call super.",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("class VC: UIViewController {\n    override func loadView() {\n    }\n}\n"),
            Example("class NSView {\n    func updateLayer() {\n        self.method1()\n    }\n}\n"),
            Example(
                "public class FileProviderExtension: NSFileProviderExtension {\n"
                    + "    override func providePlaceholder(at url: URL, completionHandler: @escaping (Error?) -> Voi"
                    + "d) {\n        guard let identifier = persistentIdentifierForItem(at: url) else {\n"
                    + "            completionHandler(NSFileProviderError(.noSuchItem))\n            return\n"
                    + "        }\n    }\n}"
            ),
        ],
        triggeringExamples: [
            Example(
                "class VC: UIViewController {\n    override func loadView() {↓\n        super.loadView()\n"
                    + "    }\n}"
            ),
            Example(
                "class VC: NSFileProviderExtension {\n"
                    + "    override func providePlaceholder(at url: URL, completionHandler: @escaping (Error?) -> Voi"
                    + "d) {↓\n        self.method1()\n"
                    + "        super.providePlaceholder(at:url, completionHandler: completionHandler)\n    }\n}"
            ),
            Example(
                "class VC: NSView {\n    override func updateLayer() {↓\n        self.method1()\n"
                    + "        super.updateLayer()\n        self.method2()\n    }\n}"
            ),
            Example(
                "class VC: NSView {\n    override func updateLayer() {↓\n        defer {\n"
                    + "            super.updateLayer()\n        }\n    }\n}"
            ),
        ]
    )

    /// The methods checked when `included` holds `*` (SwiftLint's list).
    static let defaultNames = [
        "providePlaceholder(at:completionHandler:)", "doCommand(by:)", "updateLayer()", "loadView()",
    ]

    var methods = SuperCallMethods(defaults: defaultNames)

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("super") else { return }
        visitOverrides(&walk) { node, name, body, found in
            guard SuperCalls.count(of: node.name.text, in: body) > 0 else { return }
            found.add(at: body.leftBrace.endPositionBeforeTrailingTrivia,
                      reason: "Method '\(name)' should not call to super function")
        }
    }
}

extension ProhibitedSuperCallRule: SuperCallRule {}
