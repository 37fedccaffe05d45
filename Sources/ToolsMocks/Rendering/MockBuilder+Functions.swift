// Copyright © 2026 Tools Authors. All rights reserved.

extension MockBuilder {
    mutating func renderFunction(_ original: FunctionModel, prefix: String) throws(ResolutionError) {
        let function = Self.renamingShadowedGenerics(original, mockGenerics: Set(scope.associatedNames))
        let generics = Set(function.genericParameters.map(\.plainName))
        let selector = Self.selector(function.name, function.parameters)
        let first = MockNaming.plain(function.name).unicodeScalars.first
        if let first, first != "_" && !first.properties.isAlphabetic {
            throw unmockable(selector, line: function.line, reason: "an operator requirement")
        }
        noncopyableGenerics = Self.noncopyableGenerics(function.genericParameters, whereClause: function.whereClause)
        defer { noncopyableGenerics = [] }
        let parameters = MockParameters(function.parameters, scope: scope, generics: generics,
                                        noncopyableGenerics: noncopyableGenerics)
        let returnType = function.returnType.map { scope.rewrite($0) }
        writer.line("// MARK: - \(selector)")
        writer.line()
        declareInvocationState(
            prefix: prefix, parameters: parameters, effects: function.effects, returnType: returnType,
            generics: generics, isStatic: function.isStatic
        )
        var signature = Self.keptAttributes(function.attributes).map { $0 + " " }.joined()
        signature += scope.access + (isNonisolatedMember ? "nonisolated " : "")
        signature += (function.isStatic ? "static " : "") + "func " + function.name
        signature += scope.genericClause(function.genericParameters)
        signature += "(\(parameters.declarationList))" + (function.effects.isAsync ? " async" : "")
        signature += throwsText(function.effects)
        if let returnType { signature += " -> \(returnType)" }
        if let whereClause = function.whereClause { signature += " where \(scope.rewrite(whereClause))" }
        writer.open(signature)
        writeInvocationBody(
            prefix: prefix, member: selector, parameters: parameters, effects: function.effects,
            returnType: returnType, generics: generics, isStatic: function.isStatic
        )
        writer.close()
    }

    mutating func renderInitializer(_ initializer: InitializerModel, prefix: String) throws(ResolutionError) {
        let generics = Set(initializer.genericParameters.map(\.plainName))
        let selector = Self.selector("init", initializer.parameters)
        noncopyableGenerics = Self.noncopyableGenerics(initializer.genericParameters,
                                                       whereClause: initializer.whereClause)
        defer { noncopyableGenerics = [] }
        let parameters = MockParameters(initializer.parameters, scope: scope, generics: generics,
                                        noncopyableGenerics: noncopyableGenerics)
        writer.line("// MARK: - \(selector)")
        writer.line()
        let errorType = errorStorageType(initializer.effects, generics: generics)
        if let errorType {
            declareStored("\(prefix)ThrowableError", type: errorType, initial: "nil", isStatic: false)
        }
        declareReceived(prefix: prefix, parameters: parameters, isStatic: false)
        // As Sourcery's template has it; only a subclass's `super.init` call could see it set.
        declareStored("\(prefix)Closure", type: closureType(parameters: parameters, effects: initializer.effects,
                                                             returnType: nil, generics: generics),
                      initial: "nil", isStatic: false)
        var signature = Self.keptAttributes(initializer.attributes).map { $0 + " " }.joined()
        signature += scope.access + "init" + (initializer.failability ?? "")
        signature += scope.genericClause(initializer.genericParameters)
        signature += "(\(parameters.declarationList))" + (initializer.effects.isAsync ? " async" : "")
        signature += throwsText(initializer.effects)
        if let whereClause = initializer.whereClause { signature += " where \(scope.rewrite(whereClause))" }
        writer.open(signature)
        parameters.ownershipCopies.forEach { writer.line($0) }
        record(receivedStatements(prefix: prefix, parameters: parameters, isStatic: false), isStatic: false)
        let taken = Set(parameters.all.map(\.name))
        let error = Self.local("error", avoiding: taken)
        if errorType != nil {
            if case .typed(let thrown) = initializer.effects.throwsKind, TypeText.mentions(generics, in: thrown) {
                writer.line("if let \(error) = \(prefix)ThrowableError as? \(thrown) { throw \(error) }")
            } else {
                writer.line("if let \(error) = \(prefix)ThrowableError { throw \(error) }")
            }
        }
        let tryWord = closureThrows(initializer.effects, generics: generics) ? "try " : ""
        let awaitWord = initializer.effects.isAsync ? "await " : ""
        writer.line("\(tryWord)\(awaitWord)\(prefix)Closure?(\(parameters.callArguments))")
        writer.close()
    }

    // MARK: Invocation state shared by methods and subscript getters

    /// A method's generic parameter named like an associated type would shadow the mock's own generic
    /// parameter: it gets a `_` suffix everywhere in the method's signature.
    static func renamingShadowedGenerics(_ function: FunctionModel, mockGenerics: Set<String>) -> FunctionModel {
        let clashing = function.genericParameters.map(\.plainName).filter { mockGenerics.contains($0) }
        guard !clashing.isEmpty else { return function }
        func renamed(_ text: String) -> String {
            clashing.reduce(text) { TypeText.replacingWord($1, with: $1 + "_", in: $0) }
        }
        var result = function
        result.genericParameters = function.genericParameters.map { parameter in
            GenericParameterModel(name: renamed(parameter.name), constraint: parameter.constraint.map(renamed))
        }
        result.parameters = function.parameters.map { parameter in
            var copy = parameter
            copy.type = renamed(parameter.type)
            return copy
        }
        result.returnType = function.returnType.map(renamed)
        result.whereClause = function.whereClause.map(renamed)
        if case .typed(let type) = function.effects.throwsKind { result.effects.throwsKind = .typed(renamed(type)) }
        return result
    }

    /// Generic parameters declared `~Copyable` (`<V: ~Copyable>`, or in the `where` clause).
    static func noncopyableGenerics(_ parameters: [GenericParameterModel], whereClause: String?) -> Set<String> {
        var names = Set(parameters.filter { PlainText.contains("~Copyable", in: $0.constraint ?? "") }.map(\.plainName))
        for requirement in requirements(of: whereClause ?? "") where PlainText.contains("~Copyable", in: requirement) {
            names.insert(String(requirement.prefix { $0 != ":" }.filter { $0 != " " }))
        }
        return names
    }

    static func selector(_ name: String, _ parameters: [ParameterModel]) -> String {
        "\(name)(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
