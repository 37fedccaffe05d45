// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A cached value with its checksum in front, so that a value damaged in the store (a flipped byte, a
/// truncated row) is found before use: a rendered mock is written into the user's `Mocks/*.swift` as it is,
/// so it must never be trusted unchecked.
enum CheckedValue {
    /// The checksum's bytes: MurmurHash3's 128 bits.
    private static let checksumSize = 16

    /// `value` with its checksum in front.
    static func sealed(_ value: Data) -> Data {
        var sealed = checksum(of: value)
        sealed.append(value)
        return sealed
    }

    /// The value `sealed` holds when its checksum holds; nil when it is damaged.
    static func opened(_ sealed: Data) -> Data? {
        guard sealed.count >= checksumSize else { return nil }
        let start = sealed.startIndex
        let value = Data(sealed[(start + checksumSize)...])
        return sealed[start..<(start + checksumSize)].elementsEqual(checksum(of: value)) ? value : nil
    }

    private static func checksum(of value: Data) -> Data {
        let (high, low) = value.withUnsafeBytes { ContentKey.murmur3($0) }
        var bytes = Data(capacity: checksumSize)
        withUnsafeBytes(of: high.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: low.littleEndian) { bytes.append(contentsOf: $0) }
        return bytes
    }
}
