// Copyright © 2026 Tools Authors. All rights reserved.

/// The code the mock generator never reads, found in a file's text: the bodies of top-level types and
/// functions, and the bodies of the members of extensions. Protocols, extensions' member declarations,
/// imports, aliases and every comment outside those bodies stay as they are.
///
/// Parsing is most of a cold run, and most of a file is bodies. Nil when the scan is unsure (unbalanced
/// braces, an unterminated string or comment): the caller parses the file as it is, as it also does when
/// the text without the bodies does not parse cleanly.
enum BodyBlanking {
    /// The insides of the braces the reader never looks at, in order, or nil when the text is not understood.
    static func blankableRanges(in bytes: [UInt8]) -> [Range<Int>]? {
        var scanner = Scanner(bytes: bytes)
        return scanner.blankableRanges()
    }

    /// The source without those bodies at all (their braces stay): the parser then skips nothing, where
    /// spaces in their place were still lexed one by one. Where each body went is returned, for
    /// `SourceLines` to give positions in the source.
    static func compacted(_ source: String) -> (bytes: [UInt8], removals: [SourceLines.Removal])? {
        let bytes = Array(source.utf8)
        guard let ranges = blankableRanges(in: bytes) else { return nil }
        guard !ranges.isEmpty else { return (bytes, []) }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var removals: [SourceLines.Removal] = []
        var next = 0
        for range in ranges {
            kept += bytes[next..<range.lowerBound]
            removals.append(SourceLines.Removal(offset: kept.count, count: range.count))
            next = range.upperBound
        }
        kept += bytes[next...]
        return (kept, removals)
    }

    /// Walks code, comments and string literals (with interpolations) tracking brace depth.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The insides of the braces to blank, or nil when the text is not understood.
        mutating func blankableRanges() -> [Range<Int>]? {
            var ranges: [Range<Int>] = []
            var depth = 0
            var kind = TopLevelKind.other
            // The depth at which the brace being blanked was opened, and where its inside starts.
            var blanking: (depth: Int, start: Int)?
            var declarationStart = 0
            while index < bytes.count {
                let byte = bytes[index]
                if let skipped = skipCommentOrString() {
                    guard skipped else { return nil }
                } else if byte == UInt8(ascii: "{") {
                    if depth == 0 { kind = Self.kind(ofHeader: bytes[declarationStart..<index]) }
                    let opensBody = (depth == 0 && kind == .other) || (depth == 1 && kind == .extensionDeclaration)
                    if blanking == nil, opensBody { blanking = (depth, index + 1) }
                    depth += 1
                    index += 1
                } else if byte == UInt8(ascii: "}") {
                    guard depth > 0 else { return nil }
                    depth -= 1
                    if let current = blanking, current.depth == depth {
                        ranges.append(current.start..<index)
                        blanking = nil
                    }
                    index += 1
                    if depth == 0 { declarationStart = index }
                } else {
                    index += 1
                }
            }
            return depth == 0 ? ranges : nil
        }

        /// Skips the comment or string literal at `index`: nil when there is none, false when it does not end.
        private mutating func skipCommentOrString() -> Bool? {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                skipLineComment()
                return true
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { return skipBlockComment() }
            if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsString()) { return skipString() }
            return nil
        }

        /// What the top-level declaration opening a brace is, from the text since the last top-level `}`:
        /// the word `protocol` or `extension` anywhere in it (a comment too) keeps the body, the safe side.
        private static func kind(ofHeader header: ArraySlice<UInt8>) -> TopLevelKind {
            if containsWord(Self.protocolWord, in: header) { return .protocolDeclaration }
            if containsWord(Self.extensionWord, in: header) { return .extensionDeclaration }
            return .other
        }

        private static let protocolWord = Array("protocol".utf8)
        private static let extensionWord = Array("extension".utf8)

        private static func containsWord(_ word: [UInt8], in text: ArraySlice<UInt8>) -> Bool {
            guard text.count >= word.count else { return false }
            var index = text.startIndex
            let last = text.endIndex - word.count
            while index <= last {
                if text[index] == word[0], index == text.startIndex || !isIdentifierByte(text[index - 1]),
                   index + word.count == text.endIndex || !isIdentifierByte(text[index + word.count]),
                   (1..<word.count).allSatisfy({ text[index + $0] == word[$0] }) {
                    return true
                }
                index += 1
            }
            return false
        }

        private func peek(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        private mutating func skipLineComment() {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        }

        private mutating func skipBlockComment() -> Bool {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return true }
                } else {
                    index += 1
                }
            }
            return false
        }

        /// `"`, or `#…#"` (a raw string).
        private func startsString() -> Bool {
            if bytes[index] == UInt8(ascii: "\"") { return true }
            var cursor = index
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
            return cursor < bytes.count && bytes[cursor] == UInt8(ascii: "\"") && cursor > index
                && (index == 0 || !Self.isIdentifierByte(bytes[index - 1]))
        }

        /// Skips a string literal (single-line, multi-line, raw), code in its interpolations included.
        private mutating func skipString() -> Bool {
            var hashes = 0
            while bytes[index] == UInt8(ascii: "#") {
                hashes += 1
                index += 1
            }
            let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), hashesFollow(hashes, at: index + 1) {
                    let after = index + 1 + hashes
                    if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                        index = after + 1
                        guard skipInterpolation() else { return false }
                    } else {
                        index = after + 1
                    }
                    continue
                }
                if byte == UInt8(ascii: "\n"), !multiline { return false }
                if byte == UInt8(ascii: "\"") {
                    let closes = multiline ? (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")) : true
                    let quoteLength = multiline ? 3 : 1
                    if closes, hashesFollow(hashes, at: index + quoteLength) {
                        index += quoteLength + hashes
                        return true
                    }
                }
                index += 1
            }
            return false
        }

        /// Code up to the `)` closing an interpolation, nested strings and parentheses included.
        private mutating func skipInterpolation() -> Bool {
            var depth = 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsString()) {
                    guard skipString() else { return false }
                    continue
                }
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                }
                index += 1
            }
            return false
        }

        private func hashesFollow(_ count: Int, at position: Int) -> Bool {
            guard position + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[position + $0] == UInt8(ascii: "#") }
        }

        private static func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte >= 0x80
        }
    }
}

/// What a top-level declaration's braces get from `BodyBlanking`.
private enum TopLevelKind {
    /// Kept whole.
    case protocolDeclaration
    /// The members' declarations are kept, their bodies blanked.
    case extensionDeclaration
    /// Blanked inside its braces.
    case other
}
