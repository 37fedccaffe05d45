// Copyright © 2026 Tools Authors. All rights reserved.

/// Limits a Swift file must stay within before lint or the mock generator parses it.
///
/// swift-syntax's parser and our syntax walks recurse once per nesting level, so hostile or generated input
/// (thousands of nested brackets, long chains of `!`) would exhaust the stack, and nested array literals
/// make the parser's time double per level. One cheap pass over the bytes finds such files first; they are
/// reported as skipped, with the position of the first byte over a limit, and the run goes on.
public enum SwiftSourceLimits {
    /// Bytes; larger files are generated blobs, not code anyone edits.
    public static let maximumSize = 8 << 20
    /// `(`, `[` and `{` open at once; real code stays far below (a deep SwiftUI body: about 30).
    public static let maximumBracketDepth = 96
    /// `[` open at once: the parser's time doubles with each nested array literal (depth 20: seconds).
    public static let maximumSquareDepth = 12
    /// Postfix `!` or `?` in a row: each one nests the syntax tree a level deeper.
    public static let maximumPostfixRun = 96
    /// Handed to the parser as a second line of defence (it counts nesting its own way).
    public static let parserNestingLevel = 128

    /// Why a file is not parsed, and where.
    public struct Problem: Sendable, Hashable, Error {
        public var line: Int
        public var column: Int
        /// Starts with "skipped: ".
        public var message: String

        public init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }
    }

    /// The first limit `bytes` exceeds, located; nil when the file is within every limit.
    public static func problem(in bytes: some Collection<UInt8>) -> Problem? {
        if bytes.count > maximumSize {
            return Problem(line: 1, column: 1, message: "skipped: the file is larger than \(maximumSize >> 20) MB")
        }
        var scanner = Scanner()
        for byte in bytes {
            if let message = scanner.advance(byte) {
                return Problem(line: scanner.line, column: scanner.column, message: "skipped: " + message)
            }
        }
        return nil
    }

    /// The running counts of one pass; `advance` answers the limit the byte breaks, if any.
    private struct Scanner {
        var line = 1
        var column = 0
        var depth = 0
        var squares = 0
        // Generic arguments (`A<A<…>>`) nest too; `<` is also an operator, so they are counted per line.
        var angles = 0
        var run = 0
        var previous: UInt8 = 0
        // A rough lexer for the `[` count only: brackets inside string literals and line comments
        // (`"\u{1B}[0m"`, `// [x]`, SQL in `"""` blocks) are text, and real files hold many unbalanced ones.
        var inString = false
        var inMultiline = false
        var inLineComment = false
        var escaped = false
        var quotes = 0

        mutating func advance(_ byte: UInt8) -> String? {
            defer { previous = byte }
            column += 1
            let isText = inString || inMultiline || inLineComment
            trackText(byte)
            run = (byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")) ? run + 1 : 0
            if run > maximumPostfixRun { return "more than \(maximumPostfixRun) '!' or '?' in a row" }
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                column = 0
                angles = 0
            case UInt8(ascii: "<"):
                angles += 1
                if angles > maximumBracketDepth {
                    return "generic arguments nested deeper than \(maximumBracketDepth) levels"
                }
            case UInt8(ascii: ">") where previous != UInt8(ascii: "-"):
                angles = max(0, angles - 1)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if byte == UInt8(ascii: "["), !isText {
                    squares += 1
                    if squares > maximumSquareDepth { return "'[' nested deeper than \(maximumSquareDepth) levels" }
                }
                if depth > maximumBracketDepth { return "nesting deeper than \(maximumBracketDepth) brackets" }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                if byte == UInt8(ascii: "]"), !isText { squares = max(0, squares - 1) }
            default:
                break
            }
            return nil
        }

        private mutating func trackText(_ byte: UInt8) {
            quotes = byte == UInt8(ascii: "\"") && !escaped ? quotes + 1 : 0
            if byte == UInt8(ascii: "\n") {
                inString = false
                inLineComment = false
                escaped = false
            } else if inLineComment {
                return
            } else if inMultiline {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if quotes == 3 {
                    inMultiline = false
                }
            } else if quotes == 3 {
                // The third quote of `"""`: the first two opened and closed an empty string.
                inString = false
                inMultiline = true
            } else if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "/") {
                inLineComment = true
            }
        }
    }
}
