// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Computed properties and subscripts with both accessors declare them in one order (`get` first by default).
public struct ComputedAccessorsOrderRule: Rule {
    public static let description = RuleDescription(
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

    public var severity: Severity
    /// Whether the getter comes first (`get_set`, the default) or the setter (`set_get`).
    public var getterFirst: Bool

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity, otherKeys: ["order"])
        getterFirst = true
        if let options, options.isMapping, let order = options["order"] {
            switch try order.string() {
            case "get_set": getterFirst = true
            case "set_get": getterFirst = false
            case let other: throw order.error("expected 'get_set' or 'set_get', found '\(other)'")
            }
        }
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("set") else { return [] }
        return violations(of: Visitor(getterFirst: getterFirst), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        let getterFirst: Bool

        init(getterFirst: Bool) {
            self.getterFirst = getterFirst
        }

        override func visitPost(_ node: AccessorBlockSyntax) {
            guard case .accessors(let accessors) = node.accessors, accessors.count == 2,
                  accessors.allSatisfy({ $0.body != nil }), let first = accessors.first else { return }
            let kinds = accessors.map(\.accessorSpecifier.tokenKind)
            let violates = getterFirst
                ? kinds == [.keyword(.set), .keyword(.get)]
                : kinds == [.keyword(.get), .keyword(.set)]
            guard violates else { return }
            let subject = node.parent?.is(SubscriptDeclSyntax.self) == true ? "subscripts" : "properties"
            let order = getterFirst ? "getter and then the setter" : "setter and then the getter"
            add(first, reason: "Computed \(subject) should first declare the \(order)")
        }
    }
}
