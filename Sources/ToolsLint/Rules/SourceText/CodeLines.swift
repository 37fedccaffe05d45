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
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
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

/// Measures braced bodies against warning / error line limits and words the finding as SwiftLint does.
struct BodyLengthCheck {
    let levels: SeverityLevels
    let file: LintFile

    /// The finding for `body`, if it is too long.
    func check(_ body: MeasuredBody, ruleID: String) -> Violation? {
        let openLine = file.position(of: body.open.positionAfterSkippingLeadingTrivia).line
        let closeLine = file.position(of: body.close.positionAfterSkippingLeadingTrivia).line
        let span = CodeLines.bodySpan(open: openLine, close: closeLine)
        // Counting needs the token lines; a span no longer than the smallest limit cannot exceed it.
        guard span.count > min(levels.warning, levels.error ?? .max) else { return nil }
        let count = file.codeLines.count(span)
        guard let exceeded = levels.exceeded(by: count) else { return nil }
        let position = file.position(of: body.keyword.positionAfterSkippingLeadingTrivia)
        return Violation(
            ruleID: ruleID, severity: exceeded.severity, line: position.line, column: position.column,
            message: "\(body.name) body should span \(exceeded.threshold) lines or less excluding comments and "
                + "whitespace: currently spans \(count) lines"
        )
    }
}

/// A finding with its own reason and severity, as the naming and nesting rules collect them.
struct ReasonedFinding {
    var position: AbsolutePosition
    var reason: String
    var severity: Severity
}

/// A braced body a length rule measures, with the keyword it is reported at and the name of its kind.
struct MeasuredBody {
    var open: TokenSyntax
    var close: TokenSyntax
    var keyword: TokenSyntax
    var name: String
}
