// Copyright © 2026 Tools Authors. All rights reserved.

/// Limits on a Swift file before it is parsed: hostile or generated input (thousands of nested brackets, a
/// huge file) is reported as skipped instead of exhausting the stack, the memory or the time of a run.
enum InputLimits {
    /// Bytes; larger files are not read for protocols.
    static let maximumSize = 8 << 20
    /// `(`, `[` and `{` open at once; real code stays far below (a deep SwiftUI body: about 30).
    static let maximumBracketDepth = 96
    /// `[` open at once: the parser's time doubles with each nested array literal (depth 20: seconds).
    static let maximumSquareDepth = 12
    /// Postfix `!` or `?` in a row: each one nests the syntax tree a level deeper.
    static let maximumPostfixRun = 96

    /// Why `source` is not parsed, located at the first byte over a limit; nil when it is within them.
    static func problem(in source: String) -> ModelProblem? {
        var source = source
        return source.withUTF8 { bytes -> ModelProblem? in
            if bytes.count > maximumSize {
                return ModelProblem(line: 1, column: 1,
                                    message: "skipped: the file is larger than \(maximumSize >> 20) MB")
            }
            var depth = 0
            // Generic arguments (`A<A<…>>`) nest too; `<` is also an operator, so they are counted per line.
            var angles = 0
            var line = 1
            var lineStart = 0
            var previous: UInt8 = 0
            var squares = 0
            var run = 0
            for (offset, byte) in bytes.enumerated() {
                defer { previous = byte }
                let column = offset - lineStart + 1
                run = (byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")) ? run + 1 : 0
                if run > maximumPostfixRun {
                    return ModelProblem(line: line, column: column,
                                        message: "skipped: more than \(maximumPostfixRun) '!' or '?' in a row")
                }
                if byte == UInt8(ascii: "[") {
                    squares += 1
                    if squares > maximumSquareDepth {
                        return ModelProblem(line: line, column: column,
                                            message: "skipped: '[' nested deeper than \(maximumSquareDepth) levels")
                    }
                } else if byte == UInt8(ascii: "]") {
                    squares = max(0, squares - 1)
                }
                switch byte {
                case UInt8(ascii: "\n"):
                    line += 1
                    lineStart = offset + 1
                    angles = 0
                case UInt8(ascii: "<"):
                    angles += 1
                    if angles > maximumBracketDepth {
                        return ModelProblem(
                            line: line, column: offset - lineStart + 1,
                            message: "skipped: generic arguments nested deeper than \(maximumBracketDepth) levels"
                        )
                    }
                case UInt8(ascii: ">") where previous != UInt8(ascii: "-"):
                    angles = max(0, angles - 1)
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > maximumBracketDepth {
                        return ModelProblem(
                            line: line, column: offset - lineStart + 1,
                            message: "skipped: nesting deeper than \(maximumBracketDepth) brackets"
                        )
                    }
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth = max(0, depth - 1)
                default:
                    break
                }
            }
            return nil
        }
    }
}
