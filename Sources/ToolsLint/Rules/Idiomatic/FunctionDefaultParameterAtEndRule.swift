// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Parameters with default values come after those without, so that calls can leave them out at the end;
/// closure parameters (trailing closures) are not counted, nor overrides, which cannot reorder.
struct FunctionDefaultParameterAtEndRule: Rule {
    static let description = RuleDescription(
        identifier: "function_default_parameter_at_end",
        name: "Function Default Parameter at End",
        description: "Prefer to locate parameters with defaults toward the end of the parameter list",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("func foo(baz: String, bar: Int = 0) {}\n"),
            Example("func foo(x: String, y: Int = 0, z: CGFloat = 0) {}\n"),
            Example("func foo(bar: String, baz: Int = 0, z: () -> Void) {}\n"),
            Example("func foo(bar: String, z: () -> Void, baz: Int = 0) {}\n"),
            Example("func foo(bar: Int = 0) {}\n"),
            Example("func foo() {}\n"),
            Example("class A: B {\n  override func foo(bar: Int = 0, baz: String) {}\n"),
            Example("func foo(bar: Int = 0, completion: @escaping CompletionHandler) {}\n"),
            Example("func foo(a: Int, b: CGFloat = 0) {\n  let block = { (error: Error?) in }\n}\n"),
            Example("func foo(a: String, b: String? = nil,\n"
                + "         c: String? = nil, d: @escaping AlertActionHandler = { _ in }) {}\n"),
            Example("override init?(for date: Date = Date(), coordinate: CLLocationCoordinate2D) {}\n"),
            Example("func handleNotification(_ userInfo: NSDictionary,\n"
                + "                        userInteraction: Bool = false,\n"
                + "                        completionHandler: ((UIBackgroundFetchResult) -> Void)?) {}\n"),
            Example("func write(withoutNotifying tokens: [NotificationToken] =  {}, _ block: (() throws -> Int)) {}\n"),
            Example("func expect<T>(file: String = #file, _ expression: @autoclosure () -> (() throws -> T))"
                + " -> Expectation<T> {}\n"),
            Example("func foo(bar: Int, baz: Int = 0, z: () -> Void) {}\n"),
            Example("func foo(bar: Int, baz: Int = 0, z: () -> Void, x: Int = 0) {}\n"),
            Example("func foo(isolation: isolated (any Actor)? = #isolation, bar: String) {}\n"),
        ],
        triggeringExamples: [
            Example("func foo(↓bar: Int = 0, baz: String) {}\n"),
            Example("private func foo(↓bar: Int = 0, baz: String) {}\n"),
            Example("public init?(↓for date: Date = Date(), coordinate: CLLocationCoordinate2D) {}\n"),
            Example("func foo(bar: Int, ↓baz: Int = 0, z: () -> Void, x: Int) {}\n"),
            Example("func foo(↓isolation: isolated (any Actor)? = #isolation, bar: String) {}\n",
                    options: "ignore_first_isolation_inheritance_parameter: false"),
            Example("func foo(↓a: Int = 0, b: Int, ↓c: Int = 1, d: Int) {}\n"),
        ]
    )

    var ignoresFirstIsolationParameter = true

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("ignore_first_isolation_inheritance_parameter", \.ignoresFirstIsolationParameter,
                 "a first parameter defaulting to `#isolation` may come before parameters without defaults"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("=") else { return }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            guard !node.modifiers.contains(keyword: .override) else { return }
            check(node.signature.parameterClause.parameters, &found)
        }
        walk.visitPost(InitializerDeclSyntax.self) { node, found in
            guard !node.modifiers.contains(keyword: .override) else { return }
            check(node.signature.parameterClause.parameters, &found)
        }
    }

    /// From the last parameter backwards: a parameter with a default after one without is reported.
    private func check(_ parameters: FunctionParameterListSyntax, _ found: inout RuleFindings) {
        guard parameters.count >= 2 else { return }
        var laterHasDefault = true
        for (index, parameter) in parameters.reversed().enumerated() where !Self.takesClosure(parameter) {
            let hasDefault = parameter.defaultValue != nil
            if !laterHasDefault, hasDefault {
                let isFirst = index + 1 == parameters.count
                let inheritsIsolation = parameter.defaultValue?.value.as(MacroExpansionExprSyntax.self)?
                    .macroName.text == "isolation"
                if isFirst, inheritsIsolation, ignoresFirstIsolationParameter { break }
                found.add(at: parameter)
            }
            laterHasDefault = hasDefault
        }
    }

    private static func takesClosure(_ parameter: FunctionParameterSyntax) -> Bool {
        if parameter.type.as(AttributedTypeSyntax.self)?.attributes.contains(attributeNamed: "escaping") == true {
            return true
        }
        return isFunctionType(parameter.type)
    }

    /// `() -> Void`, also optional, parenthesized or with attributes.
    private static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self) {
            return tuple.elements.count == 1 && tuple.elements.first.map { isFunctionType($0.type) } == true
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        return false
    }
}
