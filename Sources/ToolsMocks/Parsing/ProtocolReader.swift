// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Turns one protocol declaration into its model.
struct ProtocolReader {
    let file: String
    /// The bytes the tree was parsed from, for the text of its nodes.
    let source: [UInt8]
    let lines: SourceLines

    func model(of node: ProtocolDeclSyntax) -> ProtocolModel {
        let start = location(of: node.name)
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText(in: source) } ?? []
        var model = ProtocolModel(
            name: node.name.text, file: file, line: start.line, column: start.column,
            accessLevel: Self.accessLevel(node.modifiers),
            inherited: inherited,
            attributes: node.attributes.map { $0.trimmedText(in: source) },
            isAnnotated: MockAnnotation.isAnnotated(node, keyword: node.protocolKeyword, source: source)
                || inherited.contains("AutoMockable"),
            associatedTypes: [],
            whereClause: node.genericWhereClause?.requirements.trimmedText(in: source),
            requirements: [], problems: []
        )
        readMembers(node.memberBlock.members, into: &model)
        return model
    }

    private func readMembers(
        _ members: MemberBlockItemListSyntax, condition: String? = nil, into model: inout ProtocolModel
    ) {
        for member in members {
            let decl = member.decl
            if var function = decl.as(FunctionDeclSyntax.self).map(read) {
                function.condition = condition
                model.requirements.append(.function(function))
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for var property in read(variable, problems: &model.problems) {
                    property.condition = condition
                    model.requirements.append(.property(property))
                }
            } else if var member = decl.as(SubscriptDeclSyntax.self).map(read) {
                member.condition = condition
                model.requirements.append(.subscriptMember(member))
            } else if var initializer = decl.as(InitializerDeclSyntax.self).map(read) {
                initializer.condition = condition
                model.requirements.append(.initializer(initializer))
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                readConditional(ifConfig, outer: condition, into: &model)
            } else if condition != nil && decl.is(AssociatedTypeDeclSyntax.self) {
                problem("an associated type inside '#if' cannot be mocked", at: decl, into: &model)
            } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
                model.associatedTypes.append(AssociatedTypeModel(
                    name: associated.name.text,
                    constraint: associated.inheritanceClause?.inheritedTypes.trimmedText(in: source),
                    whereClause: associated.genericWhereClause?.requirements.trimmedText(in: source)
                ))
            } else if decl.is(TypeAliasDeclSyntax.self) {
                continue
            } else {
                problem("this kind of requirement cannot be mocked", at: decl, into: &model)
            }
        }
    }

    /// Members of `#if` clauses keep their clause's condition, so the mock repeats the same `#if`s:
    /// `#elseif B` after `#if A` becomes `!(A) && (B)`.
    private func readConditional(_ node: IfConfigDeclSyntax, outer: String?, into model: inout ProtocolModel) {
        var previous: [String] = []
        for clause in node.clauses {
            var parts = outer.map { ["(\($0))"] } ?? []
            parts += previous.map { "!(\($0))" }
            if let condition = clause.condition?.trimmedText(in: source) {
                parts.append(previous.isEmpty && outer == nil ? condition : "(\(condition))")
                previous.append(condition)
            }
            guard case .decls(let members)? = clause.elements else { continue }
            readMembers(members, condition: parts.joined(separator: " && "), into: &model)
        }
    }

    private func problem(_ message: String, at node: some SyntaxProtocol, into model: inout ProtocolModel) {
        let position = location(of: node)
        model.problems.append(ModelProblem(line: position.line, column: position.column, message: message))
    }

    private func read(_ node: FunctionDeclSyntax) -> FunctionModel {
        let modifiers = node.modifiers.map(\.name.text)
        return FunctionModel(
            name: node.name.text,
            genericParameters: generics(node.genericParameterClause),
            whereClause: node.genericWhereClause?.requirements.trimmedText(in: source),
            parameters: parameters(node.signature.parameterClause.parameters),
            effects: effects(async: node.signature.effectSpecifiers?.asyncSpecifier,
                                  throwsClause: node.signature.effectSpecifiers?.throwsClause),
            returnType: returnType(node.signature.returnClause),
            isStatic: modifiers.contains("static") || modifiers.contains("class"),
            isMutating: modifiers.contains("mutating"),
            attributes: node.attributes.map { $0.trimmedText(in: source) } + Self.isolation(modifiers),
            line: location(of: node.name).line
        )
    }

    private func read(_ node: VariableDeclSyntax, problems: inout [ModelProblem]) -> [PropertyModel] {
        let modifiers = node.modifiers.map(\.name.text)
        var result: [PropertyModel] = []
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                  let type = binding.typeAnnotation?.type else {
                let position = location(of: binding)
                problems.append(ModelProblem(line: position.line, column: position.column,
                                             message: "a property requirement needs a name and a type"))
                continue
            }
            let accessors = accessors(binding.accessorBlock)
            result.append(PropertyModel(
                name: name.text, type: type.trimmedText(in: source),
                isSettable: accessors.settable, getterEffects: accessors.effects,
                isStatic: modifiers.contains("static") || modifiers.contains("class"),
                attributes: node.attributes.map { $0.trimmedText(in: source) } + Self.isolation(modifiers),
                line: location(of: name).line
            ))
        }
        return result
    }

    private func read(_ node: SubscriptDeclSyntax) -> SubscriptModel {
        let accessors = accessors(node.accessorBlock)
        let modifiers = node.modifiers.map(\.name.text)
        return SubscriptModel(
            genericParameters: generics(node.genericParameterClause),
            whereClause: node.genericWhereClause?.requirements.trimmedText(in: source),
            parameters: parameters(node.parameterClause.parameters, subscriptStyle: true),
            returnType: node.returnClause.type.trimmedText(in: source),
            isSettable: accessors.settable, getterEffects: accessors.effects,
            isStatic: modifiers.contains("static") || modifiers.contains("class"),
            attributes: node.attributes.map { $0.trimmedText(in: source) },
            line: location(of: node.subscriptKeyword).line
        )
    }

    private func read(_ node: InitializerDeclSyntax) -> InitializerModel {
        InitializerModel(
            genericParameters: generics(node.genericParameterClause),
            whereClause: node.genericWhereClause?.requirements.trimmedText(in: source),
            parameters: parameters(node.signature.parameterClause.parameters),
            effects: effects(async: node.signature.effectSpecifiers?.asyncSpecifier,
                                  throwsClause: node.signature.effectSpecifiers?.throwsClause),
            failability: node.optionalMark?.text,
            attributes: node.attributes.map { $0.trimmedText(in: source) },
            line: location(of: node.initKeyword).line
        )
    }

    // MARK: Pieces

    private func location(of node: some SyntaxProtocol) -> TextLocation {
        lines.location(of: node)
    }

    /// `nonisolated` travels with the attributes: the mock's member must repeat it.
    static func isolation(_ modifiers: [String]) -> [String] {
        modifiers.contains("nonisolated") ? ["nonisolated"] : []
    }

    static func accessLevel(_ modifiers: DeclModifierListSyntax) -> String? {
        let levels: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]
        return modifiers.first { levels.contains($0.name.text) && $0.detail == nil }?.name.text
    }

    func generics(_ clause: GenericParameterClauseSyntax?) -> [GenericParameterModel] {
        clause?.parameters.map {
            // A parameter pack keeps its `each`: the mock's signature repeats it.
            GenericParameterModel(name: ($0.specifier.map { $0.text + " " } ?? "") + $0.name.text,
                                  constraint: $0.inheritedType?.trimmedText(in: source))
        } ?? []
    }

    func parameters(_ list: FunctionParameterListSyntax, subscriptStyle: Bool = false) -> [ParameterModel] {
        list.map { parameter in
            let first = parameter.firstName.text
            let second = parameter.secondName?.text
            // A subscript's single name is internal only; a function's is both label and name.
            let label: String? = if subscriptStyle && second == nil { nil } else { first == "_" ? nil : first }
            let internalName = second ?? first
            return ParameterModel(
                label: label,
                name: internalName == "_" ? nil : internalName,
                type: parameter.type.trimmedText(in: source),
                isVariadic: parameter.ellipsis != nil
            )
        }
    }

    func effects(async: TokenSyntax?, throwsClause: ThrowsClauseSyntax?) -> Effects {
        var effects = Effects(isAsync: async != nil)
        if let throwsClause {
            if throwsClause.throwsSpecifier.tokenKind == .keyword(.rethrows) {
                effects.throwsKind = .rethrows
            } else if let type = throwsClause.type {
                // `throws(Never)` does not throw: the mock's member need not either (as Sourcery's).
                let name = type.trimmedText(in: source)
                effects.throwsKind = name == "Never" || name == "Swift.Never" ? .none : .typed(name)
            } else {
                effects.throwsKind = .untyped
            }
        }
        return effects
    }

    func returnType(_ clause: ReturnClauseSyntax?) -> String? {
        guard let type = clause?.type.trimmedText(in: source) else { return nil }
        return type == "Void" || type == "()" ? nil : type
    }

    func accessors(_ block: AccessorBlockSyntax?) -> (settable: Bool, effects: Effects) {
        guard case .accessors(let list)? = block?.accessors else { return (false, Effects()) }
        var settable = false
        var effects = Effects()
        for accessor in list {
            switch accessor.accessorSpecifier.tokenKind {
            case .keyword(.set): settable = true
            case .keyword(.get):
                effects = self.effects(async: accessor.effectSpecifiers?.asyncSpecifier,
                                       throwsClause: accessor.effectSpecifiers?.throwsClause)
            default: break
            }
        }
        return (settable, effects)
    }
}
