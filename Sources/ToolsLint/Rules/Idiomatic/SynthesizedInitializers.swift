// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Which initializers of a struct the compiler would synthesize identically (the memberwise one, or the
/// default one when every property has a default value), judged as SwiftLint's
/// `unneeded_synthesized_initializer` judges them.
enum SynthesizedInitializers {
    /// The struct's initializers that are all unneeded, or none when any initializer is needed (declaring one
    /// suppresses the synthesized ones).
    static func unneeded(in node: StructDeclSyntax) -> [InitializerDeclSyntax] {
        let members = flattened(node.memberBlock.members)
        let properties = members.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { !$0.modifiers.contains(keyword: .static) }
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        let unneeded = initializers.filter { initializer in
            initializer.optionalMark == nil && initializer.signature.effectSpecifiers?.throwsClause == nil
                && initializer.attributes.isEmpty
                && parametersMatch(initializer.signature.parameterClause.parameters, properties)
                && bodyMatches(initializer, properties)
                && accessMatches(initializer.modifiers, properties)
        }
        return unneeded.count == initializers.count ? unneeded : []
    }

    /// Member declarations, those inside `#if` clauses included.
    private static func flattened(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return conditional.clauses.flatMap { clause -> [DeclSyntax] in
                guard case .decls(let nested) = clause.elements else { return [] }
                return flattened(nested)
            }
        }
    }

    private static func parametersMatch(_ parameters: FunctionParameterListSyntax, _ properties: [VariableDeclSyntax])
        -> Bool {
        guard !parameters.isEmpty else {
            return properties.allSatisfy {
                $0.bindingSpecifier.tokenKind == .keyword(.var) && $0.bindings.first?.initializer != nil
            }
        }
        guard parameters.count == properties.count else { return false }
        for (parameter, property) in zip(parameters, properties) {
            guard parameter.secondName == nil, parameter.attributes.isEmpty,
                  let name = property.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return false }
            if property.bindingSpecifier.tokenKind == .keyword(.var), let value = property.bindings.first?.initializer {
                // A `var` with a default needs the same default argument to match the memberwise initializer.
                guard value.value.description == parameter.defaultValue?.value.description else { return false }
            } else {
                // The types' text as SwiftLint compares it: comments beside a type count (a property's type
                // is trimmed of spaces only, a parameter's of spaces and line breaks), so `let x: Int // x`
                // does not match `x: Int`.
                let propertyType = property.bindings.first?.typeAnnotation.map { trimmed($0.type.description, "\n") }
                if parameter.defaultValue != nil || name != parameter.firstName.text
                    || (propertyType != nil && propertyType != trimmed(parameter.type.description, "")) {
                    return false
                }
            }
        }
        return true
    }

    /// `text` without the spaces, tabs and line breaks at its ends, except the characters in `kept`.
    private static func trimmed(_ text: String, _ kept: String) -> String {
        let trimmable: (Character) -> Bool = { $0.isWhitespace && !kept.contains($0) }
        guard let first = text.firstIndex(where: { !trimmable($0) }),
              let last = text.lastIndex(where: { !trimmable($0) }) else { return "" }
        return String(text[first...last])
    }

    /// An empty body for the default initializer; otherwise one `self.name = name` per property and nothing else.
    private static func bodyMatches(_ initializer: InitializerDeclSyntax, _ properties: [VariableDeclSyntax]) -> Bool {
        let statements = initializer.body?.statements
        if initializer.signature.parameterClause.parameters.isEmpty, statements?.isEmpty ?? true { return true }
        guard let statements, statements.count == properties.count else { return false }
        var assigned: [String] = []
        for statement in statements {
            guard let name = selfAssignment(statement) else { return false }
            assigned.append(name)
        }
        for property in properties {
            guard let name = property.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let index = assigned.firstIndex(of: name) else { return false }
            assigned.remove(at: index)
        }
        return assigned.isEmpty
    }

    /// `name` for a statement `self.name = name`.
    private static func selfAssignment(_ statement: CodeBlockItemSyntax) -> String? {
        guard let sequence = statement.item.as(SequenceExprSyntax.self) else { return nil }
        var left = ""
        var right = ""
        for element in sequence.elements {
            if let member = element.as(MemberAccessExprSyntax.self) {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
                    return nil
                }
                left = member.declName.baseName.text
            } else if let reference = element.as(DeclReferenceExprSyntax.self) {
                right = reference.baseName.text
            } else if !element.is(AssignmentExprSyntax.self) {
                return nil
            }
        }
        return left == right ? left : nil
    }

    /// Whether the initializer's access level is the synthesized one: private or fileprivate when a
    /// property is, internal otherwise.
    private static func accessMatches(_ modifiers: DeclModifierListSyntax, _ properties: [VariableDeclSyntax]) -> Bool {
        let levels: Set<Keyword> = [.private, .fileprivate, .internal, .public, .open, .package]
        let access = modifiers.first { modifier in
            if case .keyword(let keyword) = modifier.name.tokenKind { return levels.contains(keyword) }
            return false
        }?.name.tokenKind
        var synthesized = Keyword.internal
        for property in properties {
            if property.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) && $0.detail == nil }) {
                synthesized = .private
                break
            }
            if property.modifiers.contains(where: { $0.name.tokenKind == .keyword(.fileprivate) && $0.detail == nil }) {
                synthesized = .fileprivate
            }
        }
        if synthesized == .internal { return access == nil || access == .keyword(.internal) }
        return access == .keyword(synthesized)
    }
}
