// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Types should be nested at most 1 level deep and functions at most 2. Types and functions are counted
/// apart, each against its own limit. Same levels, options and reasons as SwiftLint's `nesting`.
public struct NestingRule: Rule {
    public static let description = RuleDescription(
        identifier: "nesting",
        name: "Nesting",
        description: "Types should be nested at most 1 level deep, and functions should be nested at most 2 levels "
            + "deep.",
        nonTriggeringExamples: NestingExamples.nonTriggering,
        triggeringExamples: NestingExamples.triggering
    )

    public var typeLevel = SeverityLevels(warning: 1, error: nil)
    public var functionLevel = SeverityLevels(warning: 2, error: nil)
    public var checksClosuresAndStatements = true
    public var allowsOneTypeInFunctions = false
    public var ignoresTypealiasesAndAssociatedtypes = false
    public var ignoresCodingKeys = false

    private static let keys: Set<String> = [
        "type_level", "function_level", "check_nesting_in_closures_and_statements",
        "always_allow_one_type_in_functions", "ignore_typealiases_and_associatedtypes", "ignore_coding_keys",
    ]

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        guard let options, options.isMapping else { return }
        try RuleOptions.rejectUnknownKeys(options, known: Self.keys)
        if let value = options["type_level"] { typeLevel = try SeverityLevels(value, default: typeLevel) }
        if let value = options["function_level"] {
            functionLevel = try SeverityLevels(value, default: functionLevel)
        }
        checksClosuresAndStatements = try PlainOptions.bool(
            options, "check_nesting_in_closures_and_statements", default: true
        )
        allowsOneTypeInFunctions = try PlainOptions.bool(options, "always_allow_one_type_in_functions", default: false)
        ignoresTypealiasesAndAssociatedtypes = try PlainOptions.bool(
            options, "ignore_typealiases_and_associatedtypes", default: false
        )
        ignoresCodingKeys = try PlainOptions.bool(options, "ignore_coding_keys", default: false)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        let visitor = NestingVisitor(rule: self)
        visitor.walk(file.tree)
        return visitor.found.map {
            violation(in: file, at: $0.position, severity: $0.severity, reason: $0.reason)
        }
    }
}

/// Walks declarations keeping the type and function levels of the enclosing declarations.
private final class NestingVisitor: SyntaxVisitor {
    let rule: NestingRule
    var found: [ReasonedFinding] = []
    /// Whether each enclosing declaration is a function, innermost last.
    private var stack: [Bool] = []
    private var typeLevel = -1
    private var functionLevel = -1

    init(rule: NestingRule) {
        self.rule = rule
        super.init(viewMode: .sourceAccurate)
    }

    /// `keyword` introduces the declaration; SwiftLint reports there, after attributes and modifiers.
    private func enter(_ keyword: TokenSyntax, isFunction: Bool, exempt: Bool = false) {
        let inFunction = stack.last ?? false
        stack.append(isFunction)
        if isFunction { functionLevel += 1 } else { typeLevel += 1 }
        guard !exempt else { return }
        // With `always_allow_one_type_in_functions`, a type declared right inside a function is not measured.
        if rule.allowsOneTypeInFunctions, inFunction, !isFunction { return }
        let (level, limits) = isFunction ? (functionLevel, rule.functionLevel) : (typeLevel, rule.typeLevel)
        guard let exceeded = limits.exceeded(by: level) else { return }
        let target = isFunction ? "Functions" : "Types"
        let plural = exceeded.threshold > 1 ? "s" : ""
        found.append(ReasonedFinding(
            position: keyword.positionAfterSkippingLeadingTrivia,
            reason: "\(target) should be nested at most \(exceeded.threshold) level\(plural) deep",
            severity: exceeded.severity
        ))
    }

    private func leave() {
        if stack.removeLast() { functionLevel -= 1 } else { typeLevel -= 1 }
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.actorKeyword, isFunction: false)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { leave() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.classKeyword, isFunction: false)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { leave() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.enumKeyword, isFunction: false, exempt: rule.ignoresCodingKeys && node.isCodingKeys)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { leave() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extensionKeyword, isFunction: false)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.structKeyword, isFunction: false)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { leave() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.protocolKeyword, isFunction: false)
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { leave() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.funcKeyword, isFunction: true)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { leave() }

    override func visitPost(_ node: TypeAliasDeclSyntax) {
        guard !rule.ignoresTypealiasesAndAssociatedtypes else { return }
        enter(node.typealiasKeyword, isFunction: false)
        leave()
    }

    override func visitPost(_ node: AssociatedTypeDeclSyntax) {
        guard !rule.ignoresTypealiasesAndAssociatedtypes else { return }
        enter(node.associatedtypeKeyword, isFunction: false)
        leave()
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        rule.checksClosuresAndStatements ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ExpressionStmtSyntax) -> SyntaxVisitorContinueKind {
        rule.checksClosuresAndStatements ? .visitChildren : .skipChildren
    }
}

private extension EnumDeclSyntax {
    /// `enum CodingKeys: …, CodingKey`, which `ignore_coding_keys` exempts.
    var isCodingKeys: Bool {
        name.text == "CodingKeys"
            && (inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "CodingKey" } ?? false)
    }
}
