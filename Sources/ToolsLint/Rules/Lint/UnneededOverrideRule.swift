// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An override whose only statement calls `super` with the same arguments changes nothing.
struct UnneededOverrideRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "unneeded_override",
        name: "Unneeded Overridden Functions",
        description: "Remove overridden functions that don't do anything except call their super",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("class A: B {\n    override func load() {\n        super.load()\n        print(1)\n    }\n}\n"),
            Example("class A: B {\n    @available(*, unavailable)\n    override func load() {\n        super.load()\n"
                    + "    }\n}\n"),
            Example("class A: B {\n    override func load() throws {\n        try? super.load()\n    }\n}\n"),
            Example("class A: B {\n    override func load(flag: Bool) {\n        super.load(flag: !flag)\n    }\n}\n"),
            Example("class A: B {\n    override func load(_ value: Int) {\n        super.load()\n    }\n}\n"),
            Example("class A: B {\n    override func load(done: () -> Void) {\n        super.load {}\n    }\n}\n"),
            Example("class A: B {\n    override func load(value: String = \"x\") {\n"
                    + "        super.load(value: value)\n    }\n}\n"),
            Example("class A: B {\n    override init() {\n        super.init()\n    }\n}\n"),
            Example("class A: XCTestCase {\n    override func setUp() {\n        super.setUp()\n    }\n}\n",
                    options: "excluded_methods: [setUp]"),
        ],
        triggeringExamples: [
            Example("class A: B {\n    ↓override func load() {\n        super.load()\n    }\n}\n"),
            Example("class A: B {\n    ↓override func load() -> Int {\n        return super.load()\n    }\n}\n"),
            Example("class A: B {\n    ↓override func load() async throws {\n        try await super.load()\n"
                    + "        // comments do not count\n    }\n}\n"),
            Example("class A: B {\n    ↓public override func load(_ value: Int, animated: Bool) {\n"
                    + "        super.load(value, animated: animated)\n    }\n}\n"),
            Example("class A: B {\n    ↓override init(frame: CGRect) {\n        super.init(frame: frame)\n    }\n}\n",
                    options: "affect_initializers: true"),
        ],
        corrections: [
            // The whole declaration goes, its comments and indentation included, as SwiftLint removes it.
            Correction(Example("class A: B {\n    // Loads.\n    ↓override func load() {\n        super.load()\n    }\n"
                               + "    func other() {}\n}\n"),
                       "class A: B {\n    func other() {}\n}\n"),
            Correction(
                Example("class A: B {\n    ↓override func load() { super.load() } // note\n}\n"), "class A: B {\n}\n"
            ),
        ]
    )

    var affectsInitializers = false
    var excludedMethods: Set<String> = []

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("affect_initializers", \.affectsInitializers, "initializers are checked too"),
            .key("excluded_methods", \.excludedMethods, "methods not checked"),
        ]
    }

    /// `--fix` removes the whole declaration with its trivia.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("override") else { return }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            guard !excludedMethods.contains(node.name.text),
                  Self.onlyCallsSuper(node.name.text, node.attributes, node.modifiers, node.signature, node.body)
            else { return }
            found.add(at: node, fix: [TextEdit(from: node.position, to: node.endPosition)])
        }
        walk.visitPost(InitializerDeclSyntax.self) { node, found in
            // `init?` may override `init!` and the reverse; a private override hides the initializer.
            guard affectsInitializers, node.optionalMark == nil, !node.modifiers.contains(keyword: .private),
                  Self.onlyCallsSuper("init", node.attributes, node.modifiers, node.signature, node.body)
            else { return }
            found.add(at: node, fix: [TextEdit(from: node.position, to: node.endPosition)])
        }
    }

    private static func onlyCallsSuper(
        _ name: String, _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax,
        _ signature: FunctionSignatureSyntax, _ body: CodeBlockSyntax?
    ) -> Bool {
        // Attributes, trailing closures and default values are assumed to change behaviour.
        guard modifiers.contains(keyword: .override), attributes.isEmpty, let body, body.statements.count == 1,
              let statement = body.statements.first, let call = superCall(in: Syntax(statement.item)),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.text == name,
              call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return false }
        let parameters = signature.parameterClause.parameters
        guard !parameters.contains(where: { $0.defaultValue != nil }), parameters.count == call.arguments.count
        else { return false }
        return zip(parameters, call.arguments).allSatisfy { parameter, argument in
            let label = parameter.firstName.text == "_" ? "" : parameter.firstName.text
            let name = parameter.secondName?.text ?? parameter.firstName.text
            return (argument.label?.text ?? "") == label
                && argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }
    }

    /// The call inside `return`, `await` and plain `try` wrappers (`try?` and `try!` change behaviour).
    private static func superCall(in node: Syntax) -> FunctionCallExprSyntax? {
        var current: Syntax? = node
        while let syntax = current {
            if let call = syntax.as(FunctionCallExprSyntax.self) { return call }
            if let awaited = syntax.as(AwaitExprSyntax.self) {
                current = Syntax(awaited.expression)
            } else if let tryExpression = syntax.as(TryExprSyntax.self),
                      tryExpression.questionOrExclamationMark == nil {
                current = Syntax(tryExpression.expression)
            } else if let returnStatement = syntax.as(ReturnStmtSyntax.self) {
                current = returnStatement.expression.map(Syntax.init)
            } else {
                return nil
            }
        }
        return nil
    }
}
