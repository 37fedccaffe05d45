// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftParser
import SwiftSyntax
import ToolsCore

/// One file being linted: its bytes, read once, with a line table, and its syntax tree, parsed at most
/// once and only when a rule asks for it.
///
/// A `LintFile` belongs to the one task that lints it; it is not shared across tasks.
public final class LintFile {
    /// The path shown in reports.
    public let displayPath: String
    /// The path relative to the lint root with `/` separators, which path globs are matched against.
    public let relativePath: String
    /// The absolute path on disk, when known (SwiftLint matches custom rules' path patterns against it).
    public var absolutePath: String?
    /// The file's UTF-8 bytes, byte order mark included when present.
    public let bytes: [UInt8]
    /// Byte offset where each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    private var parsedTree: SourceFileSyntax?
    /// Facts several rules compute from the tree, kept so that each is computed once per file.
    private var sourceTokens: [TokenSyntax]?
    var cachedCodeLines: CodeLines?
    var cachedCommentRanges: [Range<Int>]?
    var cachedCommentAndStringRanges: [Range<Int>]?
    private var cachedTokenStarts: [Int]?
    /// The byte sequences the file holds, made on the first marker asked for (see `contains`).
    var cachedGrams: ByteGrams?

    public init(displayPath: String, relativePath: String, bytes: [UInt8]) {
        self.displayPath = displayPath
        self.relativePath = relativePath
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32)
        // `\n`, `\r\n` and a lone `\r` (classic Mac files) each end a line, as the Swift parser counts them.
        for index in bytes.indices where bytes[index] == 0x0A
            || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
            starts.append(index + 1)
        }
        // A final newline does not start another line, as editors and SwiftLint count lines.
        if starts.count > 1, starts.last == bytes.count { starts.removeLast() }
        lineStarts = starts
    }

    public convenience init(displayPath: String, relativePath: String, text: String) {
        self.init(displayPath: displayPath, relativePath: relativePath, bytes: Array(text.utf8))
    }

    public var lineCount: Int { bytes.isEmpty ? 0 : lineStarts.count }

    /// Whether the file starts with a UTF-8 byte order mark.
    public var hasByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The whole text, without a byte order mark.
    public var text: String {
        String(decoding: bytes[(hasByteOrderMark ? 3 : 0)...], as: UTF8.self)
    }

    /// Byte range of line `index` (1-based) without its line break (`\n`, `\r\n` or `\r`).
    public func byteRange(ofLine index: Int) -> Range<Int> {
        var start = lineStarts[index - 1]
        if index == 1, hasByteOrderMark { start = 3 }
        var end = index < lineStarts.count ? lineStarts[index] : bytes.count
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The text of line `index` (1-based) without its line break.
    public func line(_ index: Int) -> String {
        String(decoding: bytes[byteRange(ofLine: index)], as: UTF8.self)
    }

    /// The syntax tree, parsed on first use.
    public var tree: SourceFileSyntax {
        if let parsedTree { return parsedTree }
        let tree = bytes.withUnsafeBufferPointer {
            Parser.parse(source: $0, maximumNestingLevel: SwiftSourceLimits.parserNestingLevel)
        }
        parsedTree = tree
        return tree
    }

    /// Whether the tree has been parsed: syntax errors are reported only for files a rule parsed anyway.
    var isParsed: Bool { parsedTree != nil }

    /// Whether the parser found syntax errors, so that `--fix` leaves the file alone.
    public var hasSyntaxErrors: Bool { tree.hasError }

    /// 1-based line and column (in UTF-16 units, as SwiftLint reports it) of a UTF-8 offset.
    public func position(ofByte offset: Int) -> (line: Int, column: Int) {
        let index = lineStarts.lastIndex(startingAtOrBefore: offset)
        var start = lineStarts[index]
        if index == 0, hasByteOrderMark { start = min(3, offset) }
        let end = min(max(offset, start), bytes.count)
        // UTF-16 units, as SwiftLint (through SourceKitten's NSString offsets) counts columns: one per byte
        // while the line is ASCII (most are), else counted from the decoded text.
        var column = 1
        for byte in bytes[start..<end] {
            guard byte < 0x80 else {
                return (index + 1, String(decoding: bytes[start..<end], as: UTF8.self).utf16.count + 1)
            }
            column += 1
        }
        return (index + 1, column)
    }

    public func position(of absolute: AbsolutePosition) -> (line: Int, column: Int) {
        position(ofByte: absolute.utf8Offset)
    }

    /// Every token of the source as written, in file order (parses the file). Walking the tree token by
    /// token costs a search per step, and half a dozen rules do it: the list is made once per file.
    public var tokens: [TokenSyntax] {
        if let sourceTokens { return sourceTokens }
        var list: [TokenSyntax] = []
        list.reserveCapacity(bytes.count / 6)
        list.append(contentsOf: tree.tokens(viewMode: .sourceAccurate))
        sourceTokens = list
        return list
    }

    /// Keeps the tokens the one walk over the tree met (the same list `tokens` makes), unless already made.
    func keepTokens(_ list: [TokenSyntax]) {
        if sourceTokens == nil { sourceTokens = list }
    }

    /// The token whose text (not trivia) or trivia covers a UTF-8 offset (parses the file).
    public func token(atByte offset: Int) -> TokenSyntax? {
        if let index = tokenIndex(atByte: offset) { return tokens[index] }
        return tree.token(at: AbsolutePosition(utf8Offset: offset))
    }

    /// The index in `tokens` of the token whose text or trivia covers a UTF-8 offset, if any.
    public func tokenIndex(atByte offset: Int) -> Int? {
        // The tokens cover the file in order, trivia included: the last one starting at or before the
        // offset is the one, unless it ends before it.
        let starts = tokenStarts
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0, offset < tokens[low - 1].endPosition.utf8Offset else { return nil }
        return low - 1
    }

    /// Where each of `tokens` starts (trivia included), made once per file: searching plain offsets is far
    /// cheaper than asking tokens for their positions, and rules search thousands of times per file.
    private var tokenStarts: [Int] {
        if let cachedTokenStarts { return cachedTokenStarts }
        // A closure, not a key path: a key path application per token costs more than the search saves.
        let starts = tokens.map { $0.position.utf8Offset }
        cachedTokenStarts = starts
        return starts
    }

    /// Indices in `tokens` of the tokens whose text starts where the file has one of the ASCII `needles`
    /// and that `matches` accepts, in file order. Rules after a few kinds of tokens (`else`, `->`, `,`)
    /// find them by a byte search instead of asking every token of the file its kind.
    public func tokenIndices(startingWith needles: [String], where matches: (TokenSyntax) -> Bool) -> [Int] {
        var offsets: [Int] = []
        for needle in needles { offsets += self.offsets(of: needle) }
        if needles.count > 1 { offsets.sort() }
        let list = tokens
        return offsets.compactMap { offset in
            guard let index = tokenIndex(atByte: offset),
                  list[index].positionAfterSkippingLeadingTrivia.utf8Offset == offset, matches(list[index]) else {
                return nil
            }
            return index
        }
    }
}
