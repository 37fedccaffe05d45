// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A JSON document written byte for byte as Foundation's `JSONSerialization` writes it with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` — SwiftLint's JSON reporter output, which
/// scripts diff against ours.
///
/// Why not `JSONSerialization` itself: for 57,000 findings it spends seconds bridging dictionaries and
/// sorting every object's keys with a locale-aware comparison, most of a warm lint run. Here an object's key
/// order is computed once per distinct key list with that same comparison, and the text goes straight into
/// a byte buffer.
public indirect enum PrettyJSON: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case null
    case array([PrettyJSON])
    /// Keys in any order; they are written sorted as `.sortedKeys` sorts them.
    case object([(key: String, value: PrettyJSON)])

    public static func == (lhs: PrettyJSON, rhs: PrettyJSON) -> Bool {
        switch (lhs, rhs) {
        case let (.string(left), .string(right)): left == right
        case let (.integer(left), .integer(right)): left == right
        case (.null, .null): true
        case let (.array(left), .array(right)): left == right
        case let (.object(left), .object(right)):
            left.map(\.key) == right.map(\.key) && left.map(\.value) == right.map(\.value)
        default: false
        }
    }

    /// `value` as a string, `null` when nil.
    public static func string(_ value: String?) -> PrettyJSON { value.map(PrettyJSON.string) ?? .null }

    /// `value` as a number, `null` when nil.
    public static func integer(_ value: Int?) -> PrettyJSON { value.map(PrettyJSON.integer) ?? .null }

    /// The document's text, without a trailing newline (as `JSONSerialization` produces it).
    public func rendered() -> String {
        var writer = Writer()
        writer.write(self, depth: 0)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Whether `lhs` sorts before `rhs` under `.sortedKeys`: Foundation compares keys numerically and
    /// case-insensitively in the system locale, so `"B"` follows `"a"` and `"k10"` follows `"k9"`.
    static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        let options: String.CompareOptions = [.numeric, .caseInsensitive, .forcedOrdering]
        return lhs.compare(rhs, options: options, range: lhs.startIndex..<lhs.endIndex, locale: NSLocale.system)
            == .orderedAscending
    }

    /// Writes JSON text as `rendered()` does; also used directly by writers of many objects of one shape
    /// (`JSONReporter`), which skip building a `PrettyJSON` value (a boxed enum) for each field.
    struct Writer {
        var bytes: [UInt8] = []
        /// Key list → the order to write its entries in; reporters repeat one key list per finding.
        var keyOrders: [[String]: [Int]] = [:]

        init() { bytes.reserveCapacity(1 << 16) }

        mutating func write(_ value: PrettyJSON, depth: Int) {
            switch value {
            case let .string(text): writeString(text)
            case let .integer(number): bytes.append(contentsOf: String(number).utf8)
            case .null: bytes.append(contentsOf: "null".utf8)
            case let .array(elements): writeArray(elements, depth: depth)
            case let .object(entries): writeObject(entries, depth: depth)
            }
        }

        private mutating func writeArray(_ elements: [PrettyJSON], depth: Int) {
            writeOpening(UInt8(ascii: "["))
            writeElements(elements, depth: depth)
            writeClosing(UInt8(ascii: "]"), depth: depth)
        }

        /// The elements of an array at `depth`, without its brackets and the line breaks next to them.
        private mutating func writeElements(_ elements: [PrettyJSON], depth: Int) {
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
                indent(depth + 1)
                write(element, depth: depth + 1)
            }
        }

        private mutating func writeObject(_ entries: [(key: String, value: PrettyJSON)], depth: Int) {
            writeOpening(UInt8(ascii: "{"))
            for (position, index) in order(of: entries).enumerated() {
                writeKey(entries[index].key, first: position == 0, depth: depth + 1)
                write(entries[index].value, depth: depth + 1)
            }
            writeClosing(UInt8(ascii: "}"), depth: depth)
        }

        /// The closing bracket on its own line; so an empty container is its brackets around an empty line,
        /// as Foundation writes it.
        mutating func writeClosing(_ bracket: UInt8, depth: Int) {
            bytes.append(UInt8(ascii: "\n"))
            indent(depth)
            bytes.append(bracket)
        }

        private mutating func order(of entries: [(key: String, value: PrettyJSON)]) -> [Int] {
            let keys = entries.map(\.key)
            if let known = keyOrders[keys] { return known }
            let sorted = keys.indices.sorted { PrettyJSON.keyPrecedes(keys[$0], keys[$1]) }
            keyOrders[keys] = sorted
            return sorted
        }

        /// Starts an object's entry at `depth` (the object's own depth plus one): the separator before all
        /// but the first, the indent, the key and the colon; its value follows.
        mutating func writeKey(_ key: String, first: Bool, depth: Int) {
            if !first { bytes.append(contentsOf: ",\n".utf8) }
            indent(depth)
            writeString(key)
            bytes.append(contentsOf: " : ".utf8)
        }

        /// A container's opening bracket and the line break after it.
        mutating func writeOpening(_ bracket: UInt8) {
            bytes.append(bracket)
            bytes.append(UInt8(ascii: "\n"))
        }

        /// `text` as a string, `null` when nil.
        mutating func writeString(_ text: String?) {
            guard let text else { return bytes.append(contentsOf: "null".utf8) }
            writeString(text)
        }

        /// `number` as an integer, `null` when nil.
        mutating func writeInteger(_ number: Int?) {
            guard let number else { return bytes.append(contentsOf: "null".utf8) }
            bytes.append(contentsOf: String(number).utf8)
        }

        mutating func indent(_ depth: Int) {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        }

        mutating func writeString(_ text: String) {
            var text = text
            // The bytes in place (a native string's are contiguous): a tight loop over them, not the generic
            // one over a `UTF8View`, which a report of every rule's findings spent a percent of its run in.
            text.withUTF8 { utf8 in writeString(utf8: utf8) }
        }

        private mutating func writeString(utf8: UnsafeBufferPointer<UInt8>) {
            bytes.append(UInt8(ascii: "\""))
            // Most strings hold nothing to escape: appended whole, not byte by byte.
            if !utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) {
                bytes.append(contentsOf: utf8)
                bytes.append(UInt8(ascii: "\""))
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
                case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
                case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
                case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
                case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
                case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
                case ..<0x20:
                    bytes.append(contentsOf: #"\u00"#.utf8)
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0x0F)])
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }

        private static let hexDigits = Array("0123456789abcdef".utf8)
    }
}
