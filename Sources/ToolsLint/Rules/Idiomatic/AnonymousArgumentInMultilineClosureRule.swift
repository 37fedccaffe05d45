// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `$0` reads well in a one-line closure; in a closure over several lines, a name says what it is.
struct AnonymousArgumentInMultilineClosureRule: Rule {
    static let description = RuleDescription(
        identifier: "anonymous_argument_in_multiline_closure",
        name: "Anonymous Argument in Multiline Closure",
        description: "Use named arguments in multiline closures",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("closure { $0 }\n"),
            Example("closure { print($0) }\n"),
            Example("closure { arg in\n    print(arg)\n}\n"),
            Example("closure { arg in\n    nestedClosure { $0 + arg }\n}\n"),
            Example("@Binding var text: String\nfunc run() {\n    use($text)\n}\n"),
        ],
        triggeringExamples: [
            Example("closure {\n    print(↓$0)\n}\n"),
            Example("let sorted = list.sorted {\n    ↓$0.name < ↓$1.name\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("$") else { return }
        walk.visit(ClosureExprSyntax.self) { node, _ in
            let open = Self.line(ofByte: node.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset, in: file)
            let close = Self.line(ofByte: node.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset, in: file)
            return open == close ? .skipChildren : .visitChildren
        }
        walk.visitPost(DeclReferenceExprSyntax.self) { node, found in
            if case .dollarIdentifier = node.baseName.tokenKind { found.add(at: node) }
        }
    }

    /// The index of the line holding a byte (only lines are compared: no column is worked out).
    private static func line(ofByte offset: Int, in file: LintFile) -> Int {
        file.lineStarts.lastIndex(startingAtOrBefore: offset)
    }
}
