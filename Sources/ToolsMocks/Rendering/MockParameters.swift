// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// The parameters of one requirement, and the members that record them.
struct MockParameters {
    let all: [MockParameter]

    init(
        _ parameters: [ParameterModel], scope: MockScope, generics: Set<String>, isSubscript: Bool = false,
        noncopyableGenerics: Set<String> = []
    ) {
        let taken = Set(parameters.enumerated().map { SwiftKeywords.identifier($0.element.name ?? "arg\($0.offset)") })
        all = parameters.enumerated().map {
            MockParameter($0.element, index: $0.offset, scope: scope, generics: generics, isSubscript: isSubscript,
                          noncopyableGenerics: noncopyableGenerics, taken: taken)
        }
    }

    /// The copies of `consuming` and `borrowing` arguments, made before anything else.
    var ownershipCopies: [String] { all.compactMap(\.ownershipCopy) }

    var declarationList: String { all.map(\.declaration).joined(separator: ", ") }

    var recorded: [MockParameter] { all.filter { $0.storedType != nil } }

    var forwarded: [MockParameter] { all.filter { $0.forwardedType != nil } }

    var closureParameterList: String { forwarded.compactMap(\.forwardedType).joined(separator: ", ") }

    var callArguments: String { forwarded.map(\.forwardedArgument).joined(separator: ", ") }

    /// The type of `…ReceivedArguments`: a tuple labelled with the internal names.
    var argumentsTupleType: String {
        "(" + recorded.map { "\($0.name): \($0.storedType ?? "Any")" }.joined(separator: ", ") + ")"
    }

    var argumentsTupleValue: String {
        "(" + recorded.map { "\($0.tupleLabel): \($0.recordedValue)" }.joined(separator: ", ") + ")"
    }
}
