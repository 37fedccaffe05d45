// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A parameter that starts a new line in a declaration lines up with the first parameter.
///
/// Columns are compared in UTF-8 bytes, as SwiftLint 0.63 compares them.
public struct VerticalParameterAlignmentRule: Rule {
    public static let description = RuleDescription(
        identifier: "vertical_parameter_alignment",
        name: "Vertical Parameter Alignment",
        description: "Function parameters should be aligned vertically if they're in multiple lines in a declaration",
        nonTriggeringExamples: [
            Example("func load(_ file: File, kind: Kind,\n          options: Options) { }\n"),
            Example("func load(_ file: File, kind: Kind,\n          options: Options)\n          -> Result\n"),
            Example("func load(\n   _ file: File, kind: Kind,\n   options: Options\n) -> Result\n"),
            Example("func load(a: Void,\n          b: [String: String] =\n          [:]) {\n}\n"),
            Example("func load(data: (size: CGSize,\n                identifier: String)) {}\n"),
            Example("class Loader {\n    init(a: Int,\n         b: String)\n}\n"),
        ],
        triggeringExamples: [
            Example("func load(_ file: File, kind: Kind,\n      ↓options: Options) { }\n"),
            Example("func load(_ file: File,\n           ↓kind: Kind,\n           ↓options: Options) { }\n"),
            Example("func load(data: Data,\n            ↓@ViewBuilder content: () -> Content) {}\n"),
            Example("class Loader {\n    init(a: Int,\n           ↓b: String) {}\n}\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        let visitor = Visitor(file: file)
        return violations(of: visitor, in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        let file: LintFile

        init(file: LintFile) {
            self.file = file
        }

        override func visitPost(_ node: FunctionDeclSyntax) { check(node.signature.parameterClause.parameters) }
        override func visitPost(_ node: InitializerDeclSyntax) { check(node.signature.parameterClause.parameters) }

        private func check(_ parameters: FunctionParameterListSyntax) {
            guard parameters.count > 1 else { return }
            let places = parameters.map { parameter in
                let offset = parameter.positionAfterSkippingLeadingTrivia.utf8Offset
                let line = file.position(ofByte: offset).line
                return (offset: offset, line: line, column: offset - file.lineStarts[line - 1])
            }
            guard let first = places.first else { return }
            for index in places.indices.dropFirst() where places[index].line > first.line {
                if places[index - 1].line < places[index].line, places[index].column != first.column {
                    add(AbsolutePosition(utf8Offset: places[index].offset))
                }
            }
        }
    }
}
