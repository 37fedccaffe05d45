// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// What `overridden_super_call` and `prohibited_super_call` ask of an overriding method: its name with
/// argument labels (`setEditing(_:animated:)`) and how often its body calls the same method on `super`.
enum SuperCalls {
    /// A method name list as both rules configure it: `*` in `included` stands for the rule's own list, and
    /// `excluded` removes names (`*` there removes the rule's own list).
    static func resolvedNames(defaults: [String], included: [String], excluded: [String]) -> Set<String> {
        var names: [String] = []
        if included.contains("*"), !excluded.contains("*") { names += defaults }
        names += included.filter { $0 != "*" }
        return Set(names.filter { !excluded.contains($0) })
    }

    /// The body of a non-static method marked `override` whose name with labels is in `names`.
    static func overridingBody(of node: FunctionDeclSyntax, named names: Set<String>) -> (String, CodeBlockSyntax)? {
        guard let body = node.body, node.modifiers.contains(keyword: .override),
              !node.modifiers.contains(keyword: .static), !node.modifiers.contains(keyword: .class) else { return nil }
        var name = node.name.text + "("
        for parameter in node.signature.parameterClause.parameters {
            name += parameter.firstName.text + ":"
        }
        name += ")"
        return names.contains(name) ? (name, body) : nil
    }

    /// Calls `super.name(…)` anywhere in `body`, nested closures and functions included.
    static func count(of name: String, in body: CodeBlockSyntax) -> Int {
        let counter = SuperCallCounter(name: name)
        counter.walk(body)
        return counter.count
    }
}

/// `overridden_super_call` and `prohibited_super_call`: rules about the overrides of a configured list of
/// methods, with the same options and the same way of finding the overrides.
protocol SuperCallRule: Rule {
    var methods: SuperCallMethods { get set }
}

extension SuperCallRule {
    static var options: [RuleOption<Self>] {
        [.severity] + SuperCallMethods.options(\.methods)
    }

    mutating func prepare(context: RuleContext) throws(ConfigurationError) {
        methods.resolve()
    }

    /// Has `body` see each method named in `methods` that overrides (not static, outside protocols), with
    /// its name with labels and its body.
    func visitOverrides(
        _ walk: inout FileWalk,
        _ body: @escaping (FunctionDeclSyntax, String, CodeBlockSyntax, inout RuleFindings) -> Void
    ) {
        let names = methods.names
        walk.visit(ProtocolDeclSyntax.self) { _, _ in .skipChildren }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            guard let (name, code) = SuperCalls.overridingBody(of: node, named: names) else { return }
            body(node, name, code, &found)
        }
    }
}

/// The methods a super-call rule checks, and the two options both rules configure them with.
struct SuperCallMethods: Sendable {
    /// The rule's own list, which `*` stands for.
    let defaults: [String]
    var excluded: [String] = []
    var included = ["*"]
    /// The names in effect: `defaults` until `resolve()` applies the options.
    private(set) var names: Set<String>

    init(defaults: [String]) {
        self.defaults = defaults
        names = Set(defaults)
    }

    mutating func resolve() {
        names = SuperCalls.resolvedNames(defaults: defaults, included: included, excluded: excluded)
    }

    /// `excluded` and `included`, for the rule whose `methods` is at `path`.
    static func options<R: Rule>(_ path: WritableKeyPath<R, Self>) -> [RuleOption<R>] {
        [
            .key(
                "excluded", path.appending(path: \.excluded), "methods not checked (`*`: none of the rule's own list)"
            ),
            .key("included", path.appending(path: \.included), "methods checked; `*` stands for the rule's own list"),
        ]
    }
}

private final class SuperCallCounter: SyntaxVisitor {
    let name: String
    var count = 0

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.text == name else { return }
        count += 1
    }
}
