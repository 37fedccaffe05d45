// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// The tokens of SourceKit's syntax map that SwiftLint's line-based style rules ask about, rebuilt from the
/// tree: comments, string literals (one token from the opening to the closing delimiter, split around each
/// interpolation), `#if` family keywords, and every other word-like token; punctuation and operators are not
/// in SourceKit's map and are left out.
struct SourceKitLineTokens {
    enum Kind {
        case comment, string, compilerDirective, other
    }

    struct Token {
        var range: Range<Int>
        var kind: Kind
    }

    private let file: LintFile
    /// Sorted by start.
    private(set) var tokens: [Token] = []

    init(_ file: LintFile) {
        self.file = file
        var list = file.commentRanges().map { Token(range: $0, kind: .comment) }
        for token in file.tokens {
            if let literal = token.parent?.as(StringLiteralExprSyntax.self) {
                if token.id == literal.firstToken(viewMode: .sourceAccurate)?.id {
                    list += Self.stringTokens(of: literal)
                }
                continue
            }
            // String text and an interpolation's `\(`, `)` are inside or between SourceKit's string tokens.
            if token.parent?.is(StringSegmentSyntax.self) == true
                || token.parent?.is(ExpressionSegmentSyntax.self) == true {
                continue
            }
            if let kind = Self.kind(of: token) {
                let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = token.endPositionBeforeTrailingTrivia.utf8Offset
                if end > start { list.append(Token(range: start..<end, kind: kind)) }
            }
        }
        tokens = list.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The byte range of line `line` (1-based) with its line break, as SourceKitten's lines have it.
    func range(ofLine line: Int) -> Range<Int> {
        let start = file.lineStarts[line - 1]
        return start..<(line < file.lineStarts.count ? file.lineStarts[line] : file.bytes.count)
    }

    /// The tokens overlapping line `line`, in order (the tokens do not overlap one another).
    func tokens(onLine line: Int) -> ArraySlice<Token> {
        let lineRange = range(ofLine: line)
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.upperBound <= lineRange.lowerBound { low = middle + 1 } else { high = middle }
        }
        var last = low
        while last < tokens.count, tokens[last].range.lowerBound < lineRange.upperBound { last += 1 }
        return tokens[low..<last]
    }

    private static func kind(of token: TokenSyntax) -> Kind? {
        switch token.tokenKind {
        case .poundIf, .poundElse, .poundElseif, .poundEndif:
            return .compilerDirective
        case .keyword, .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .wildcard, .pound, .atSign,
             .regexSlash, .regexLiteralPattern, .regexPoundDelimiter:
            return .other
        default:
            return nil
        }
    }

    /// The literal from its opening to its closing delimiter, without its interpolations (`\(` to `)`).
    private static func stringTokens(of literal: StringLiteralExprSyntax) -> [Token] {
        var result: [Token] = []
        var start = literal.positionAfterSkippingLeadingTrivia.utf8Offset
        for segment in literal.segments {
            guard let interpolation = segment.as(ExpressionSegmentSyntax.self) else { continue }
            let end = interpolation.backslash.positionAfterSkippingLeadingTrivia.utf8Offset
            if end > start { result.append(Token(range: start..<end, kind: .string)) }
            start = interpolation.rightParen.endPositionBeforeTrailingTrivia.utf8Offset
        }
        let end = literal.endPositionBeforeTrailingTrivia.utf8Offset
        if end > start { result.append(Token(range: start..<end, kind: .string)) }
        return result
    }
}
