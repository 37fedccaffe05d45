// Copyright © 2026 Tools Authors. All rights reserved.

/// Where a file declares top-level nominal types and aliases (`class`, `struct`, `enum`, `actor`,
/// `typealias`), read from its text without parsing: a keyword at a word start outside braces, comments and
/// one-line string literals, then the identifier after it. Enough to find a hand-written type a generated
/// mock's name would clash with.
struct DeclaredTypes {
    struct Declaration: Equatable {
        var name: String
        var line: Int
        var column: Int
    }

    private static let keywords: [[UInt8]] = ["class", "struct", "enum", "actor", "typealias"].map { Array($0.utf8) }

    /// The declarations of `source` whose name is in `names`, in source order. One pass over the bytes; a
    /// name is made into a `String` only after a keyword.
    static func declarations(in source: String, named names: Set<String>) -> [Declaration] {
        var source = source
        return source.withUTF8 { bytes in
            var cursor = Cursor(bytes: bytes)
            var found: [Declaration] = []
            var afterKeyword = false
            // Braces deep: only top-level types clash with a mock (a nested one is another name).
            var depth = 0
            while cursor.index < bytes.count {
                let byte = bytes[cursor.index]
                if cursor.skipsCommentOrLiteral() {
                    if byte == UInt8(ascii: "\"") { afterKeyword = false }
                } else if isIdentifierByte(byte) {
                    let start = cursor.index
                    while cursor.index < bytes.count, isIdentifierByte(bytes[cursor.index]) { cursor.index += 1 }
                    let word = UnsafeBufferPointer(rebasing: bytes[start..<cursor.index])
                    if afterKeyword, depth == 0, case let name = String(decoding: word, as: UTF8.self),
                       names.contains(name) {
                        found.append(Declaration(name: name, line: cursor.line, column: start - cursor.lineStart + 1))
                    }
                    afterKeyword = keywords.contains { $0.elementsEqual(word) }
                } else {
                    if byte == UInt8(ascii: "{") { depth += 1 }
                    if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
                    if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") { afterKeyword = false }
                    cursor.advance()
                }
            }
            return found
        }
    }

    /// A position in the bytes with its line, for columns.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1
        var lineStart = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        private func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

        /// One byte on, counting lines.
        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        /// Past the comment or the one-line string literal that starts here, if one does.
        mutating func skipsCommentOrLiteral() -> Bool {
            let first = bytes[index]
            let second = byte(at: index + 1)
            if first == UInt8(ascii: "/"), second == UInt8(ascii: "/") {
                // To the end of the line (the newline itself is counted by `advance`).
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if first == UInt8(ascii: "/"), second == UInt8(ascii: "*") {
                index += 2
                let star = UInt8(ascii: "*"), slash = UInt8(ascii: "/")
                while index < bytes.count, !(bytes[index] == star && byte(at: index + 1) == slash) { advance() }
                index = min(bytes.count, index + 2)
            } else if first == UInt8(ascii: "\"") {
                // To the closing quote or the end of the line, escapes skipped.
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                if byte(at: index) == UInt8(ascii: "\"") { index += 1 }
            } else {
                return false
            }
            return true
        }
    }

    /// A byte of an identifier: ASCII letters, digits, `_`, and every byte of a non-ASCII character.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
