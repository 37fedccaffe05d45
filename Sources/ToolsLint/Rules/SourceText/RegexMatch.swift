// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax

/// Regular-expression matching over a file's text with byte offsets, for the rules SwiftLint defines by a
/// pattern: the same pattern on the same text finds the same places.
struct RegexMatch {
    /// Byte range of the whole match and of each capture group (nil when a group did not take part).
    var groups: [Range<Int>?]

    var range: Range<Int> { groups[0] ?? 0..<0 }
}

extension LintFile {
    /// Every match of `pattern` in the file's text (a byte order mark is skipped, offsets count it).
    func matches(of pattern: NSRegularExpression) -> [RegexMatch] {
        let text = self.text
        let base = hasByteOrderMark ? 3 : 0
        let utf8 = text.utf8
        func byteOffset(_ utf16Offset: Int) -> Int {
            let index = String.Index(utf16Offset: utf16Offset, in: text)
            return base + utf8.distance(from: utf8.startIndex, to: index)
        }
        let whole = NSRange(location: 0, length: text.utf16.count)
        return pattern.matches(in: text, range: whole).map { result in
            RegexMatch(groups: (0..<result.numberOfRanges).map { group in
                let range = result.range(at: group)
                guard range.location != NSNotFound else { return nil }
                return byteOffset(range.location)..<byteOffset(range.location + range.length)
            })
        }
    }

    /// Byte ranges of comments and string literal text (not interpolated code), in file order:
    /// the places SwiftLint's patterns skip through its syntax map (the comment and string pieces of
    /// `SyntaxKindMap.classify`, found without classifying every other token; computed once per file).
    func commentAndStringRanges() -> [Range<Int>] {
        if let cachedCommentAndStringRanges { return cachedCommentAndStringRanges }
        var ranges: [Range<Int>] = []
        for token in tokens {
            appendComments(of: token.leadingTrivia, at: token.leadingTriviaByteRange, to: &ranges)
            switch token.tokenKind {
            case .stringSegment, .stringQuote, .multilineStringQuote, .singleQuote, .rawStringPoundDelimiter:
                let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = token.endPositionBeforeTrailingTrivia.utf8Offset
                if end > start { ranges.append(start..<end) }
            default:
                break
            }
            appendComments(of: token.trailingTrivia, at: token.trailingTriviaByteRange, to: &ranges)
        }
        cachedCommentAndStringRanges = ranges
        return ranges
    }
}

extension Array where Element == Range<Int> {
    /// Whether any of these sorted ranges overlaps `range`.
    func anyOverlaps(_ range: Range<Int>) -> Bool {
        var low = 0
        var high = count
        // The first range ending after range.lowerBound.
        while low < high {
            let middle = (low + high) / 2
            if self[middle].upperBound <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        guard low < count else { return false }
        return self[low].lowerBound < range.upperBound || (range.isEmpty && self[low].contains(range.lowerBound))
    }
}

/// Compiles a pattern written into the source (a programming error when invalid, caught by the rule tests).
func compiledPattern(_ pattern: String, options: NSRegularExpression.Options = []) -> NSRegularExpression {
    do {
        return try NSRegularExpression(pattern: pattern, options: options)
    } catch {
        preconditionFailure("invalid pattern \(pattern): \(error)")
    }
}

extension LintFile {
    /// Byte range of the first match of `pattern` inside the bytes of `range`.
    func firstMatch(of pattern: NSRegularExpression, in range: Range<Int>) -> Range<Int>? {
        let text = String(decoding: bytes[range], as: UTF8.self)
        guard let result = pattern.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)),
              let found = Range(result.range, in: text) else { return nil }
        let utf8 = text.utf8
        let start = range.lowerBound + utf8.distance(from: utf8.startIndex, to: found.lowerBound)
        return start..<(range.lowerBound + utf8.distance(from: utf8.startIndex, to: found.upperBound))
    }
}
