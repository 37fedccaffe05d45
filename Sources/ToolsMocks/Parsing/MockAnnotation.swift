// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax
import ToolsCore

/// Reads the annotations that ask for a mock in the comments above a declaration.
enum MockAnnotation {
    /// `// sourcery: AutoMockable` (also `///`, `/* … */`, `//sourcery:AutoMockable` and a list such as
    /// `// sourcery: AutoMockable, skipEquality`), or mockolo's `/// @mockable`, in the comments before
    /// `keyword` (they may sit between attributes and the keyword).
    static func isAnnotated(_ node: some SyntaxProtocol, keyword: TokenSyntax, source: [UInt8]) -> Bool {
        // Most declarations carry neither word: the bytes before the keyword say so without walking tokens.
        let keywordStart = keyword.positionAfterSkippingLeadingTrivia.utf8Offset
        guard mayBeAnnotated(source, from: node.position.utf8Offset, to: keywordStart) else {
            return false
        }
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

    /// Whether `source[start..<end]` holds `sourcery:` or `@mockable`, which every annotation has.
    private static func mayBeAnnotated(_ source: [UInt8], from start: Int, to end: Int) -> Bool {
        let start = min(max(start, 0), source.count)
        let end = min(max(end, start), source.count)
        return source.withUnsafeBufferPointer { buffer in
            let part = UnsafeBufferPointer(rebasing: buffer[start..<end])
            return sourceryWord.firstOffset(in: part) != nil
                || ProtocolParser.Words.mockable.firstOffset(in: part) != nil
        }
    }

    private static let sourceryWord = ByteSearch("sourcery:")

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
