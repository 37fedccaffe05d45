// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Reads what `ModelWriter` wrote; anything else (a truncated or foreign value) throws `Malformed`, and the
/// cache treats the entry as absent.
struct ModelReader {
    struct Malformed: Error {}

    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    mutating func int() throws(Malformed) -> Int {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard index < bytes.count, shift < 64 else { throw Malformed() }
            let byte = bytes[index]
            index += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        let value = Int(truncatingIfNeeded: Int64(bitPattern: result))
        return Int(bitPattern: UInt(bitPattern: value) >> 1) ^ -(value & 1)
    }

    /// A count of elements that follow: never more than the bytes left (each element takes one at least),
    /// so a damaged count cannot make a reader reserve memory without end.
    mutating func count() throws(Malformed) -> Int {
        let count = try int()
        guard count >= 0, count <= bytes.count - index else { throw Malformed() }
        return count
    }

    mutating func bool() throws(Malformed) -> Bool {
        guard index < bytes.count, bytes[index] <= 1 else { throw Malformed() }
        index += 1
        return bytes[index - 1] == 1
    }

    mutating func string() throws(Malformed) -> String {
        let length = try count()
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
        index += length
        return text
    }

    mutating func optionalString() throws(Malformed) -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws(Malformed) -> [String] {
        try array { reader throws(Malformed) in try reader.string() }
    }

    mutating func array<Element>(
        _ read: (inout ModelReader) throws(Malformed) -> Element
    ) throws(Malformed) -> [Element] {
        let count = try count()
        var values: [Element] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }
}
