// Copyright © 2026 Tools Authors. All rights reserved.

/// Byte-level versions of the Character-level text steps that run on every generated line.
///
/// Finishing a mock (breaking its long lines, exempting some) looks at every line of every mock: with
/// `Character`s (grapheme breaking) that was most of a cold run. On text of ASCII bytes without a carriage
/// return every byte is one `Character`, so the byte answers are the same; other text takes the
/// Character path, so the output never depends on which path ran.
enum ASCIILines {
    /// The lines of `text` (split at `\n`, empty ones kept): `text.split(separator: "\n", …)` by bytes.
    /// Only `\r\n` joins a `\n` with another scalar into one `Character`, so without `\r` the byte split is the
    /// Character split, whatever else the text holds.
    static func lines(of text: String) -> [Substring] {
        let bytes = text.utf8
        guard !bytes.contains(UInt8(ascii: "\r")) else {
            return text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        var lines: [Substring] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\n") {
                lines.append(text[start..<index])
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        lines.append(text[start..<bytes.endIndex])
        return lines
    }

    /// `line.count > limit`, without counting `Character`s when the byte count already answers.
    static func isLonger(_ line: some StringProtocol, than limit: Int) -> Bool {
        // A Character is at least one byte: no more bytes than the limit means no more Characters.
        line.utf8.count > limit && line.count > limit
    }

    /// `isPlain` for a line.
    static func isPlain(_ line: Substring) -> Bool {
        line.utf8.withContiguousStorageIfAvailable { isPlain($0) } ?? false
    }

    /// `text` with each byte that `replacements` names replaced by its text, when `text` is plain (then this
    /// is `replacingOccurrences(of:with:)` of those one-character strings); nil otherwise.
    static func replacing(in text: String, _ replacements: [UInt8: String]) -> String? {
        var copy = text
        return copy.withUTF8 { bytes -> String? in
            guard isPlain(bytes) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            for byte in bytes {
                if let replacement = replacements[byte] { result += replacement.utf8 } else { result.append(byte) }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Whether every byte is ASCII and none is `\r`: then bytes and `Character`s are one to one.
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x80 || byte == UInt8(ascii: "\r") { return false }
        return true
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        // ASCII white space as `Character.isWhitespace` sees it: tab, line feed, vertical tab, form feed,
        // carriage return, space.
        (byte >= 0x09 && byte <= 0x0D) || byte == 0x20
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_")
    }
}
