// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension LintFile {
    /// Whether line `index` (1-based) holds only spaces and tabs (or nothing).
    func isBlankLine(_ index: Int) -> Bool {
        let range = byteRange(ofLine: index)
        return range.allSatisfy { bytes[$0] == 0x20 || bytes[$0] == 0x09 }
    }

    /// Byte offset of the first character of line `index` that is not a space or tab (the line's end if none).
    func firstNonBlankOffset(ofLine index: Int) -> Int {
        let range = byteRange(ofLine: index)
        var offset = range.lowerBound
        while offset < range.upperBound, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
        return offset
    }

    /// Whether the byte at `offset` belongs to a comment or to the text of a string literal (parses the file).
    func isInCommentOrString(atByte offset: Int) -> Bool {
        if let hit = triviaPiece(atByte: offset) { return hit.piece.isComment }
        guard let token = token(atByte: offset) else { return false }
        switch token.tokenKind {
        case .stringSegment, .stringQuote, .multilineStringQuote, .singleQuote, .rawStringPoundDelimiter:
            return true
        default:
            return false
        }
    }
}
