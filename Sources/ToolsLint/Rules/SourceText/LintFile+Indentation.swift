// Copyright © 2026 Tools Authors. All rights reserved.

/// The indentation of a line as SwiftLint's indentation rules measure it.
extension LintFile {
    /// How many characters (grapheme clusters, a tab counting one) precede the first non-whitespace character
    /// of line `line` (1-based); 0 for a blank line.
    public func indentationCharacterCount(ofLine line: Int) -> Int {
        let range = byteRange(ofLine: line)
        var offset = range.lowerBound
        while offset < range.upperBound {
            let byte = bytes[offset]
            if byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C {
                offset += 1
            } else if byte >= 0x80 {
                // Non-ASCII: other whitespace characters may follow; count characters as Swift does.
                let rest = String(decoding: bytes[offset..<range.upperBound], as: UTF8.self)
                let blanks = rest.prefix { $0.isWhitespace }
                let counted = offset - range.lowerBound + blanks.count
                return blanks.count == rest.count ? 0 : counted
            } else {
                return offset - range.lowerBound
            }
        }
        return 0
    }

    /// The file's line break (`\r\n`, `\r` or `\n`, from its first line), for corrections that insert one.
    public var fileLineBreak: String {
        guard let index = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        if bytes[index] == 0x0A { return "\n" }
        return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? "\r\n" : "\r"
    }
}
