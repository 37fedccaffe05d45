// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Finds the position of the first syntax error without SwiftParserDiagnostics: a missing token or the
/// start of unexpected code.
enum SyntaxErrorFinder {
    static func errors(in tree: SourceFileSyntax, lines: SourceLines) -> [ModelProblem] {
        // The first error is the one to fix: later ones are usually its consequences. The walk goes down the
        // first child that has an error (each node knows), with a loop: nothing here depends on the depth.
        var node = Syntax(tree)
        while true {
            if node.is(UnexpectedNodesSyntax.self), let token = node.firstToken(viewMode: .sourceAccurate) {
                return [problem("unexpected code '\(token.trimmedDescription)'", at: token, lines)]
            }
            if let token = node.as(TokenSyntax.self) {
                let message = token.presence == .missing
                    ? "expected '\(token.text)'" : "unexpected code '\(token.trimmedDescription)'"
                return [problem(message, at: token, lines)]
            }
            guard let next = node.children(viewMode: .all).first(where: { $0.hasError }) else { break }
            node = next
        }
        return [ModelProblem(line: 1, column: 1, message: "the file does not parse")]
    }

    private static func problem(
        _ message: String, at token: TokenSyntax, _ lines: SourceLines
    ) -> ModelProblem {
        let position = lines.location(of: token)
        return ModelProblem(line: position.line, column: position.column, message: message)
    }
}
