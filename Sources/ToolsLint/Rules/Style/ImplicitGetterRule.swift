// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A read-only computed property or subscript needs no `get { }` around its body, as SwiftLint's
/// `implicit_getter`.
struct ImplicitGetterRule: Rule {
    static let description = RuleDescription(
        identifier: "implicit_getter",
        name: "Implicit Getter",
        description: "Computed read-only properties and subscripts should avoid using the get keyword.",
        nonTriggeringExamples: [
            Example("class Box {\n    var size: Int {\n        return 1\n    }\n}\n"),
            Example("class Box {\n    var size: Int {\n        get { return stored }\n"
                + "        set { stored = newValue }\n    }\n}\n"),
            Example("protocol Sized {\n    var size: Int { get }\n}\n"),
            Example("class Box {\n    var size: Int {\n        get throws { 1 }\n    }\n}\n"),
            Example("class Box {\n    var size: Int {\n        mutating get { 1 }\n    }\n}\n"),
            Example("class Box {\n    var size: Int {\n        @inline(__always) get { 1 }\n    }\n}\n"),
            Example("class Box {\n    subscript(index: Int) -> Int {\n        return index\n    }\n}\n"),
            Example("struct Box {\n    var size: Int {\n        get { stored }\n"
                + "        _modify { yield &stored }\n    }\n}\n"),
        ],
        triggeringExamples: [
            Example("class Box {\n    var size: Int {\n        ↓get {\n            return 1\n        }\n    }\n}\n"),
            Example("class Box {\n    var size: Int {\n        ↓get { 1 }\n    }\n}\n"),
            Example("extension Box {\n    subscript(index: Int) -> Int {\n        ↓get { index }\n    }\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("get") else { return }
        walk.visitPost(AccessorBlockSyntax.self) { node, found in
            guard case .accessors(let accessors) = node.accessors,
                  let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                  // Any other accessor (`set`, `_modify`) makes the property writable.
                  accessors.count == 1,
                  getter.effectSpecifiers == nil, getter.modifier == nil, getter.attributes.isEmpty,
                  getter.body != nil else { return }
            let reason = node.parent?.is(SubscriptDeclSyntax.self) == true
                ? "Computed read-only subscripts should avoid using the get keyword"
                : "Computed read-only properties should avoid using the get keyword"
            found.add(at: getter, reason: reason)
        }
    }
}
