// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Types should be nested at most 1 level deep and functions at most 2. Types and functions are counted
/// apart, each against its own limit. Same levels, options and reasons as SwiftLint's `nesting`.
struct NestingRule: Rule {
    static let description = RuleDescription(
        identifier: "nesting",
        name: "Nesting",
        description: "Types should be nested at most 1 level deep, and functions should be nested at most 2 levels "
            + "deep.",
        nonTriggeringExamples: NestingExamples.nonTriggering,
        triggeringExamples: NestingExamples.triggering
    )

    var typeLevel = SeverityLevels(warning: 1, error: nil)
    var functionLevel = SeverityLevels(warning: 2, error: nil)
    var checksClosuresAndStatements = true
    var allowsOneTypeInFunctions = false
    var ignoresTypealiasesAndAssociatedtypes = false
    var ignoresCodingKeys = false

    static var options: [RuleOption<Self>] {
        [
            .key("type_level", \.typeLevel, "how deep types may be nested"),
            .key("function_level", \.functionLevel, "how deep functions may be nested"),
            .key("check_nesting_in_closures_and_statements", \.checksClosuresAndStatements,
                 "declarations inside closures and statements count"),
            .key("always_allow_one_type_in_functions", \.allowsOneTypeInFunctions,
                 "a type declared right inside a function is not measured"),
            .key("ignore_typealiases_and_associatedtypes", \.ignoresTypealiasesAndAssociatedtypes,
                 "type aliases and associated types are not measured"),
            .key("ignore_coding_keys", \.ignoresCodingKeys, "`enum CodingKeys: CodingKey` is not measured"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let levels = NestingLevels(rule: self)
        walk.visit(ActorDeclSyntax.self) { node, found in levels.enter(node.actorKeyword, false, &found) }
        walk.visit(ClassDeclSyntax.self) { node, found in levels.enter(node.classKeyword, false, &found) }
        walk.visit(EnumDeclSyntax.self) { node, found in
            levels.enter(node.enumKeyword, false, &found, exempt: ignoresCodingKeys && node.isCodingKeys)
        }
        walk.visit(ExtensionDeclSyntax.self) { node, found in levels.enter(node.extensionKeyword, false, &found) }
        walk.visit(StructDeclSyntax.self) { node, found in levels.enter(node.structKeyword, false, &found) }
        walk.visit(ProtocolDeclSyntax.self) { node, found in levels.enter(node.protocolKeyword, false, &found) }
        walk.visit(FunctionDeclSyntax.self) { node, found in levels.enter(node.funcKeyword, true, &found) }
        let scopes: [any DeclSyntaxProtocol.Type] = [
            ActorDeclSyntax.self, ClassDeclSyntax.self, EnumDeclSyntax.self, ExtensionDeclSyntax.self,
            StructDeclSyntax.self, ProtocolDeclSyntax.self, FunctionDeclSyntax.self,
        ]
        for type in scopes {
            levels.leaveAfter(type, &walk)
        }
        if !ignoresTypealiasesAndAssociatedtypes {
            walk.visitPost(TypeAliasDeclSyntax.self) { node, found in
                _ = levels.enter(node.typealiasKeyword, false, &found)
                levels.leave()
            }
            walk.visitPost(AssociatedTypeDeclSyntax.self) { node, found in
                _ = levels.enter(node.associatedtypeKeyword, false, &found)
                levels.leave()
            }
        }
        if !checksClosuresAndStatements {
            walk.visit(ClosureExprSyntax.self) { _, _ in .skipChildren }
            walk.visit(ExpressionStmtSyntax.self) { _, _ in .skipChildren }
        }
    }
}

/// The type and function levels of the declarations enclosing the walk's position, in one file.
private final class NestingLevels {
    let rule: NestingRule
    /// Whether each enclosing declaration is a function, innermost last.
    private var stack: [Bool] = []
    private var typeLevel = -1
    private var functionLevel = -1

    init(rule: NestingRule) {
        self.rule = rule
    }

    /// `keyword` introduces the declaration; SwiftLint reports there, after attributes and modifiers.
    func enter(
        _ keyword: TokenSyntax, _ isFunction: Bool, _ found: inout RuleFindings, exempt: Bool = false
    ) -> SyntaxVisitorContinueKind {
        let inFunction = stack.last ?? false
        stack.append(isFunction)
        if isFunction { functionLevel += 1 } else { typeLevel += 1 }
        guard !exempt else { return .visitChildren }
        // With `always_allow_one_type_in_functions`, a type declared right inside a function is not measured.
        if rule.allowsOneTypeInFunctions, inFunction, !isFunction { return .visitChildren }
        let (level, limits) = isFunction ? (functionLevel, rule.functionLevel) : (typeLevel, rule.typeLevel)
        guard let exceeded = limits.exceeded(by: level) else { return .visitChildren }
        let target = isFunction ? "Functions" : "Types"
        let plural = exceeded.threshold > 1 ? "s" : ""
        found.add(
            at: keyword, reason: "\(target) should be nested at most \(exceeded.threshold) level\(plural) deep",
            severity: exceeded.severity
        )
        return .visitChildren
    }

    func leave() {
        if stack.removeLast() { functionLevel -= 1 } else { typeLevel -= 1 }
    }

    /// Leaves the level a declaration of `type` entered, once the walk is past it.
    func leaveAfter<Node: DeclSyntaxProtocol>(_ type: Node.Type, _ walk: inout FileWalk) {
        walk.visitPost(type) { _, _ in self.leave() }
    }
}

private extension EnumDeclSyntax {
    /// `enum CodingKeys: …, CodingKey`, which `ignore_coding_keys` exempts.
    var isCodingKeys: Bool {
        name.text == "CodingKeys"
            && (inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "CodingKey" } ?? false)
    }
}
