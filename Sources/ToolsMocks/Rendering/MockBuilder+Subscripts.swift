// Copyright © 2026 Tools Authors. All rights reserved.

/// Subscript requirements: a getter recorded as a call, a setter recorded with its new value.
extension MockBuilder {
    mutating func renderSubscript(_ member: SubscriptModel, prefix: String) throws(ResolutionError) {
        let generics = Set(member.genericParameters.map(\.plainName))
        let parameters = MockParameters(member.parameters, scope: scope, generics: generics, isSubscript: true)
        let returnType = scope.rewrite(member.returnType)
        let selector = Self.subscriptSelector(member.parameters)
        let staticWord = member.isStatic ? "static " : ""
        writer.line("// MARK: - \(selector)")
        writer.line()
        declareInvocationState(
            prefix: prefix, parameters: parameters, effects: member.getterEffects, returnType: returnType,
            generics: generics, isStatic: member.isStatic
        )
        let setArguments = MockParameters(
            member.parameters + [ParameterModel(label: nil, name: "newValue", type: returnType, isVariadic: false)],
            scope: scope, generics: generics, isSubscript: true
        )
        if member.isSettable {
            declareStored("\(prefix)SetCallsCount", type: "Int", initial: "0", isStatic: member.isStatic)
            declareStored("\(prefix)SetReceivedInvocations", type: "[\(setArguments.argumentsTupleType)]",
                          initial: "[]", isStatic: member.isStatic)
        }
        var signature = Self.keptAttributes(member.attributes).map { $0 + " " }.joined()
        signature += scope.access + computedIsolation + staticWord + "subscript"
        signature += scope.genericClause(member.genericParameters)
        signature += "(\(parameters.declarationList)) -> \(returnType)"
        if let whereClause = member.whereClause { signature += " where \(scope.rewrite(whereClause))" }
        writer.open(signature)
        writer.open("get\(member.getterEffects.isAsync ? " async" : "")\(throwsText(member.getterEffects))")
        writeInvocationBody(
            prefix: prefix, member: selector, parameters: parameters, effects: member.getterEffects,
            returnType: returnType, generics: generics, isStatic: member.isStatic
        )
        writer.close()
        if member.isSettable {
            writer.open("set")
            record([
                "\(storage("\(prefix)SetCallsCount", isStatic: member.isStatic)) += 1",
                "\(storage("\(prefix)SetReceivedInvocations", isStatic: member.isStatic))"
                    + ".append(\(setArguments.argumentsTupleValue))",
            ], isStatic: member.isStatic)
            writer.close()
        }
        writer.close()
    }

    /// `subscript(key:_:)`, for comments and messages.
    static func subscriptSelector(_ parameters: [ParameterModel]) -> String {
        "subscript(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
