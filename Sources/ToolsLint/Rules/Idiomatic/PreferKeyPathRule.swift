// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `list.map(\.name)` rather than `list.map { $0.name }`: a closure that only reads a property of its one
/// parameter is a key path. By default only closures given to the standard functions that take one
/// (`map`, `filter`, `first(where:)`, …) are reported. `--fix` writes the key path.
struct PreferKeyPathRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "prefer_key_path",
        name: "Prefer Key Path",
        description: "Use a key path argument instead of a closure with property access",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: PreferKeyPathExamples.nonTriggering,
        triggeringExamples: PreferKeyPathExamples.triggering,
        corrections: PreferKeyPathExamples.corrections
    )

    var restrictsToStandardFunctions = true
    var ignoresIdentityClosures = false

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("restrict_to_standard_functions", \.restrictsToStandardFunctions,
                 "only closures given to standard functions taking one (`map`, `filter`, …) are reported"),
            .key("ignore_identity_closures", \.ignoresIdentityClosures, "`{ $0 }` is not reported"),
        ]
    }

    /// The standard functions a key path can replace the closure of, with the argument label it takes.
    private static let standardFunctions: [String: String?] = [
        "allSatisfy": nil, "contains": "where", "compactMap": nil, "drop": "while", "filter": nil,
        "first": "where", "flatMap": nil, "map": nil, "partition": "by", "prefix": "while",
    ]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("{") else { return }
        walk.visitPost(ClosureExprSyntax.self) { node, found in
            guard isCandidate(node), let body = Self.onlyExpression(of: node),
                  Self.reads(body, parameter: Self.onlyParameter(of: node)) else { return }
            let identity = body.is(DeclReferenceExprSyntax.self)
            guard !(identity && ignoresIdentityClosures) else { return }
            found.add(at: node, fix: fix(node, keyPath: Self.keyPath(of: body)))
        }
    }

    /// Not called on the spot, not a macro's or one of several trailing closures, not after `??`, and
    /// (unless unrestricted) given to a standard function as its only argument.
    private func isCandidate(_ closure: ClosureExprSyntax) -> Bool {
        guard closure.keyPathInParent != \FunctionCallExprSyntax.calledExpression, let parent = closure.parent,
              !parent.is(MacroExpansionExprSyntax.self), !parent.is(MultipleTrailingClosureElementSyntax.self),
              closure.previousToken(viewMode: .sourceAccurate)?.text != "??" else { return false }
        if let call = parent.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return !restrictsToStandardFunctions || Self.isStandardFunction(call)
        }
        if let call = parent.as(FunctionCallExprSyntax.self) {
            return call.additionalTrailingClosures.isEmpty
                && (!restrictsToStandardFunctions || Self.isStandardFunction(call))
        }
        return true
    }

    /// The edits SwiftLint's rewriter makes: a trailing closure becomes the call's only argument (with the
    /// standard function's label); any other closure is replaced by the key path.
    private func fix(_ closure: ClosureExprSyntax, keyPath: String) -> [TextEdit] {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id else {
            return [TextEdit(replacing: closure, with: keyPath)]
        }
        guard let callee = Self.calleeName(call) else { return [TextEdit(replacing: closure, with: keyPath)] }
        let label = Self.standardFunctions[callee].flatMap { $0 }.map { $0 + ": " } ?? ""
        // The callee keeps its text; what follows it, up to the closure's end, becomes `(label: \.key)`
        // (the arguments written in the parentheses are dropped, as SwiftLint does).
        let open = call.leftParen.map { $0.leadingTrivia.description + "(" + $0.trailingTrivia.description } ?? "("
        let close = call.rightParen.map { $0.leadingTrivia.description + ")" } ?? ")"
        return [TextEdit(
            from: call.calledExpression.endPositionBeforeTrailingTrivia, to: closure.endPositionBeforeTrailingTrivia,
            with: open + label + keyPath + close
        )]
    }

    private static func isStandardFunction(_ call: FunctionCallExprSyntax) -> Bool {
        guard let callee = calleeName(call), standardFunctions.keys.contains(callee) else { return false }
        return call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1
    }

    private static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        (call.calledExpression.as(DeclReferenceExprSyntax.self)
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName)?.baseName.text
    }

    /// The name of the closure's single parameter (`$0` when it names none); nil when it has several.
    private static func onlyParameter(of closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters):
            return parameters.count == 1 ? parameters.first?.name.text : nil
        case .parameterClause(let clause):
            guard clause.parameters.count == 1, let parameter = clause.parameters.first else { return nil }
            return (parameter.secondName ?? parameter.firstName).text
        case nil:
            return "$0"
        }
    }

    private static func onlyExpression(of closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, case .expr(let expression)? = closure.statements.first?.item else {
            return nil
        }
        return expression
    }

    /// `parameter`, or a chain of member reads on it (`$0.a.b`).
    private static func reads(_ expression: ExprSyntax, parameter: String?) -> Bool {
        if let base = expression.as(MemberAccessExprSyntax.self)?.base { return reads(base, parameter: parameter) }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.text == (parameter ?? "$0")
    }

    /// `\.a.b` for `$0.a.b`, `\.self` for `$0`.
    private static func keyPath(of expression: ExprSyntax) -> String {
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let member = current?.as(MemberAccessExprSyntax.self) {
            names.append(member.declName.baseName.text)
            current = member.base
        }
        return names.isEmpty ? "\\.self" : "\\." + names.reversed().joined(separator: ".")
    }
}
