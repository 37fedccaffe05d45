// Copyright © 2026 Tools Authors. All rights reserved.

/// The names a file declares as protocols or aliases, and the types it extends, read from its text
/// without parsing (a keyword at a word start, then the identifier after it).
struct DeclaredNames: Sendable {
    var declarations: Set<String> = []
    var extensions: Set<String> = []

    init(scanning source: String) {
        var source = source
        let keywords: [(bytes: [UInt8], isExtension: Bool)] = [
            (Array("protocol".utf8), false), (Array("typealias".utf8), false), (Array("extension".utf8), true),
        ]
        source.withUTF8 { bytes in
            // One pass: only the keywords' first letters stop it.
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "p") || byte == UInt8(ascii: "t") || byte == UInt8(ascii: "e"),
                      index == 0 || !Self.isIdentifierByte(bytes[index - 1]),
                      let keyword = keywords.first(where: { Self.matches($0.bytes, at: index, in: bytes) }) else {
                    index += 1
                    continue
                }
                let (name, end) = Self.name(after: index + keyword.bytes.count, in: bytes)
                if let name {
                    if keyword.isExtension { extensions.insert(name) } else { declarations.insert(name) }
                }
                index = end
            }
        }
    }

    private static func matches(_ keyword: [UInt8], at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index + keyword.count < bytes.count else { return false }
        for offset in 0..<keyword.count where bytes[index + offset] != keyword[offset] { return false }
        return true
    }

    /// The identifier after blanks at `start` (the last component of a dotted name), and where it ends.
    private static func name(after start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (String?, Int) {
        var cursor = start
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard cursor < bytes.count, isBlank(bytes[cursor]) else { return (nil, cursor) }
        while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
        var nameStart = cursor
        while cursor < bytes.count, isIdentifierByte(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ".") {
            // `extension Module.Type`: the type's own name is what protocols are known by.
            if bytes[cursor] == UInt8(ascii: ".") { nameStart = cursor + 1 }
            cursor += 1
        }
        guard cursor > nameStart else { return (nil, cursor) }
        return (String(validating: bytes[nameStart..<cursor], as: UTF8.self), cursor)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte >= 0x80
    }
}
