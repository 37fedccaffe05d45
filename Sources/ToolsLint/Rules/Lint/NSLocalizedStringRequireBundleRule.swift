// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Without `bundle:`, `NSLocalizedString` looks in the main bundle: strings of a framework or package are
/// then never found.
struct NSLocalizedStringRequireBundleRule: Rule {
    static let description = RuleDescription(
        identifier: "nslocalizedstring_require_bundle",
        name: "NSLocalizedString Require Bundle",
        description: "Calls to NSLocalizedString should specify the bundle which contains the strings file",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("NSLocalizedString(\"someKey\", bundle: .main, comment: \"test\")\n"),
            Example(
                "NSLocalizedString(\"someKey\", tableName: \"a\",\n"
                    + "                  bundle: Bundle(for: A.self),\n                  comment: \"test\")"
            ),
            Example(
                "NSLocalizedString(\"someKey\", tableName: \"xyz\",\n"
                    + "                  bundle: someBundle, value: \"test\"\n                  comment: \"test\")"
            ),
            Example("arbitraryFunctionCall(\"something\")\n"),
        ],
        triggeringExamples: [
            Example("↓NSLocalizedString(\"someKey\", comment: \"test\")\n"),
            Example("↓NSLocalizedString(\"someKey\", tableName: \"a\", comment: \"test\")\n"),
            Example(
                "↓NSLocalizedString(\"someKey\", tableName: \"xyz\",\n"
                    + "                  value: \"test\", comment: \"test\")"
            ),
            Example("let text = ↓NSLocalizedString(key, comment: \"\")\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("NSLocalizedString") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
                    == .identifier("NSLocalizedString"),
                  !node.arguments.contains(where: { $0.label?.tokenKind == .identifier("bundle") }) else { return }
            found.add(at: node)
        }
    }
}
