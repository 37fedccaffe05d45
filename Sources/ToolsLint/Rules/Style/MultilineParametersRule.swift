// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// The parameters of a declaration are all on one line or each on its own, as SwiftLint's opt-in
/// `multiline_parameters`.
struct MultilineParametersRule: Rule {
    static let description = RuleDescription(
        identifier: "multiline_parameters",
        name: "Multiline Parameters",
        description: "Functions and methods parameters should be either on the same line, or one per line",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("func foo() { }\n"),
            Example("func foo(param1: Int, param2: Bool, param3: [String]) { }\n"),
            Example("func foo(param1: Int,\n         param2: Bool,\n         param3: [String]) { }\n"),
            Example("""
            static func foo(param1: Int,
                            param2: Bool,
                            param3: [String]) { }

            """),
            Example("protocol Foo {\n\tfunc foo(param1: Int, param2: Bool, param3: [String]) { }\n}\n"),
            Example("""
            class Foo {
               class func foo(param1: Int,
                              param2: @escaping ((Int) -> Void)? = { _ in },
                              param3: @escaping (Int, Int) -> Void = { _, _ in }) { }
            }

            """),
            Example("""
            class Foo {
               init(param1: Int,
                    param2: Bool,
                    param3: @escaping ((Int) -> Void)? = { _ in }) { }
            }

            """),
            Example("func foo(param1: Int) { }\n", options: "allows_single_line: false"),
            Example("func foo(\n    param1: Int,\n    param2: Bool\n) { }\n", options: "allows_single_line: false"),
            Example("func foo(param1: Int, param2: Bool) { }\n", options: "max_number_of_single_line_parameters: 2"),
            Example(
                "func foo(\n    param1: Int,\n    param2: Bool,\n    param3: [String]\n) { }\n",
                options: "max_number_of_single_line_parameters: 2"
            ),
            // A closure's parameters are not a declaration's.
            Example("let add = { (a: Int,\n    b: Int, c: Int) in a + b + c }\n"),
        ],
        triggeringExamples: [
            Example("""
            func ↓foo(_ param1: Int,
                      param2: Int, param3: Int) -> (Int) -> Int {
               return { x in x + param1 + param2 + param3 }
            }

            """),
            Example("protocol Foo {\n   func ↓foo(param1: Int, param2: Bool,\n             param3: [String]) { }\n}\n"),
            Example("""
            enum Foo {
               static func ↓foo(param1: Int,
                                param2: Bool, param3: [String]) { }
            }

            """),
            Example("""
            class Foo {
               class func ↓foo(param1: Int,
                              param2: Bool, param3: @escaping (Int, Int) -> Void = { _, _ in }) { }
            }

            """),
            Example("""
            class Foo {
              ↓init(param1: Int, param2: Bool,
                    param3: @escaping ((Int) -> Void)? = { _ in }) { }
            }

            """),
            Example("func ↓foo(param1: Int, param2: Bool) { }\n", options: "allows_single_line: false"),
            Example(
                "func ↓foo(param1: Int, param2: Bool, param3: [String]) { }\n",
                options: "max_number_of_single_line_parameters: 2"
            ),
            Example(
                " func ↓foo(param1: Int,\n           param2: Bool, param3: [String]) { }\n",
                options: "max_number_of_single_line_parameters: 3"
            ),
        ]
    )

    var allowsSingleLine = true
    /// At most this many parameters on one line, when set (SwiftLint's `max_number_of_single_line_parameters`).
    var maxSingleLineParameters: Int?

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("allows_single_line", \.allowsSingleLine, "all parameters on one line is allowed"),
            .custom(
                keys: ["max_number_of_single_line_parameters"],
                "at most this many parameters on one line (null: any number)",
                read: { node, settings throws(ConfigurationError) in
                    guard let value = node["max_number_of_single_line_parameters"] else { return }
                    settings.rule.maxSingleLineParameters = value.isNull ? nil : try value.int()
                },
                values: { settings in
                    let value = settings.rule.maxSingleLineParameters.map { OptionYAML.plain(String($0)) }
                    return [OptionEntry("max_number_of_single_line_parameters", value ?? .plain("null"))]
                }
            ),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("func") || file.contains("init") else { return }
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            if isViolated(node.signature.parameterClause.parameters, in: file) { found.add(at: node.name) }
        }
        walk.visitPost(InitializerDeclSyntax.self) { node, found in
            if isViolated(node.signature.parameterClause.parameters, in: file) { found.add(at: node.initKeyword) }
        }
    }

    /// Whether the parameters share lines unevenly: several on some line while the list spans lines, all on one
    /// line when that is not allowed, or more on one line than the limit.
    private func isViolated(_ parameters: FunctionParameterListSyntax, in file: LintFile) -> Bool {
        guard !parameters.isEmpty else { return false }
        var lines = Set<Int>()
        for parameter in parameters {
            lines.insert(file.lineNumber(at: parameter.positionAfterSkippingLeadingTrivia))
        }
        if allowsSingleLine, lines.count == 1, let limit = maxSingleLineParameters, parameters.count > limit {
            return true
        }
        return lines.count > (allowsSingleLine ? 1 : 0) && parameters.count != lines.count
    }
}
