// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Names of variables, parameters, functions and enum cases: alphanumeric, lowercase first (or all capitals),
/// of a sensible length. Same checks, options and reasons as SwiftLint's `identifier_name`.
struct IdentifierNameRule: Rule {
    static let description = RuleDescription(
        identifier: "identifier_name",
        name: "Identifier Name",
        description: "Identifier names should only contain alphanumeric characters and start with a lowercase "
            + "character or should only contain capital letters. In an exception to the above, variable names may "
            + "start with a capital letter when they are declared as static. Variable names should not be too "
            + "long or too short.",
        nonTriggeringExamples: IdentifierNameExamples.nonTriggering,
        triggeringExamples: IdentifierNameExamples.triggering
    )

    var names = NameOptions(
        minLength: SeverityLevels(warning: 3, error: 2),
        maxLength: SeverityLevels(warning: 40, error: 60),
        excluded: ["^id$"]
    )
    /// Functions whose name starts with one of these are operators, which are not checked.
    var operatorPrefixes = ["!", "%", "&", "*", "+", "-", ".", "/", "<", "=", ">", "?", "^", "|", "~"]

    static var options: [RuleOption<Self>] {
        NameOptions.options(\.names) + [
            .key("additional_operators", \.operatorPrefixes,
                 "functions whose name starts with one of these are operators, which are not checked"),
        ]
    }

    private func add(
        _ token: TokenSyntax, _ result: (reason: String, severity: Severity)?, _ found: inout RuleFindings
    ) {
        guard let result else { return }
        found.add(at: token, reason: result.reason, severity: result.severity)
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        registerParameters(&walk)
        walk.visitPost(IdentifierPatternSyntax.self) { node, found in
            let declaration = node.enclosingVariableDeclaration
            if let modifiers = declaration?.modifiers, modifiers.contains(keyword: .override) { return }
            let modifiers = declaration?.modifiers
            add(node.identifier, check(
                variable: node.identifier.text,
                isPrivate: modifiers?.containsPrivateOrFileprivate ?? false,
                isStatic: modifiers?.contains(keyword: .static) ?? false
            ), &found)
        }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            guard !node.modifiers.contains(keyword: .override) else { return }
            let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            let resolved = "\(node.name.text)(\(labels))"
            add(node.name, check(
                function: node.name.text, resolved: resolved, isPrivate: node.modifiers.containsPrivateOrFileprivate
            ), &found)
        }
        walk.visitPost(EnumCaseElementSyntax.self) { node, found in
            add(node.name, check(variable: node.name.text, kind: "Enum element"), &found)
        }
    }

    /// Parameters of functions, closures, enum cases, accessors, and value generic parameters.
    private func registerParameters(_ walk: inout FileWalk) {
        /// A parameter's checked name: the second name when there is one, never `_`.
        func addParameter(first: TokenSyntax?, second: TokenSyntax?, _ found: inout RuleFindings) {
            guard let token = second ?? first, token.text != "_" else { return }
            add(token, check(variable: token.text), &found)
        }
        walk.visitPost(FunctionParameterSyntax.self) { node, found in
            addParameter(first: node.firstName, second: node.secondName, &found)
        }
        walk.visitPost(ClosureParameterSyntax.self) { node, found in
            addParameter(first: node.firstName, second: node.secondName, &found)
        }
        walk.visitPost(EnumCaseParameterSyntax.self) { node, found in
            addParameter(first: node.firstName, second: node.secondName, &found)
        }
        walk.visitPost(ClosureShorthandParameterSyntax.self) { node, found in
            let text = node.name.text
            guard text != "_" else { return }
            let name = text.hasPrefix("$") ? String(text.dropFirst()) : text
            add(node.name, check(variable: name), &found)
        }
        walk.visitPost(AccessorParametersSyntax.self) { node, found in
            add(node.name, check(variable: node.name.text), &found)
        }
        walk.visitPost(GenericParameterSyntax.self) { node, found in
            guard node.specifier?.tokenKind == .keyword(.let) else { return }
            add(node.name, check(variable: node.name.text), &found)
        }
    }

    /// The finding for a variable-like name (variables, parameters, enum cases), if any.
    func check(variable raw: String, kind: String = "Variable", isPrivate: Bool = false, isStatic: Bool = false)
        -> (reason: String, severity: Severity)? {
        let name = Self.checkedName(raw, isPrivate: isPrivate)
        guard !names.isExcluded(name), let first = name.first else { return nil }
        let label = "\(kind) name '\(raw)'"
        if names.hasUnallowedSymbols(name) {
            return ("\(label) should only contain alphanumeric and other allowed characters",
                    names.unallowedSymbolsSeverity)
        }
        if let severity = names.lengthSeverity(name.count) {
            return ("\(label) should be \(names.lengthBounds)", severity)
        }
        return caseViolation(name, first: first, label: label, isStatic: isStatic)
    }

    /// The finding for a function name: only its first character is checked.
    func check(function raw: String, resolved: String, isPrivate: Bool) -> (reason: String, severity: Severity)? {
        let name = Self.checkedName(raw, isPrivate: isPrivate)
        guard !operatorPrefixes.contains(where: { name.hasPrefix($0) }) else { return nil }
        guard !names.isExcluded(name), let first = name.first else { return nil }
        return caseViolation(name, first: first, label: "Function name '\(resolved)'", isStatic: false)
    }

    private func caseViolation(_ name: String, first: Character, label: String, isStatic: Bool)
        -> (reason: String, severity: Severity)? {
        guard let severity = names.caseSeverity, !isStatic, !first.isLowercase else { return nil }
        if first.unicodeScalars.allSatisfy({ names.allowedSymbols.contains($0) }) { return nil }
        // Names in capitals (`URL`, `XMLString`) are fine: the second character tells them apart.
        let rest = name.dropFirst()
        if let second = rest.first, second.isUppercase { return nil }
        return ("\(label) should start with a lowercase character", severity)
    }

    private static func checkedName(_ raw: String, isPrivate: Bool) -> String {
        var name = Substring(raw)
        if name.hasPrefix("`"), name.hasSuffix("`"), name.count >= 2 { name = name.dropFirst().dropLast() }
        if isPrivate, name.first == "_" { name = name.dropFirst() }
        return String(name)
    }
}

private extension IdentifierPatternSyntax {
    /// The `var` / `let` declaration this name is bound by, through tuple patterns.
    var enclosingVariableDeclaration: VariableDeclSyntax? {
        var current = Syntax(self).parent
        while let node = current,
              node.is(TuplePatternElementSyntax.self) || node.is(TuplePatternElementListSyntax.self)
                || node.is(TuplePatternSyntax.self) {
            current = node.parent
        }
        guard let binding = current?.as(PatternBindingSyntax.self) else { return nil }
        return binding.parent?.parent?.as(VariableDeclSyntax.self)
    }
}
