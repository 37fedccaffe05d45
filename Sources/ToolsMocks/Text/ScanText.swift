// Copyright © 2026 Tools Authors. All rights reserved.

/// A line as one byte per `Character`, for `SwiftScanner`: an ASCII Character is its byte, any other is
/// `otherLetter` (a letter or a number, as `Character.isLetter`/`isNumber` say) or `otherSymbol`.
///
/// The scans compare Characters with ASCII punctuation and ask whether one is a letter or a number: on these
/// units the answers are the Characters' own, and walking bytes is many times faster than building a
/// `Character` at every step (breaking long lines was a fifth of a cold run). Plain text (ASCII without
/// `\r`, see `ASCIILines.isPlain`) is its own units, and a unit's offset is its UTF-8 offset.
struct ScanText {
    static let otherLetter: UInt8 = 0x80
    static let otherSymbol: UInt8 = 0x81

    let text: String
    let units: [UInt8]
    /// The index of each unit's Character, and the end index; nil for plain text (offset = UTF-8 offset).
    private let starts: [String.Index]?

    init(_ text: String) {
        self.text = text
        var copy = text
        let plain = copy.withUTF8 { bytes in ASCIILines.isPlain(bytes) ? Array(bytes) : nil }
        if let plain {
            units = plain
            starts = nil
            return
        }
        var units: [UInt8] = []
        var starts: [String.Index] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            starts.append(index)
            if character.isASCII, character.utf8.count == 1, let value = character.asciiValue {
                units.append(value)
            } else {
                units.append(character.isLetter || character.isNumber ? Self.otherLetter : Self.otherSymbol)
            }
            index = text.index(after: index)
        }
        starts.append(text.endIndex)
        self.units = units
        self.starts = starts
    }

    var count: Int { units.count }

    subscript(offset: Int) -> UInt8 { units[offset] }

    /// The String index of the unit at `offset` (`count`: the end index).
    func index(_ offset: Int) -> String.Index {
        if let starts { return starts[offset] }
        return text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    /// The text of `range`, in unit offsets.
    func slice(_ range: Range<Int>) -> String {
        String(text[index(range.lowerBound)..<index(range.upperBound)])
    }

    /// Whether the units at `offset` spell `ascii` (as `hasPrefix` on the Characters from there).
    func hasPrefix(_ ascii: StaticString, at offset: Int) -> Bool {
        let count = ascii.utf8CodeUnitCount
        guard offset + count <= units.count else { return false }
        let pattern = ascii.utf8Start
        for position in 0..<count where units[offset + position] != pattern[position] { return false }
        return true
    }

    /// `Character.isLetter || isNumber || == "_"`, on a unit.
    static func isWordUnit(_ unit: UInt8) -> Bool {
        unit == otherLetter || ASCIILines.isIdentifierByte(unit)
    }

    /// The offsets of the units outside string literals, from `start` on: each literal is skipped whole
    /// (`stringEnd(at:)`), so a scan never takes a bracket or a quote inside one for code.
    func codeOffsets(from start: Int = 0) -> CodeOffsets {
        CodeOffsets(text: self, offset: start)
    }

    struct CodeOffsets: Sequence, IteratorProtocol {
        let text: ScanText
        var offset: Int

        mutating func next() -> Int? {
            while offset < text.count {
                if let end = text.stringEnd(at: offset) {
                    offset = end
                    continue
                }
                defer { offset += 1 }
                return offset
            }
            return nil
        }
    }

    /// Where the string literal (plain or raw) that starts at `offset` ends; nil when none starts there.
    /// Every scan of `SwiftScanner` skips literals through it, so a raw string is text everywhere.
    func stringEnd(at offset: Int) -> Int? {
        let unit = units[offset]
        guard unit == UInt8(ascii: "\"")
                || unit == UInt8(ascii: "#") && offset + 1 < count && units[offset + 1] == UInt8(ascii: "\"") else {
            return nil
        }
        return endOfString(from: offset, end: count)
    }

    /// The offset after the string literal starting at `start` (`"…"` or `#"…"#`), or `end`.
    func endOfString(from start: Int, end: Int) -> Int {
        var index = start
        var hashes = 0
        while index < end, units[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        guard index < end else { return end }
        index += 1
        var interpolation = 0
        while index < end {
            let unit = units[index]
            if hashes == 0, unit == UInt8(ascii: "\\") {
                index += 1
                if index < end, units[index] == UInt8(ascii: "(") { interpolation += 1 }
                if index < end { index += 1 }
                continue
            }
            if interpolation > 0 {
                index = step(inInterpolationAt: index, end: end, depth: &interpolation)
                continue
            }
            if unit == UInt8(ascii: "\""), closesRawString(hashes: hashes, after: index, end: end) {
                return index + 1 + hashes
            }
            index += 1
        }
        return end
    }

    /// One step inside an interpolation: a string literal there is skipped whole, parentheses are counted.
    private func step(inInterpolationAt index: Int, end: Int, depth: inout Int) -> Int {
        switch units[index] {
        case UInt8(ascii: "\""): return endOfString(from: index, end: end)
        case UInt8(ascii: "("): depth += 1
        case UInt8(ascii: ")"): depth -= 1
        default: break
        }
        return index + 1
    }

    /// Whether `hashes` `#`s follow the `"` at `quote` (before `end`): the closing of a raw string.
    private func closesRawString(hashes: Int, after quote: Int, end: Int) -> Bool {
        guard quote + 1 + hashes <= end else { return false }
        for offset in 0..<hashes where units[quote + 1 + offset] != UInt8(ascii: "#") { return false }
        return true
    }
}
