// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `[unowned self]` crashes if the closure outlives what it captured; `[weak self]` does not.
struct UnownedVariableCaptureRule: Rule {
    static let description = RuleDescription(
        identifier: "unowned_variable_capture",
        name: "Unowned Variable Capture",
        description: "Prefer capturing references as weak to avoid potential crashes",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("foo { [weak self] in _ }\n"),
            Example("foo { [weak self] param in _ }\n"),
            Example("foo { [weak bar] in _ }\n"),
            Example("foo { [weak bar] param in _ }\n"),
            Example("foo { [unowned(unsafe) self] in _ }\n", options: "allow_explicit_unsafe_unowned: true"),
            Example("foo { bar in _ }\n"),
            Example("foo { $0 }\n"),
            Example(
                "final class First {}\nfinal class Second {\n    unowned var value: First\n"
                    + "    init(value: First) {\n        self.value = value\n    }\n}"
            ),
            Example("unowned let value: First\n"),
        ],
        triggeringExamples: [
            Example("foo { [↓unowned self] in _ }\n"),
            Example("foo { [↓unowned bar] in _ }\n"),
            Example("foo { [↓unowned(safe) self] in _ }\n"),
            Example("foo { [bar, ↓unowned self] in _ }\n"),
            Example("foo { [↓unowned(safe) self] in _ }\n", options: "allow_explicit_unsafe_unowned: true"),
            Example("foo { [↓unowned(unsafe) self] in _ }\n"),
        ]
    )

    /// Whether `unowned(unsafe)`, which states the risk it takes, is allowed (SwiftLint 0.65.1).
    var allowsExplicitUnsafeUnowned = false

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("allow_explicit_unsafe_unowned", \.allowsExplicitUnsafeUnowned,
                 "captures written unowned(unsafe) are not reported"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("unowned") else { return }
        let allowsUnsafe = allowsExplicitUnsafeUnowned
        walk.visitPost(ClosureCaptureSpecifierSyntax.self) { node, found in
            guard node.specifier.tokenKind == .keyword(.unowned) else { return }
            if allowsUnsafe, node.detail?.tokenKind == .keyword(.unsafe) { return }
            found.add(at: node.specifier)
        }
    }
}
