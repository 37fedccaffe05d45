// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// How one parameter appears in a mock: in the signature, in the recorded arguments and in the call of
/// the stub closure.
struct MockParameter {
    /// The identifier used inside the mock's body.
    let name: String
    /// `Received<Name>` uses the declared internal name (none for `_`).
    let memberName: String
    /// The name as a tuple label in an expression, where keywords need no backticks.
    let tupleLabel: String
    /// `label name: Type` as the mock declares it.
    let declaration: String
    /// The type recorded in `Received…`, nil when the value cannot be stored (a non-escaping closure).
    let storedType: String?
    /// The parameter type of the stub closure, nil when it cannot be forwarded.
    let forwardedType: String?
    /// The argument passed to the stub closure.
    let forwardedArgument: String
    /// The value recorded: an optional stored as `Any` says so (`as Any`), or the compiler warns.
    let recordedValue: String
    /// `let orderCopy = copy order`: a `consuming` or `borrowing` parameter of a copyable type is not copied
    /// implicitly (nor captured by the lock's closure), so the body records and forwards a copy.
    let ownershipCopy: String?

    init(
        _ parameter: ParameterModel, index: Int, scope: MockScope, generics: Set<String>, isSubscript: Bool,
        noncopyableGenerics: Set<String> = [], taken: Set<String> = []
    ) {
        let declared = parameter.name ?? "arg\(index)"
        name = SwiftKeywords.identifier(declared)
        // Sourcery names the member after the parameter's name, empty for `_`: `staticFunctionReceived`.
        memberName = parameter.name.map { TypeText.upperFirst(MockNaming.plain($0)) } ?? ""
        let plainName = MockNaming.plain(declared)
        tupleLabel = ["inout", "var", "let"].contains(plainName) ? "`\(plainName)`" : plainName
        let type = scope.rewrite(parameter.type)
        declaration = Self.declaration(parameter, name: name, type: type, isSubscript: isSubscript)

        let isGeneric = TypeText.mentions(generics, in: type)
        let isAliasedClosure = scope.functionAliases.contains(TypeText.strippingParameterDecorations(type))
            && !PlainText.contains("@escaping", in: type)
        let isNonEscaping = (TypeText.isNonEscapingClosure(type) || isAliasedClosure) && !parameter.isVariadic
        let plainType = Self.storedType(type, isVariadic: parameter.isVariadic)
        let ownership = TypeText.ownership(of: type)
        // A noncopyable value (`consuming Ticket`) cannot be kept: it is counted and handed to the stub
        // closure with its ownership; a noncopyable generic value (`<V: ~Copyable>`) only counted.
        let isNoncopyable = scope.isNoncopyable(type, generics: noncopyableGenerics)
        let copy = ownership != nil && !isNoncopyable ? MockBuilder.local(plainName + "Copy", avoiding: taken) : nil
        let value = copy ?? name
        ownershipCopy = copy == nil ? nil : "let \(value) = copy \(name)"
        // A parameter pack is kept and handed on as the tuple of its values.
        let isPack = type.hasPrefix("repeat ")
        if isPack {
            recordedValue = "(repeat each \(value))"
        } else {
            recordedValue = isGeneric && TypeText.isOptional(type) ? "\(value) as Any" : value
        }
        if isNonEscaping || isNoncopyable {
            storedType = nil
        } else {
            storedType = isGeneric ? "Any" : plainType
        }
        let isInout = TypeText.isInout(type)
        if isNoncopyable {
            let isGenericValue = TypeText.mentions(noncopyableGenerics, in: type)
            forwardedType = isGenericValue ? nil : "\(ownership ?? "borrowing") \(plainType)"
            forwardedArgument = name
        } else if isGeneric {
            forwardedType = isNonEscaping ? nil : "Any"
            forwardedArgument = isPack ? recordedValue : value
        } else {
            var forwarded = TypeText.existentialFromOpaque(
                TypeText.strippingParameterDecorations(type, keepInout: true, keepEscaping: true)
            )
            if TypeText.isImplicitlyUnwrapped(forwarded) { forwarded = TypeText.optional(forwarded) }
            if parameter.isVariadic { forwarded = "[\(forwarded)]" }
            forwardedType = forwarded
            forwardedArgument = isInout ? "&\(name)" : value
        }
    }

    /// The type of a recorded value: no specifiers or parameter attributes, `any` for `some`, a plain optional
    /// for `T!` (allowed only on declarations), an array for a variadic parameter.
    private static func storedType(_ type: String, isVariadic: Bool) -> String {
        var plainType = TypeText.existentialFromOpaque(TypeText.strippingParameterDecorations(type))
        if TypeText.isImplicitlyUnwrapped(plainType) { plainType = TypeText.optional(plainType) }
        return isVariadic ? "[\(plainType)]" : plainType
    }

    /// `label name: Type` as the mock declares the parameter.
    private static func declaration(
        _ parameter: ParameterModel, name: String, type: String, isSubscript: Bool
    ) -> String {
        let labelText: String
        if let written = parameter.label {
            let plainLabel = MockNaming.plain(written)
            let label = ["inout", "var", "let"].contains(plainLabel) ? "`\(plainLabel)`" : plainLabel
            // A keyword needs no backticks as a label (`as: Int`); the body still writes the name `\`as\``.
            labelText = written == parameter.name && !isSubscript ? label : "\(label) \(name)"
        } else {
            labelText = "_ \(name)"
        }
        return "\(labelText): \(type)\(parameter.isVariadic ? "..." : "")"
    }
}
