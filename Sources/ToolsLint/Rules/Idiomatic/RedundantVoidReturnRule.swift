// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A function (or, with `include_closures`, a closure) returning nothing needs no `-> Void`, as SwiftLint's
/// `redundant_void_return`.
struct RedundantVoidReturnRule: CorrectableRule {
    static let description = RuleDescription(
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

    var includesClosures = true

    static var options: [RuleOption<Self>] {
        [.severity, .key("include_closures", \.includesClosures, "closures' `-> Void` is reported too")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("->") else { return }
        walk.visitPost(ReturnClauseSyntax.self) { node, found in
            if !includesClosures, node.parent?.is(ClosureSignatureSyntax.self) == true { return }
            guard node.parent?.is(FunctionTypeSyntax.self) != true, Self.isVoid(node.type),
                  let before = node.previousToken(viewMode: .sourceAccurate) else { return }
            let start = before.endPositionBeforeTrailingTrivia.utf8Offset
            found.add(atByte: start, fix: [TextEdit(start..<node.endPositionBeforeTrailingTrivia.utf8Offset)])
        }
    }

    private static func isVoid(_ type: TypeSyntax) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == "Void" && identifier.genericArgumentClause == nil
        }
        return type.as(TupleTypeSyntax.self)?.elements.isEmpty == true
    }
}
