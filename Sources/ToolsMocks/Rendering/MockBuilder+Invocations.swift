// Copyright © 2026 Tools Authors. All rights reserved.

/// What every invoked member of a mock has: its call count, the arguments it received, the error it throws,
/// the closure or value it answers with, and the body that uses them.
extension MockBuilder {
    mutating func declareInvocationState(
        prefix: String, parameters: MockParameters, effects: Effects, returnType: String?,
        generics: Set<String>, isStatic: Bool
    ) {
        if let errorType = errorStorageType(effects, generics: generics) {
            declareStored("\(prefix)ThrowableError", type: errorType, initial: "nil", isStatic: isStatic)
        }
        declareStored("\(prefix)CallsCount", type: "Int", initial: "0", isStatic: isStatic)
        declareCalled(prefix, isStatic: isStatic)
        declareReceived(prefix: prefix, parameters: parameters, isStatic: isStatic)
        if let returnType, !answersOnlyByClosure(returnType) {
            declareStored("\(prefix)ReturnValue", type: returnStorageType(returnType, generics: generics),
                          initial: "nil", isStatic: isStatic)
        }
        declareStored("\(prefix)Closure", type: closureType(parameters: parameters, effects: effects,
                                                             returnType: returnType, generics: generics),
                      initial: "nil", isStatic: isStatic)
    }

    mutating func declareReceived(prefix: String, parameters: MockParameters, isStatic: Bool) {
        let recorded = parameters.recorded
        if recorded.count == 1, let only = recorded.first, let type = only.storedType {
            declareStored("\(prefix)Received\(only.memberName)", type: TypeText.optional(type), initial: "nil",
                          isStatic: isStatic)
            declareStored("\(prefix)ReceivedInvocations", type: "[\(type)]", initial: "[]", isStatic: isStatic)
        } else if recorded.count > 1 {
            declareStored("\(prefix)ReceivedArguments", type: parameters.argumentsTupleType + "?", initial: "nil",
                          isStatic: isStatic)
            declareStored("\(prefix)ReceivedInvocations", type: "[\(parameters.argumentsTupleType)]", initial: "[]",
                          isStatic: isStatic)
        }
    }

    func receivedStatements(prefix: String, parameters: MockParameters, isStatic: Bool) -> [String] {
        let recorded = parameters.recorded
        let invocations = storage("\(prefix)ReceivedInvocations", isStatic: isStatic)
        if recorded.count == 1, let only = recorded.first {
            return [
                "\(storage("\(prefix)Received\(only.memberName)", isStatic: isStatic)) = \(only.recordedValue)",
                "\(invocations).append(\(only.recordedValue))",
            ]
        } else if recorded.count > 1 {
            return [
                "\(storage("\(prefix)ReceivedArguments", isStatic: isStatic)) = \(parameters.argumentsTupleValue)",
                "\(invocations).append(\(parameters.argumentsTupleValue))",
            ]
        }
        return []
    }

    /// Counts and records the call, throws the configured error, then answers with the closure or the
    /// configured value; a missing value stops the test with the member's name.
    mutating func writeInvocationBody(
        prefix: String, member: String, parameters: MockParameters, effects: Effects, returnType: String?,
        generics: Set<String>, isStatic: Bool
    ) {
        parameters.ownershipCopies.forEach { writer.line($0) }
        record(["\(storage("\(prefix)CallsCount", isStatic: isStatic)) += 1"]
               + receivedStatements(prefix: prefix, parameters: parameters, isStatic: isStatic),
               isStatic: isStatic)
        // Locals must not shadow a parameter (`closure(closure)` would call the parameter itself).
        let taken = Set(parameters.all.map(\.name))
        let closure = Self.local("closure", avoiding: taken)
        let value = Self.local("value", avoiding: taken)
        let error = Self.local("error", avoiding: taken)
        if case .typed(let errorType) = effects.throwsKind, TypeText.mentions(generics, in: errorType) {
            // A generic error type cannot be stored: any error is, and thrown when it is of the caller's type.
            let message = "\(scope.className).\(member): \(prefix)ThrowableError is not a \(errorType)"
            writer.open("if let \(error) = \(prefix)ThrowableError")
            writer.line("guard let \(error) = \(error) as? \(errorType) else { fatalError(\"\(message)\") }")
            writer.line("throw \(error)")
            writer.close()
        } else if errorStorageType(effects) != nil {
            writer.line("if let \(error) = \(prefix)ThrowableError { throw \(error) }")
        }
        let tryWord = closureThrows(effects, generics: generics) ? "try " : ""
        let call = "\(tryWord)\(effects.isAsync ? "await " : "")\(closure)(\(parameters.callArguments))"
        guard let returnType else {
            writer.line("if let \(closure) = \(prefix)Closure { \(call) }")
            return
        }
        let isGeneric = TypeText.mentions(generics, in: returnType)
        let names = "\(prefix)ReturnValue or \(prefix)Closure"
        if answersOnlyByClosure(returnType) {
            writer.line("if let \(closure) = \(prefix)Closure { return \(call) }")
            writer.line(failure(member, set: "\(prefix)Closure"))
        } else if isGeneric {
            let message = "\(scope.className).\(member): \(prefix)Closure returned a value that is not \(returnType)"
            writer.open("if let \(closure) = \(prefix)Closure")
            writer.line("guard let \(value) = \(call) as? \(returnType) else {")
            writer.line("    fatalError(\"\(message)\")")
            writer.line("}")
            writer.line("return \(value)")
            writer.close()
            let stop = failure(member, set: names)
            writer.line("guard let \(value) = \(prefix)ReturnValue as? \(returnType) else { \(stop) }")
            writer.line("return \(value)")
        } else {
            writer.line("if let \(closure) = \(prefix)Closure { return \(call) }")
            if TypeText.isOptional(returnType) {
                writer.line("return \(prefix)ReturnValue")
            } else {
                writer.line("guard let \(value) = \(prefix)ReturnValue else { \(failure(member, set: names)) }")
                writer.line("return \(value)")
            }
        }
    }

    /// `base`, or `base_`, `base__`…: the first name no parameter uses.
    static func local(_ base: String, avoiding taken: Set<String>) -> String {
        var name = base
        while taken.contains(name) { name += "_" }
        return name
    }

    /// Whether the stub closure throws: not for a generic typed throws, whose error type the stored closure
    /// cannot name.
    func closureThrows(_ effects: Effects, generics: Set<String>) -> Bool {
        switch effects.throwsKind {
        case .none, .rethrows: false
        case .untyped: true
        case .typed(let type): !TypeText.mentions(generics, in: type)
        }
    }

    /// Results a stored value cannot give: a `sending` one (a value the mock keeps is not disconnected from
    /// it) or a noncopyable one (returning it would consume the stored property). The stub closure makes each.
    func answersOnlyByClosure(_ returnType: String) -> Bool {
        TypeText.unsent(returnType) != nil || scope.isNoncopyable(returnType, generics: noncopyableGenerics)
    }

    func returnStorageType(_ returnType: String, generics: Set<String>) -> String {
        if TypeText.mentions(generics, in: returnType) { return "Any?" }
        if TypeText.isOptional(returnType) { return TypeText.optional(returnType) }
        // Implicitly unwrapped, as Sourcery declares it, so tests may read it as the value.
        return TypeText.parenthesized(returnType) + "!"
    }

    func closureType(
        parameters: MockParameters, effects: Effects, returnType: String?, generics: Set<String>
    ) -> String {
        var result: String
        if let returnType {
            if TypeText.mentions(generics, in: returnType) {
                result = "Any"
            } else if TypeText.isImplicitlyUnwrapped(returnType) {
                result = TypeText.optional(returnType)
            } else {
                result = returnType
            }
        } else {
            result = "Void"
        }
        let throwsPart = closureThrows(effects, generics: generics) ? throwsText(effects) : ""
        let asyncPart = effects.isAsync ? " async" : ""
        let signature = "(\(parameters.closureParameterList))\(asyncPart)\(throwsPart) -> \(result)"
        return "(\(closureIsolation(effects))\(signature))?"
    }

    /// `@Sendable ` when the stub closure may be called from any thread (a `Sendable` mock, a `nonisolated`
    /// member). An async one otherwise runs where the member runs instead of sending the arguments off its
    /// actor (`sending 'job' risks causing data races`): `@MainActor ` in a main-actor mock,
    /// `nonisolated(nonsending) ` elsewhere (the member may be main-actor isolated by the module's default).
    func closureIsolation(_ effects: Effects) -> String {
        if scope.isLocked || isNonisolatedMember { return "@Sendable " }
        guard effects.isAsync else { return "" }
        return scope.isMainActor ? "@MainActor " : "nonisolated(nonsending) "
    }

    func unmockable(_ member: String, line: Int, reason: String) -> ResolutionError {
        ResolutionError(
            line: line, column: 1,
            message: "cannot mock '\(resolved.model.name).\(member)': \(reason) is not supported "
                + "(write this mock by hand)"
        )
    }
}
