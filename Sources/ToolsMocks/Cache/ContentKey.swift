// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The hashes the mock generator's caches are keyed by: a file's content, a model's bytes, an output file,
/// a render key's parts. MurmurHash3 (x64, 128 bits), as 32 hex digits.
///
/// They only tell contents apart for the caches of one machine: no one gains by making two files collide
/// (the generated mocks are the user's own code). Git's blob ids (`ContentHash`, SHA-1 with collision
/// detection), which lint needs to match the index, cost a cold run about a tenth of its CPU time here, for
/// the 10 MB of files that mention `protocol`; this hash is about ten times faster.
enum ContentKey {
    static func of(_ data: Data) -> String {
        data.withUnsafeBytes { hex(murmur3(UnsafeRawBufferPointer($0))) }
    }

    static func of(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hex(murmur3(UnsafeRawBufferPointer($0))) }
    }

    /// MurmurHash3_x64_128 of `bytes` (Austin Appleby's public-domain algorithm), little-endian blocks.
    static func murmur3(_ bytes: UnsafeRawBufferPointer, seed: UInt32 = 0) -> (UInt64, UInt64) {
        let c1: UInt64 = 0x87C3_7B91_1142_53D5
        let c2: UInt64 = 0x4CF5_AD43_2745_937F
        var h1 = UInt64(seed)
        var h2 = UInt64(seed)
        let blocks = bytes.count / 16
        for block in 0..<blocks {
            var k1 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16, as: UInt64.self))
            var k2 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16 + 8, as: UInt64.self))
            k1 = rotated(k1 &* c1, 31) &* c2
            h1 ^= k1
            h1 = (rotated(h1, 27) &+ h2) &* 5 &+ 0x52DC_E729
            k2 = rotated(k2 &* c2, 33) &* c1
            h2 ^= k2
            h2 = (rotated(h2, 31) &+ h1) &* 5 &+ 0x3849_5AB5
        }
        // The last 0 to 15 bytes: the first eight into `k1`, the rest into `k2`, little-endian.
        let tail = blocks * 16
        let remaining = bytes.count - tail
        var k1: UInt64 = 0
        var k2: UInt64 = 0
        for index in stride(from: remaining - 1, through: 0, by: -1) {
            let byte = UInt64(bytes[tail + index])
            if index >= 8 { k2 |= byte << (8 * UInt64(index - 8)) } else { k1 |= byte << (8 * UInt64(index)) }
        }
        if remaining > 8 { h2 ^= rotated(k2 &* c2, 33) &* c1 }
        if remaining > 0 { h1 ^= rotated(k1 &* c1, 31) &* c2 }
        h1 ^= UInt64(bytes.count)
        h2 ^= UInt64(bytes.count)
        h1 &+= h2
        h2 &+= h1
        h1 = mixed(h1)
        h2 = mixed(h2)
        h1 &+= h2
        h2 &+= h1
        return (h1, h2)
    }

    private static func rotated(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }

    /// The finalization mix: every input bit reaches every output bit.
    private static func mixed(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }

    private static func hex(_ hash: (UInt64, UInt64)) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8](repeating: 0, count: 32)
        for (offset, word) in [hash.0, hash.1].enumerated() {
            for index in 0..<16 {
                text[offset * 16 + index] = digits[Int((word >> (60 - 4 * UInt64(index))) & 0xF)]
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
