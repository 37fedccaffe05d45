// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A function (or, with `include_closures`, a closure) returning nothing needs no `-> Void`, as SwiftLint's
/// `redundant_void_return`.
public struct RedundantVoidReturnRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "redundant_void_return",
        name: "Redundant Void Return",
        description: "Returning Void in a function declaration is redundant",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("func run() {}\nfunc count() -> Int { 0 }\n"),
            Example("func make() -> VoidResponse { .init() }\n"),
            Example("let handler: (Int) -> Void\nlet other: (Int) -> ()\n"),
            Example("func run() -> ()? { nil }\nfunc other() -> Void? { nil }\n"),
            Example("run { value -> Void in\n    print(value)\n}\n", options: "include_closures: false"),
        ],
        triggeringExamples: [
            Example("func run()↓ -> Void {}\n"),
            Example("protocol Runner {\n  func run()↓ -> ()\n}\n"),
            Example("func run()↓ -> ( ) {}\n"),
            Example("run { value↓ -> Void in\n    print(value)\n}\n"),
        ],
        corrections: [
            Correction(Example("func run()↓ -> Void {}\n"), "func run() {}\n"),
            Correction(Example("protocol Runner {\n  func run()↓ -> ()\n}\n"), "protocol Runner {\n  func run()\n}\n"),
            Correction(Example("run { value↓ -> Void in\n    print(value)\n}\n"), "run { value in\n"
                + "    print(value)\n}\n"),
        ]
    )

    public var severity: Severity
    public var includesClosures: Bool

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["include_closures"]
        )
        includesClosures = try PlainOptions.bool(options, "include_closures", default: true)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        findings(in: file).map { violation(in: file, atByte: $0.violationOffset, severity: severity) }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [TextEdit] {
        guard file.contains("->") else { return [] }
        let visitor = Visitor(includesClosures: includesClosures)
        visitor.walk(file.tree)
        return visitor.edits
    }

    private final class Visitor: SyntaxVisitor {
        let includesClosures: Bool
        var edits: [TextEdit] = []

        init(includesClosures: Bool) {
            self.includesClosures = includesClosures
            super.init(viewMode: .sourceAccurate)
        }

        override func visitPost(_ node: ReturnClauseSyntax) {
            if !includesClosures, node.parent?.is(ClosureSignatureSyntax.self) == true { return }
            guard node.parent?.is(FunctionTypeSyntax.self) != true, Self.isVoid(node.type),
                  let before = node.previousToken(viewMode: .sourceAccurate) else { return }
            let start = before.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(
                violationOffset: start, range: start..<node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""
            ))
        }

        private static func isVoid(_ type: TypeSyntax) -> Bool {
            if let identifier = type.as(IdentifierTypeSyntax.self) {
                return identifier.name.text == "Void" && identifier.genericArgumentClause == nil
            }
            return type.as(TupleTypeSyntax.self)?.elements.isEmpty == true
        }
    }
}
