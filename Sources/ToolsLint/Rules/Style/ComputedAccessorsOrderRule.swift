// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Computed properties and subscripts with both accessors declare them in one order (`get` first by default).
struct ComputedAccessorsOrderRule: Rule {
    static let description = RuleDescription(
        identifier: "computed_accessors_order",
        name: "Computed Accessors Order",
        description: "Getter and setters in computed properties and subscripts should be in a consistent order.",
        nonTriggeringExamples: [
            Example("class Box {\n    var value: Int {\n        get { return 3 }\n        set { stored = newValue }\n"
                    + "    }\n}\n"),
            Example("class Box {\n    var value: Int {\n        return 20\n    }\n}\n"),
            Example("protocol Boxed {\n    var value: Int { set get }\n}\n"),
            Example("var bits: UInt {\n    @inline(__always) get { return 0 }\n    set { print(newValue) }\n}\n"),
            Example("var next: Int? {\n    mutating get { count }\n    set { count = newValue }\n}\n"),
            Example("var tapped: Action? {\n    get { action }\n    nonmutating set { update(newValue) }\n}\n"),
            Example("class Box {\n    subscript(i: Int) -> Int {\n        get { return 3 }\n"
                    + "        set { stored = newValue }\n"
                    + "    }\n}\n"),
            Example("var value: Int {\n    set { stored = newValue }\n    get { stored }\n}\n",
                    options: "order: set_get"),
        ],
        triggeringExamples: [
            Example("class Box {\n    var value: Int {\n        ↓set { print(newValue) }\n        get { return 20 }\n"
                    + "    }\n}\n"),
            Example("class Box {\n    static var value: Int {\n        ↓set { print(newValue) }\n        get { 20 }\n"
                    + "    }\n}\n"),
            Example("var value: Int {\n    ↓set { print(newValue) }\n    mutating get { return 20 }\n}\n"),
            Example("class Box {\n    subscript(i: Int) -> Int {\n        ↓set { print(i) }\n"
                    + "        get { return 20 }\n    }\n}\n"),
            Example("var value: Int {\n    ↓get { stored }\n    set { stored = newValue }\n}\n",
                    options: "order: set_get"),
        ]
    )

    var order = Order.getSet

    enum Order: String, Sendable, OptionEnum {
        case getSet = "get_set"
        case setGet = "set_get"
    }

    static var options: [RuleOption<Self>] {
        [.severity, .key("order", \.order, "get_set (the getter first) or set_get")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("set") else { return }
        let getterFirst = order == .getSet
        walk.visitPost(AccessorBlockSyntax.self) { node, found in
            guard case .accessors(let accessors) = node.accessors, accessors.count == 2,
                  accessors.allSatisfy({ $0.body != nil }), let first = accessors.first else { return }
            let kinds = accessors.map(\.accessorSpecifier.tokenKind)
            let violates = getterFirst
                ? kinds == [.keyword(.set), .keyword(.get)]
                : kinds == [.keyword(.get), .keyword(.set)]
            guard violates else { return }
            let subject = node.parent?.is(SubscriptDeclSyntax.self) == true ? "subscripts" : "properties"
            let order = getterFirst ? "getter and then the setter" : "setter and then the getter"
            found.add(at: first, reason: "Computed \(subject) should first declare the \(order)")
        }
    }
}
