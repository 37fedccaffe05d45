// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax

/// Reads the annotations that ask for a mock in the comments above a declaration.
enum MockAnnotation {
    /// `// sourcery: AutoMockable` (also `///`, `/* … */`, `//sourcery:AutoMockable` and a list such as
    /// `// sourcery: AutoMockable, skipEquality`), or mockolo's `/// @mockable`, in the comments before
    /// `keyword` (they may sit between attributes and the keyword).
    static func isAnnotated(_ node: some SyntaxProtocol, keyword: TokenSyntax) -> Bool {
        var trivia = Array(node.leadingTrivia)
        let first = node.firstToken(viewMode: .sourceAccurate)?.id
        for token in node.tokens(viewMode: .sourceAccurate) {
            if token.id != first { trivia += token.leadingTrivia }
            if token.id == keyword.id { break }
            trivia += token.trailingTrivia
        }
        for piece in trivia {
            switch piece {
            case .lineComment(let text), .blockComment(let text):
                if asksForMock(text) { return true }
            case .docLineComment(let text), .docBlockComment(let text):
                // The byte search first: text whose bytes lack the word cannot hold it.
                if ProtocolParser.contains("@mockable", in: text) && text.contains("@mockable") || asksForMock(text) {
                    return true
                }
            default:
                continue
            }
        }
        return false
    }

    /// Whether a comment holds a Sourcery annotation `AutoMockable` (Sourcery annotations are `key` or
    /// `key = value`, separated by commas or semicolons).
    static func asksForMock(_ comment: String) -> Bool {
        guard ProtocolParser.contains("sourcery:", in: comment), let start = comment.range(of: "sourcery:") else {
            return false
        }
        var rest = comment[start.upperBound...]
        for prefix in ["begin:", "inline:"] where rest.hasPrefix(prefix) { rest = rest.dropFirst(prefix.count) }
        let stripped = rest.replacingOccurrences(of: "*/", with: "")
        return stripped.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == "\n" }).contains { part in
            let key = part.split(separator: "=", maxSplits: 1).first ?? ""
            return key.trimmingCharacters(in: .whitespaces) == "AutoMockable"
        }
    }
}
