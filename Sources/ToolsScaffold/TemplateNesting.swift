// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The bounds a template is held to before Stencil sees it. Stencil parses nested blocks by recursion, and
/// its parse is quadratic in the depth: thousands of nested `{% if %}` overflow the stack. One pass over the
/// tags finds the first block that opens past `maximumDepth`; the file's size is checked before it is read.
enum TemplateNesting {
    /// The deepest nesting of blocks a template may have; templates nest a handful.
    static let maximumDepth = 64
    /// The largest template file read (1 MB); templates are a few kilobytes.
    static let maximumBytes = 1 << 20

    /// The tags that open a block Stencil closes with `end…`.
    private static let openers: Set<String> = ["if", "ifnot", "for", "filter", "block"]

    /// The position (1-based line and column) of the first tag that opens a block deeper than `limit`, nil
    /// when the template stays within it. Comments and variables are skipped; tags are not checked for
    /// balance (Stencil reports that, with its position).
    static func firstTooDeep(in text: String, limit: Int = maximumDepth) -> SourcePosition? {
        var text = text
        return text.withUTF8 { bytes in
            var depth = 0
            var line = 1
            var column = 1
            var index = 0
            let open = UInt8(ascii: "{"), percent = UInt8(ascii: "%"), hash = UInt8(ascii: "#")
            while index < bytes.count {
                let byte = bytes[index]
                if byte == open, index + 1 < bytes.count, bytes[index + 1] == percent || bytes[index + 1] == hash {
                    let closer = bytes[index + 1]
                    let start = (line, column)
                    guard let end = closing(closer, in: bytes, from: index + 2) else { return nil }
                    if closer == percent {
                        let word = firstWord(bytes, from: index + 2, to: end)
                        if word.hasPrefix("end") {
                            depth = max(depth - 1, 0)
                        } else if openers.contains(word) {
                            depth += 1
                            if depth > limit { return SourcePosition(line: start.0, column: start.1) }
                        }
                    }
                    // Advance over the tag, counting its lines.
                    while index < end + 2 {
                        advance(bytes[index], line: &line, column: &column)
                        index += 1
                    }
                    continue
                }
                advance(byte, line: &line, column: &column)
                index += 1
            }
            return nil
        }
    }

    private static func advance(_ byte: UInt8, line: inout Int, column: inout Int) {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // Columns count characters (Unicode scalars): a continuation byte is part of the one before.
            column += 1
        }
    }

    /// The index of the `%}` or `#}` that closes a tag whose content starts at `start`.
    private static func closing(_ marker: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == marker, bytes[index + 1] == UInt8(ascii: "}") { return index }
            index += 1
        }
        return nil
    }

    /// The tag's first word, after the whitespace and the `-` of whitespace control.
    private static func firstWord(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        var index = start
        while index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == 0x20 || bytes[index] == 0x09
            || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
        var wordEnd = index
        while wordEnd < end, wordEnd - index < 16, (bytes[wordEnd] | 0x20) >= UInt8(ascii: "a"),
              (bytes[wordEnd] | 0x20) <= UInt8(ascii: "z") { wordEnd += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<wordEnd]), as: UTF8.self)
    }
}
