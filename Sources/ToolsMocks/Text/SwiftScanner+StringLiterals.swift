// Copyright © 2026 Tools Authors. All rights reserved.

/// String literals in a generated line: kept whole, or split between words when the line must break.
extension SwiftScanner {
    /// `code` when it is one string literal and nothing else.
    static func singleStringLiteral(_ code: String) -> String? {
        let text = ScanText(code)
        guard text.hasPrefix("\"", at: 0), !text.hasPrefix("\"\"\"", at: 0), text.count >= 2 else { return nil }
        return text.endOfString(from: 0, end: text.count) == text.count ? code : nil
    }

    /// The content of a string literal as words that keep their trailing space; an escape or an
    /// interpolation is never split.
    static func splitStringContent(_ content: String) -> [String] {
        let text = ScanText(content)
        var words: [String] = []
        var start = 0
        var interpolation = 0
        var escaped = false
        for (index, unit) in text.units.enumerated() {
            if escaped {
                escaped = false
                if unit == UInt8(ascii: "(") { interpolation += 1 }
                continue
            }
            if unit == UInt8(ascii: "\\") {
                escaped = true
            } else if interpolation > 0 {
                if unit == UInt8(ascii: "(") {
                    interpolation += 1
                } else if unit == UInt8(ascii: ")") {
                    interpolation -= 1
                }
            } else if unit == UInt8(ascii: " ") {
                words.append(text.slice(start..<index + 1))
                start = index + 1
            }
        }
        if start < text.count { words.append(text.slice(start..<text.count)) }
        return words
    }
}
