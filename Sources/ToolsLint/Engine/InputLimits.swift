// Copyright © 2026 Tools Authors. All rights reserved.

/// What one file may demand of the linter before it is skipped with a note instead of linted.
///
/// The parser and syntax visitors recurse once per nesting level: a generated or hostile file with
/// thousands of nested brackets overflows the stack, and string interpolations nested a few hundred deep
/// take gigabytes. A cheap scan of the bytes finds such files before they are parsed.
public enum InputLimits {
    /// Brackets (`(`, `[`, `{`, `<` after a name) open at once; real code stays well below 60.
    public static let maximumNesting = 200
    /// Passed to the parser as a second line of defence (it counts nesting its own way).
    public static let parserNestingLevel = 256
    /// The longest run of postfix `!` / `?` (each one nests the expression one level deeper).
    public static let maximumPostfixRun = 200
    /// Files above this size are skipped: generated blobs, not code anyone edits.
    public static let maximumSize = 16 * 1024 * 1024
    /// Time one file may take before its remaining rules are skipped, in seconds.
    public static let timeBudget: Double = 10

    /// Why `bytes` must not be parsed, or nil.
    public static func violation(in bytes: [UInt8]) -> String? {
        var depth = 0
        var deepest = 0
        var run = 0
        var longestRun = 0
        var previous: UInt8 = 0
        for byte in bytes {
            switch byte {
            case 0x28, 0x5B, 0x7B: // ( [ {
                depth += 1
                deepest = max(deepest, depth)
            case 0x3C where isNameByte(previous): // `<` right after a name opens generic arguments
                depth += 1
                deepest = max(deepest, depth)
            case 0x29, 0x5D, 0x7D, 0x3E: // ) ] } >
                depth = max(0, depth - 1)
            default:
                break
            }
            if byte == 0x21 || byte == 0x3F { // ! ?
                run += 1
                longestRun = max(longestRun, run)
            } else if byte != 0x20 {
                run = 0
            }
            previous = byte
        }
        if deepest > maximumNesting { return "nesting deeper than \(maximumNesting)" }
        if longestRun > maximumPostfixRun {
            return "nesting deeper than \(maximumNesting) (a chain of postfix operators)"
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte >= 0x80
    }
}
