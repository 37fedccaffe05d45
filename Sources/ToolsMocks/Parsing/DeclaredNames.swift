// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// The names a file declares as protocols or aliases, and the types it extends, read from its text
/// without parsing (a keyword at a word start, then the identifier after it).
struct DeclaredNames: Sendable {
    var declarations: Set<String> = []
    var extensions: Set<String> = []

    /// The keywords, each found with `memchr` at its rarest byte: most of a file is neither (a loop stopping at
    /// every `p`, `t` and `e` was most of the scan).
    private static let keywords: [(search: ByteSearch, isExtension: Bool)] = [
        (ByteSearch("protocol"), false), (ByteSearch("typealias"), false), (ByteSearch("extension"), true),
    ]

    init(scanning source: String) {
        var source = source
        source.withUTF8 { bytes in
            // One pass in source order: the next keyword at a word start, the name after it, then on from
            // the end of that name.
            var next = Self.keywords.map { Self.occurrence(of: $0.search, in: bytes, from: 0) }
            var index = 0
            while true {
                for (position, keyword) in Self.keywords.enumerated() {
                    if let found = next[position], found < index {
                        next[position] = Self.occurrence(of: keyword.search, in: bytes, from: index)
                    }
                }
                var first: (position: Int, start: Int)?
                for (position, found) in next.enumerated() {
                    if let found, found < first?.start ?? Int.max { first = (position, found) }
                }
                guard let first else { return }
                let keyword = Self.keywords[first.position]
                let (name, end) = Self.name(after: first.start + keyword.search.count, in: bytes)
                if let name {
                    if keyword.isExtension { extensions.insert(name) } else { declarations.insert(name) }
                }
                index = end
            }
        }
    }

    /// The first occurrence of a keyword at or after `start` that begins a word and has a byte after it.
    private static func occurrence(
        of search: ByteSearch, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int? {
        var from = start
        while let found = search.firstOffset(in: bytes, from: from) {
            if found + search.count < bytes.count, found == 0 || !isIdentifierByte(bytes[found - 1]) { return found }
            from = found + 1
        }
        return nil
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
