// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// The lines of a file that hold code, as SwiftLint's body and file length rules count them: a line counts
/// when a token starts on it, or a string literal's text runs over it; lines with only comments or
/// whitespace do not.
struct CodeLines {
    /// `holdsCode[line]` for 1-based lines.
    private var holdsCode: [Bool]

    init(_ file: LintFile) {
        holdsCode = Array(repeating: false, count: file.lineCount + 2)
        let starts = file.lineStarts
        var line = 1
        // Tokens come in file order, so the line cursor only moves forward.
        func advance(to offset: Int) -> Int {
            while line < starts.count, starts[line] <= offset { line += 1 }
            return line
        }
        for token in file.tokens {
            switch token.tokenKind {
            case .endOfFile:
                continue
            case .stringSegment:
                let first = advance(to: token.positionAfterSkippingLeadingTrivia.utf8Offset)
                let last = Self.line(of: token.endPositionBeforeTrailingTrivia.utf8Offset, in: starts)
                for index in first...max(first, last) where index < holdsCode.count { holdsCode[index] = true }
            default:
                holdsCode[advance(to: token.positionAfterSkippingLeadingTrivia.utf8Offset)] = true
            }
        }
    }

    private static func line(of offset: Int, in starts: [Int]) -> Int {
        starts.lastIndex(startingAtOrBefore: offset) + 1
    }

    /// How many of the lines in `range` hold code.
    func count(_ range: ClosedRange<Int>) -> Int {
        range.reduce(0) { $0 + ($1 > 0 && $1 < holdsCode.count && holdsCode[$1] ? 1 : 0) }
    }

    /// The number of body lines between braces on `open` and `close`, brace lines excluded, as SwiftLint
    /// counts them: a body on one line, or on the brace lines only, still counts the lines around it.
    static func bodySpan(open: Int, close: Int) -> ClosedRange<Int> {
        let first = min(open + 1, close - 1)
        let last = max(close - 1, open + 1)
        return first...last
    }
}

extension LintFile {
    /// The lines that hold code, computed once per file: the function, type and closure body length rules
    /// and the file length rule all count them.
    var codeLines: CodeLines {
        if let cachedCodeLines { return cachedCodeLines }
        let lines = CodeLines(self)
        cachedCodeLines = lines
        return lines
    }
}
