// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The byte form the model cache stores (`FileModels.encoded`): every value in a fixed order, integers as
/// variable-length numbers, strings as a length and UTF-8, no field names.
///
/// A first run encodes every parsed file's models and a changed file's run decodes every cached file's:
/// JSON with sorted keys cost a first run about a tenth of its time, this costs a fraction of that. Equal
/// models are equal bytes (dictionaries are written in key order), so the bytes are also their digest's input.
struct ModelWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    /// LEB128, zigzag-mapped: small numbers of either sign take one byte.
    mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func string(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    mutating func array<Element>(_ values: [Element], _ write: (inout ModelWriter, Element) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }
}
