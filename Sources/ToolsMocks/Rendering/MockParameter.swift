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

    init(_ parameter: ParameterModel, index: Int, scope: MockScope, generics: Set<String>, isSubscript: Bool) {
        let declared = parameter.name ?? "arg\(index)"
        name = SwiftKeywords.identifier(declared)
        // Sourcery names the member after the parameter's name, empty for `_`: `staticFunctionReceived`.
        memberName = parameter.name.map { TypeText.upperFirst(MockNaming.plain($0)) } ?? ""
        let plainName = MockNaming.plain(declared)
        tupleLabel = ["inout", "var", "let"].contains(plainName) ? "`\(plainName)`" : plainName
        let type = scope.rewrite(parameter.type)
        let labelText: String
        if let written = parameter.label {
            let plainLabel = MockNaming.plain(written)
            let label = ["inout", "var", "let"].contains(plainLabel) ? "`\(plainLabel)`" : plainLabel
            // A keyword needs no backticks as a label (`as: Int`); the body still writes the name `\`as\``.
            labelText = written == parameter.name && !isSubscript ? label : "\(label) \(name)"
        } else {
            labelText = "_ \(name)"
        }
        declaration = "\(labelText): \(type)\(parameter.isVariadic ? "..." : "")"

        let isGeneric = TypeText.mentions(generics, in: type)
        let isAliasedClosure = scope.functionAliases.contains(TypeText.strippingParameterDecorations(type))
            && !PlainText.contains("@escaping", in: type)
        let isNonEscaping = (TypeText.isNonEscapingClosure(type) || isAliasedClosure) && !parameter.isVariadic
        var plainType = TypeText.existentialFromOpaque(TypeText.strippingParameterDecorations(type))
        // `T!` is allowed only on declarations: stored and forwarded values are plain optionals.
        if TypeText.isImplicitlyUnwrapped(plainType) { plainType = TypeText.optional(plainType) }
        if parameter.isVariadic { plainType = "[\(plainType)]" }
        recordedValue = isGeneric && TypeText.isOptional(type) ? "\(name) as Any" : name
        // A consumed or borrowed value (`consuming ExecutorJob`) may be noncopyable: counted, not kept.
        let isNoncopyable = MockBuilder.isNoncopyable(type)
        if isNonEscaping || isNoncopyable {
            storedType = nil
        } else {
            storedType = isGeneric ? "Any" : plainType
        }
        let isInout = TypeText.isInout(type)
        if isNoncopyable {
            forwardedType = nil
            forwardedArgument = name
        } else if isGeneric {
            forwardedType = isNonEscaping ? nil : "Any"
            forwardedArgument = name
        } else {
            var forwarded = TypeText.existentialFromOpaque(
                TypeText.strippingParameterDecorations(type, keepInout: true, keepEscaping: true)
            )
            if TypeText.isImplicitlyUnwrapped(forwarded) { forwarded = TypeText.optional(forwarded) }
            if parameter.isVariadic { forwarded = "[\(forwarded)]" }
            forwardedType = forwarded
            forwardedArgument = isInout ? "&\(name)" : name
        }
    }
}
