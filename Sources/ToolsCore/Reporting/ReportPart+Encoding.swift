// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A kept part's bytes: a header line (format, renderer and build, the key of what it was rendered from,
/// the counts, the file) and the text. A warm run reads a part per file, so the header is checked as bytes.
extension ReportPart {
    private static let formatHeader = "tools-report-part 3"

    /// The start of every part `variant` renders in this build: the format, the variant and the build (a
    /// rebuilt binary may render differently under the same version number).
    public static func prefix(variant: String) -> [UInt8] {
        Array("\(formatHeader)\t\(variant) \(ToolsCore.buildIdentity)\t".utf8)
    }

    /// For a cache: what rendered the part, the `key` of what it was rendered from (a capability's cached
    /// result), its counts, its file and its text.
    public func encoded(variant: String, key: String) -> Data {
        var data = Data(Self.prefix(variant: variant))
        data.append(contentsOf: "\(key)\t\(count)\t\(errorCount)\t\(file)\n".utf8)
        data.append(text)
        return data
    }

    /// Decodes `encoded(variant:key:)`'s output when this build rendered it with the variant of `prefix`,
    /// from `key`, for `file`; nil otherwise (then the part is rendered again).
    public init?(encoded data: Data, prefix: [UInt8], key: String, file: String) {
        var key = key
        var file = file
        let header = data.withUnsafeBytes { bytes -> Header? in
            var reader = HeaderReader(bytes: bytes)
            guard reader.skip(prefix), reader.skip(&key), let count = reader.number(),
                  let errorCount = reader.number(), reader.skip(&file, ending: 0x0A) else { return nil }
            return Header(count: count, errorCount: errorCount, length: reader.cursor)
        }
        guard let header else { return nil }
        self.init(
            file: file, text: data.dropFirst(header.length), count: header.count, errorCount: header.errorCount
        )
    }

    /// Whether `data` is a part rendered with the variant of `prefix` by this build from `key`: what can be
    /// told before knowing how the file is shown.
    public static func isRendered(_ data: Data, prefix: [UInt8], from key: String) -> Bool {
        var key = key
        return data.withUnsafeBytes { bytes in
            var reader = HeaderReader(bytes: bytes)
            return reader.skip(prefix) && reader.skip(&key)
        }
    }

    private struct Header {
        var count: Int
        var errorCount: Int
        var length: Int
    }
}

/// Reads a part's header field by field.
private struct HeaderReader {
    let bytes: UnsafeRawBufferPointer
    var cursor = 0

    /// Skips `expected` if the bytes go on with it.
    mutating func skip(_ expected: [UInt8]) -> Bool {
        guard bytes.count - cursor >= expected.count,
              UnsafeRawBufferPointer(rebasing: bytes[cursor..<(cursor + expected.count)]).elementsEqual(expected)
        else { return false }
        cursor += expected.count
        return true
    }

    /// Skips `text` and the byte `ending` (a tab) if the bytes go on with them.
    mutating func skip(_ text: inout String, ending: UInt8 = 0x09) -> Bool {
        let length = text.utf8.count
        let matches = text.withUTF8 { utf8 in
            bytes.count - cursor > length
                && UnsafeRawBufferPointer(rebasing: bytes[cursor..<(cursor + length)]).elementsEqual(utf8)
                && bytes[cursor + length] == ending
        }
        if matches { cursor += length + 1 }
        return matches
    }

    /// A decimal number ended by a tab.
    mutating func number() -> Int? {
        let start = cursor
        var value = 0
        while cursor < bytes.count, bytes[cursor] != 0x09 {
            let digit = bytes[cursor]
            guard digit >= 0x30, digit <= 0x39, cursor - start < 18 else { return nil }
            value = value * 10 + Int(digit - 0x30)
            cursor += 1
        }
        guard cursor > start, cursor < bytes.count else { return nil }
        cursor += 1
        return value
    }
}
