// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Line numbers and byte columns without decoding text: the layout rules (alignment, indentation, one per
/// line) ask them for many nodes of a file, and `position(ofByte:)` decodes the line to count UTF-16 units.
extension LintFile {
    /// The 1-based line holding the UTF-8 `offset`.
    public func lineNumber(atByte offset: Int) -> Int {
        lineStarts.lastIndex(startingAtOrBefore: offset) + 1
    }

    /// The 1-based line of a tree position.
    public func lineNumber(at position: AbsolutePosition) -> Int {
        lineNumber(atByte: position.utf8Offset)
    }

    /// The 0-based column of `offset` in UTF-8 bytes from its line's start (SwiftSyntax's location converter
    /// counts columns this way, minus one).
    public func byteColumn(atByte offset: Int) -> Int {
        offset - lineStarts[lineNumber(atByte: offset) - 1]
    }

    /// The UTF-8 offset of the first byte on line `line` (1-based) that is neither a space nor a tab, or the
    /// end of the line's content when there is none.
    public func firstNonBlankByte(ofLine line: Int) -> Int {
        let range = byteRange(ofLine: line)
        var offset = range.lowerBound
        while offset < range.upperBound, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
        return offset
    }
}
