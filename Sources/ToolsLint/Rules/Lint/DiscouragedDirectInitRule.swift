// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `UIDevice()`, `Bundle()`, `NSError()` build useless instances; use `.current`, `.main` or a full initializer.
struct DiscouragedDirectInitRule: Rule {
    static let description = RuleDescription(
        identifier: "discouraged_direct_init",
        name: "Discouraged Direct Initialization",
        description: "Discouraged direct initialization of types that can be harmful",
        nonTriggeringExamples: [
            Example("let device = UIDevice.current\n"),
            Example("let bundle = Bundle.main\n"),
            Example("let bundle = Bundle(path: \"x\")\n"),
            Example("let bundle = Bundle.init(identifier: \"x\")\n"),
            Example("let error = NSError(domain: \"x\", code: 0)\n"),
            Example("func testNSError()\n"),
            Example("let bundle = Bundle()\n", options: "types: [Device]"),
        ],
        triggeringExamples: [
            Example("↓UIDevice()\n"),
            Example("let bundle = ↓Bundle()\n"),
            Example("let error = ↓NSError()\n"),
            Example("let all = make(bundle: ↓Bundle(), device: ↓UIDevice.init(), error: ↓NSError.init())\n"),
            Example("let device = ↓Device()\n", options: "types: [Device]"),
        ]
    )

    var types = ["Bundle", "NSError", "UIDevice"]
    /// Called expressions that are reported when called without arguments: each type and `Type.init`.
    private var discouraged: Set<String> = []
    /// The longest discouraged text: a longer called expression is not rendered as text at all (in a
    /// chain `f()()()…` each call's callee is the whole chain before it, so rendering it is quadratic).
    private var longest = 0

    static var options: [RuleOption<Self>] {
        [.severity, .key("types", \.types, "types whose initializer without arguments is reported")]
    }

    mutating func prepare(context: RuleContext) throws(ConfigurationError) {
        discouraged = Set(types + types.map { "\($0).init" })
        longest = discouraged.map(\.utf8.count).max() ?? 0
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.arguments.isEmpty, node.trailingClosure == nil,
                  node.calledExpression.totalLength.utf8Length <= longest + 512, // O(1), trivia included
                  node.calledExpression.trimmedLength.utf8Length <= longest,
                  discouraged.contains(node.calledExpression.trimmedDescription) else { return }
            found.add(at: node)
        }
    }
}
