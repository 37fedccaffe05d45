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
        let scan = { (text: UnsafeBufferPointer<UInt8>) -> Problem? in
            var scanner = LimitScanner(text: text)
            return scanner.firstProblem()
        }
        if let found = bytes.withContiguousStorageIfAvailable(scan) { return found }
        return Array(bytes).withUnsafeBufferPointer(scan)
    }
}
