// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Finds the positions of syntax errors without SwiftParserDiagnostics: missing or unexpected tokens.
enum SyntaxErrorFinder {
    static func errors(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [ModelProblem] {
        var problems: [ModelProblem] = []
        // The first error is the one to fix: later ones are usually its consequences.
        for token in tree.tokens(viewMode: .all) {
            let message: String
            if token.presence == .missing {
                message = "expected '\(token.text)'"
            } else if token.ancestorIsUnexpected {
                message = "unexpected code '\(token.trimmedDescription)'"
            } else {
                continue
            }
            let position = token.startLocation(converter: converter)
            problems.append(ModelProblem(line: position.line, column: position.column, message: message))
            break
        }
        if problems.isEmpty {
            problems.append(ModelProblem(line: 1, column: 1, message: "the file does not parse"))
        }
        return problems
    }
}

private extension TokenSyntax {
    var ancestorIsUnexpected: Bool {
        var current = parent
        while let node = current {
            if node.is(UnexpectedNodesSyntax.self) { return true }
            current = node.parent
        }
        return false
    }
}
