// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A function or initializer whose body ends the program (`fatalError`, `preconditionFailure`, `abort`) and
/// never returns should say so: `@available(*, unavailable)`, or a `Never` result.
struct UnavailableFunctionRule: Rule {
    static let description = RuleDescription(
        identifier: "unavailable_function",
        name: "Unavailable Function",
        description: "Unimplemented functions should be marked as unavailable",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("class ViewController: UIViewController {\n  @available(*, unavailable)\n"
                + "  public required init?(coder aDecoder: NSCoder) {\n"
                + "    preconditionFailure(\"init(coder:) has not been implemented\")\n  }\n}\n"),
            Example("func jsonValue(_ jsonString: String) -> NSObject {\n"
                + "   let data = jsonString.data(using: .utf8)!\n"
                + "   let result = try! JSONSerialization.jsonObject(with: data, options: [])\n"
                + "   if let dict = (result as? [String: Any])?.bridge() {\n    return dict\n"
                + "   } else if let array = (result as? [Any])?.bridge() {\n    return array\n   }\n"
                + "   fatalError()\n}\n"),
            Example("func resetOnboardingStateAndCrash() -> Never {\n    resetUserDefaults()\n"
                + "    // Crash the app to re-start the onboarding flow.\n"
                + "    fatalError(\"Onboarding re-start crash.\")\n}\n"),
            Example("func load() {\n    if broken {\n        fatalError(\"broken\")\n    }\n}\n"),
        ],
        triggeringExamples: [
            Example("class ViewController: UIViewController {\n"
                + "  public required ↓init?(coder aDecoder: NSCoder) {\n"
                + "    fatalError(\"init(coder:) has not been implemented\")\n  }\n}\n"),
            Example("class ViewController: UIViewController {\n"
                + "  public required ↓init?(coder aDecoder: NSCoder) {\n"
                + "    let reason = \"init(coder:) has not been implemented\"\n    fatalError(reason)\n"
                + "  }\n}\n"),
            Example("class ViewController: UIViewController {\n"
                + "  public required ↓init?(coder aDecoder: NSCoder) {\n"
                + "    preconditionFailure(\"init(coder:) has not been implemented\")\n  }\n}\n"),
            Example("↓func resetOnboardingStateAndCrash() {\n    resetUserDefaults()\n"
                + "    // Crash the app to re-start the onboarding flow.\n"
                + "    fatalError(\"Onboarding re-start crash.\")\n}\n"),
            Example("↓func stop() -> Int {\n    let values = list.map { return $0 }\n    abort()\n}\n"),
        ]
    )

    private static let terminatingCalls: Set<String> = ["abort", "fatalError", "preconditionFailure"]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("fatalError") || file.contains("preconditionFailure") || file.contains("abort") else {
            return
        }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            let returnsNever = node.signature.returnClause?.type.as(IdentifierTypeSyntax.self)?.name.text == "Never"
            guard !returnsNever, !node.attributes.marksUnavailable, Self.onlyTerminates(node.body) else { return }
            found.add(at: node.funcKeyword)
        }
        walk.visitPost(InitializerDeclSyntax.self) { node, found in
            guard !node.attributes.marksUnavailable, Self.onlyTerminates(node.body) else { return }
            found.add(at: node.initKeyword)
        }
    }

    /// A body with a top-level call to a terminating function and no `return` (outside closures and calls).
    private static func onlyTerminates(_ body: CodeBlockSyntax?) -> Bool {
        guard let statements = body?.statements else { return false }
        let terminates = statements.contains { item in
            guard let name = item.item.as(FunctionCallExprSyntax.self)?.calledExpression
                .as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return terminatingCalls.contains(name)
        }
        return terminates && !ReturnFinder.containsReturn(statements)
    }

    /// Looks for a `return` in statements, not inside closures or call expressions.
    private final class ReturnFinder: SyntaxVisitor {
        private var found = false

        static func containsReturn(_ statements: CodeBlockItemListSyntax) -> Bool {
            let finder = ReturnFinder(viewMode: .sourceAccurate)
            finder.walk(statements)
            return finder.found
        }

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            found = true
            return .skipChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
