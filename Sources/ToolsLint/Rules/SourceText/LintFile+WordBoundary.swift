// Copyright © 2026 Tools Authors. All rights reserved.

extension LintFile {
    /// Whether the Unicode scalar ending just before `offset` is a word character, as regex `\b` sees it.
    func isWordCharacter(before offset: Int) -> Bool {
        guard offset > 0 else { return false }
        var start = offset - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return Self.isWord(String(decoding: bytes[start..<offset], as: UTF8.self).unicodeScalars.first)
    }

    /// Whether the Unicode scalar starting at `offset` is a word character.
    func isWordCharacter(at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return Self.isWord(String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.first)
    }

    private static func isWord(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        if scalar == "_" { return true }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil
            || properties.generalCategory == .nonspacingMark
    }
}
