// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension LintFile {
    /// Byte ranges of every comment, in file order (parses the file; computed once per file).
    public func commentRanges() -> [Range<Int>] {
        if let cachedCommentRanges { return cachedCommentRanges }
        var ranges: [Range<Int>] = []
        for index in tokenIndicesAtSlashes() {
            let token = tokens[index]
            appendComments(of: token.leadingTrivia, at: token.leadingTriviaByteRange, to: &ranges)
            appendComments(of: token.trailingTrivia, at: token.trailingTriviaByteRange, to: &ranges)
        }
        cachedCommentRanges = ranges
        return ranges
    }

    /// The indices, ascending, of the tokens whose text or trivia holds a `/`: every comment starts with one,
    /// so only these can have comments in their trivia. Asking every token for its trivia's place (four
    /// positions a token) cost more than the comments of most files are worth.
    private func tokenIndicesAtSlashes() -> [Int] {
        var indices: [Int] = []
        var covered = 0
        for offset in offsets(of: "/") where offset >= covered {
            guard let index = tokenIndex(atByte: offset) else { continue }
            indices.append(index)
            // The token's other slashes need no search of their own.
            covered = tokens[index].endPosition.utf8Offset
        }
        return indices
    }

    /// Appends the byte ranges of the comments in one token's leading or trailing trivia, which spans
    /// `range`. The trivia is an autoclosure: it is made (an allocation) only when its bytes hold a `/`.
    func appendComments(of trivia: @autoclosure () -> Trivia, at range: Range<Int>, to ranges: inout [Range<Int>]) {
        guard mayHoldComment(range) else { return }
        var offset = range.lowerBound
        for piece in trivia() {
            let length = piece.sourceLength.utf8Length
            if piece.isComment { ranges.append(offset..<(offset + length)) }
            offset += length
        }
    }

    /// Whether the trivia at `range` may hold a comment: every comment starts with `/`. Most trivia is a
    /// few blanks, whose bytes are checked faster than its pieces are made (an allocation per token).
    func mayHoldComment(_ range: Range<Int>) -> Bool {
        bytes[range].contains(UInt8(ascii: "/"))
    }

    /// Lines (1-based) whose only content is comments.
    public func commentOnlyLines() -> Set<Int> {
        let ranges = commentRanges()
        var lines = Set<Int>()
        for range in ranges {
            let first = lineNumber(atByte: range.lowerBound)
            let last = lineNumber(atByte: max(range.upperBound - 1, range.lowerBound))
            for line in first...last {
                let bytesOfLine = byteRange(ofLine: line)
                let content = bytesOfLine.filter { bytes[$0] != 0x20 && bytes[$0] != 0x09 }
                guard let low = content.first, let high = content.last else { continue }
                if Self.covered(low...high, by: ranges) { lines.insert(line) }
            }
        }
        return lines
    }

    private static func covered(_ span: ClosedRange<Int>, by ranges: [Range<Int>]) -> Bool {
        var next = span.lowerBound
        for range in ranges where range.upperBound > next && range.lowerBound <= span.upperBound {
            if range.lowerBound > next {
                return false
            }
            next = range.upperBound
            if next > span.upperBound { return true }
        }
        return next > span.upperBound
    }
}

extension TokenSyntax {
    /// The bytes of the token's leading trivia.
    var leadingTriviaByteRange: Range<Int> {
        position.utf8Offset..<positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// The bytes of the token's trailing trivia.
    var trailingTriviaByteRange: Range<Int> {
        endPositionBeforeTrailingTrivia.utf8Offset..<endPosition.utf8Offset
    }
}
