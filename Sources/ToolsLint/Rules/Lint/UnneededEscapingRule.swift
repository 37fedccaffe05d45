// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `@escaping` on a closure parameter the body only calls promises callers more than needed (they must
/// capture `self` explicitly, the closure cannot be stack-allocated). As SwiftLint, a parameter escapes when
/// it (or a local variable it was assigned to) is stored outside the function, returned, passed as an
/// argument, put in an array or dictionary literal, or used in a closure.
struct UnneededEscapingRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "unneeded_escaping",
        name: "Unneeded Escaping",
        description: "The `@escaping` attribute should only be used when the closure actually escapes.",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("func outer(completion: @escaping () -> Void) { inner(completion: completion) }\n"),
            Example(
                "func f(completion: @escaping [Int] -> Void) {\n    g {\n"
                    + "        let result = [1].map { _ in 0 }\n        completion(result)\n    }\n}"
            ),
            Example("func outer(closure: @escaping @autoclosure () -> String) {\n    inner(closure: closure())\n}"),
            Example("func returning(_ work: @escaping () -> Void) -> () -> Void { return work }\n"),
            Example("func implicitlyReturning(g: @escaping () -> Void) -> () -> Void { g }\n"),
            Example(
                "struct S {\n    var closure: (() -> Void)?\n"
                    + "    mutating func setClosure(_ newValue: @escaping () -> Void) {\n        closure = newValue\n"
                    + "    }\n    mutating func setToSelf(_ newValue: @escaping () -> Void) {\n"
                    + "        self.closure = newValue\n    }\n}"
            ),
            Example(
                "func closure(completion: @escaping () -> Void) {\n"
                    + "    DispatchQueue.main.async { completion() }\n}"
            ),
            Example(
                "func capture(completion: @escaping () -> Void) {\n    let closure = { completion() }\n"
                    + "    closure()\n}"
            ),
            Example(
                "func reassignLocal(completion: @escaping () -> Void) -> () -> Void {\n"
                    + "    var local = { print(\"initial\") }\n    local = completion\n    return local\n}"
            ),
            Example("func global(completion: @escaping () -> Void) {\n    Global.completion = completion\n}\n"),
            Example(
                "func chain(c: @escaping () -> Void) -> () -> Void {\n    let c1 = c\n    if condition {\n"
                    + "        let c2 = c1\n        return c2\n    }\n    let c3 = c1\n    return c3\n}"
            ),
            Example("func f(c: @escaping () -> Void) {\n    f(true ? c : { })\n}\n"),
            Example(
                "var completions = [() -> Void]()\nfunc array(completion: @escaping () -> Void) {\n"
                    + "    completions[0] = completion\n}\n"
            ),
            Example("func f(c: @escaping () -> Void) {\n    var cs = [1: c]\n}\n"),
            Example(
                "class A {\n    var h: (() -> Void)?\n    func f(c: @escaping () -> Void) {\n        h = c\n"
                    + "    }\n}\n"
            ),
            Example("func f(c: @escaping () -> Void) -> (() -> Void)? {\n    x ? c : nil\n}\n"),
            Example(
                "func f(c: @escaping () -> Void) {\n    var x: (() -> Void)?\n    x = y ? c : nil\n"
                    + "    store(x)\n}\n"
            ),
            Example("func f(c: @escaping () -> Void) {\n    if a { c }\n}\n"),
            Example("func f(c: @escaping () -> Void) {\n    Task { c() }\n}\n"),
            Example("func f(c: @escaping () -> Void) {\n    store(c?)\n}\n"),
            Example("func f(c: @escaping @autoclosure () -> Int) {\n    print(c())\n}\n"),
            Example("protocol P {\n    func f(c: @escaping () -> Void)\n}\n"),
        ],
        triggeringExamples: [
            Example("func f(c: ↓@escaping () -> Int) {\n    print(c())\n}\n"),
            Example(
                "func forEach(action: ↓@escaping (Int) -> Void) {\n    for i in 0..<10 {\n        action(i)\n"
                    + "    }\n}"
            ),
            Example("func process(completion: ↓@escaping () -> Void) {\n    completion()\n}\n"),
            Example("func apply(_ transform: ↓@escaping (Int) -> Int) -> Int {\n    return transform(5)\n}\n"),
            Example("func optional(completion: (↓@escaping () -> Void)?) {\n    completion?()\n}\n"),
            Example(
                "func multiple(first: ↓@escaping () -> Void, second: ↓@escaping () -> Void) {\n    first()\n"
                    + "    second()\n}"
            ),
            Example("subscript(transform: ↓@escaping (Int) -> String) -> String {\n    transform(42)\n}\n"),
            Example(
                "func assignToLocal(completion: ↓@escaping () -> Void) {\n    let local = completion\n"
                    + "    local()\n}"
            ),
            Example(
                "func reassignLocal(completion: ↓@escaping () -> Void) {\n"
                    + "    var local = { print(\"initial\") }\n    local = completion\n    local()\n}"
            ),
            Example("func assignToLocal(completion: ↓@escaping () -> Void) {\n    _ = completion\n}\n"),
            Example(
                "func f(completion: ↓@escaping () -> Void) {\n    let (local, _) = (completion, 17)\n"
                    + "    store(local)\n}\n"
            ),
            Example("func f(c: ↓@escaping () -> Void, d: inout () -> Void) {\n    d = c\n}\n"),
            Example("func f(c: ↓@escaping () -> Void) {\n    func g() { c() }\n    g()\n}\n"),
            Example("func f(c: @Sendable ↓@escaping () -> Void) {\n    c()\n}\n"),
            Example("subscript(c: ↓@escaping () -> Int) -> Int {\n    get { c() }\n    set { }\n}\n"),
            Example("func f(c: ↓@escaping () -> Void) {\n    store(x: (c))\n}\n"),
            Example("init(c: ↓@escaping () -> Void) {\n    c()\n}\n"),
        ],
        corrections: [
            Correction(
                Example(
                    "func forEach(action: ↓@escaping (Int) -> Void) {\n    for i in 0..<10 {\n"
                        + "        action(i)\n    }\n}\n"
                ),
                "func forEach(action: (Int) -> Void) {\n    for i in 0..<10 {\n        action(i)\n    }\n}\n"
            ),
            Correction(
                Example("func process(completion: ↓@escaping () -> Void) { completion() }\n"),
                "func process(completion: () -> Void) { completion() }\n"
            ),
            Correction(
                Example("subscript(transform: ↓@escaping (Int) -> String) -> String { transform(42) }\n"),
                "subscript(transform: (Int) -> String) -> String { transform(42) }\n"
            ),
            Correction(Example("func f(c: ↓@escaping() -> Void) { c() }\n"), "func f(c: () -> Void) { c() }\n"),
            Correction(
                Example("func f(c: ↓@escaping  () -> Void) {\r\n    c()\r\n}\r\n"),
                "func f(c:  () -> Void) {\r\n    c()\r\n}\r\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("@escaping") else { return }
        walk.skipChildren(of: ProtocolDeclSyntax.self)
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            Self.check(node.signature.parameterClause, body: node.body?.statements, &found)
        }
        walk.visitPost(InitializerDeclSyntax.self) { node, found in
            Self.check(node.signature.parameterClause, body: node.body?.statements, &found)
        }
        walk.visitPost(SubscriptDeclSyntax.self) { node, found in
            guard let accessors = node.accessorBlock?.accessors else { return }
            switch accessors {
            case .getter(let items):
                Self.check(node.parameterClause, body: items, &found)
            case .accessors(let list):
                guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) else {
                    return
                }
                Self.check(node.parameterClause, body: getter.body?.statements, &found)
            }
        }
    }

    private static func check(
        _ parameters: FunctionParameterClauseSyntax, body: CodeBlockItemListSyntax?, _ found: inout RuleFindings
    ) {
        guard let body else { return }
        for parameter in parameters.parameters {
            guard let escaping = attribute(named: "escaping", of: parameter.type) else { continue }
            let name = (parameter.secondName ?? parameter.firstName).text
            let isAutoclosure = attribute(named: "autoclosure", of: parameter.type) != nil
            let checker = EscapeChecker(name: name, isAutoclosure: isAutoclosure)
            checker.walk(body)
            guard !checker.escapes else { continue }
            // The attribute and one space after it go.
            var end = escaping.endPositionBeforeTrailingTrivia
            if case .spaces(let count) = escaping.trailingTrivia.first, count > 0 { end = end.advanced(by: 1) }
            found.add(at: escaping, reason: "@escaping attribute not required as '\(name)' does not escape",
                      fix: [TextEdit(from: escaping.positionAfterSkippingLeadingTrivia, to: end)])
        }
    }

    /// The attribute of a parameter's type (`@escaping () -> Void`, or inside `(@escaping () -> Void)?`).
    private static func attribute(named name: String, of type: TypeSyntax) -> AttributeSyntax? {
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return attributed.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
                $0.attributeName.as(IdentifierTypeSyntax.self)?.name.text == name
            }
        }
        guard let tuple = type.as(OptionalTypeSyntax.self)?.wrappedType.as(TupleTypeSyntax.self),
              tuple.elements.count == 1, let only = tuple.elements.first else { return nil }
        return attribute(named: name, of: only.type)
    }
}

/// Follows a closure parameter through a body: the local variables it is assigned to are "tainted" too,
/// and a tainted value escapes as SwiftLint judges it (operators folded by precedence).
private final class EscapeChecker: SyntaxVisitor {
    private var tainted: Set<String>
    private let isAutoclosure: Bool
    private var closureDepth = 0
    private(set) var escapes = false

    init(name: String, isAutoclosure: Bool) {
        tainted = [name]
        self.isAutoclosure = isAutoclosure
        super.init(viewMode: .sourceAccurate)
    }

    /// A statement list made of one expression returns (or yields) its value.
    override func visitPost(_ node: CodeBlockItemListSyntax) {
        if node.count == 1, let only = node.first, case .expr(let value) = only.item, isTainted(value) {
            escapes = true
        }
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            if let value = binding.initializer?.value, let name = binding.pattern.as(IdentifierPatternSyntax.self),
               isTainted(value) {
                tainted.insert(name.identifier.text)
            }
        }
    }

    /// Assignments: to a local variable it taints the variable, to anything else it escapes.
    override func visitPost(_ node: SequenceExprSyntax) {
        guard node.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) else { return }
        let folded = FoldedSequence(node)
        let assignments = folded.operations.filter { folded.elements[$0.operatorIndex].is(AssignmentExprSyntax.self) }
        for operation in assignments {
            guard isTainted(operation.right, of: folded) else { continue }
            guard let target = folded.single(operation.left), isLocalVariable(target) else {
                escapes = true
                continue
            }
            if let name = baseName(of: target) { tainted.insert(name.text) }
        }
    }

    override func visitPost(_ node: ReturnStmtSyntax) {
        if let value = node.expression, isTainted(value) { escapes = true }
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if node.arguments.contains(where: { isTainted($0.expression) || callsTaintedCallee($0.expression) }) {
            escapes = true
        }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        closureDepth -= 1
    }

    override func visitPost(_ node: DeclReferenceExprSyntax) {
        guard tainted.contains(node.baseName.text) else { return }
        let kind = node.parent?.kind
        if closureDepth > 0 || kind == .arrayElement || kind == .dictionaryElement { escapes = true }
    }

    private func isTainted(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return tainted.contains(reference.baseName.text)
        }
        if let reference = expression.as(OptionalChainingExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self) {
            return tainted.contains(reference.baseName.text)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return isTainted(ternary.thenExpression) || isTainted(ternary.elseExpression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let folded = FoldedSequence(sequence)
            return isTainted(0...(folded.elements.count - 1), of: folded)
        }
        return false
    }

    /// Whether the operand made of `range`'s elements is tainted: one element, or a conditional (`?:`)
    /// with a tainted branch.
    private func isTainted(_ range: ClosedRange<Int>, of folded: FoldedSequence) -> Bool {
        if let single = folded.single(range) { return isTainted(single) }
        guard let operation = folded.operations.first(where: {
            $0.left.lowerBound == range.lowerBound && $0.right.upperBound == range.upperBound
        }), let ternary = folded.elements[operation.operatorIndex].as(UnresolvedTernaryExprSyntax.self) else {
            return false
        }
        return isTainted(ternary.thenExpression) || isTainted(operation.right, of: folded)
    }

    /// `c()` passed on when `c` is an autoclosure.
    private func callsTaintedCallee(_ expression: ExprSyntax) -> Bool {
        guard isAutoclosure, let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return false }
        return isTainted(call.calledExpression)
    }

    /// `_`, or a name (or the base of a member access) declared in a scope around the assignment.
    private func isLocalVariable(_ target: ExprSyntax) -> Bool {
        if target.is(DiscardAssignmentExprSyntax.self) { return true }
        guard let name = baseName(of: target) else { return false }
        return LocalDeclarations.declares(name.text, around: target)
    }

    private func baseName(of expression: ExprSyntax) -> TokenSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        guard let base = expression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        return baseName(of: base)
    }
}
