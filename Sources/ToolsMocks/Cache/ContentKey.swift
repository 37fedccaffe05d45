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
        let multiplierA: UInt64 = 0x87C3_7B91_1142_53D5
        let multiplierB: UInt64 = 0x4CF5_AD43_2745_937F
        var stateA = UInt64(seed)
        var stateB = UInt64(seed)
        let blocks = bytes.count / 16
        for block in 0..<blocks {
            var blockA = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16, as: UInt64.self))
            var blockB = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16 + 8, as: UInt64.self))
            blockA = rotated(blockA &* multiplierA, 31) &* multiplierB
            stateA ^= blockA
            stateA = (rotated(stateA, 27) &+ stateB) &* 5 &+ 0x52DC_E729
            blockB = rotated(blockB &* multiplierB, 33) &* multiplierA
            stateB ^= blockB
            stateB = (rotated(stateB, 31) &+ stateA) &* 5 &+ 0x3849_5AB5
        }
        // The last 0 to 15 bytes: the first eight into `blockA`, the rest into `blockB`, little-endian.
        let tail = blocks * 16
        let remaining = bytes.count - tail
        var blockA: UInt64 = 0
        var blockB: UInt64 = 0
        for index in stride(from: remaining - 1, through: 0, by: -1) {
            let byte = UInt64(bytes[tail + index])
            if index >= 8 { blockB |= byte << (8 * UInt64(index - 8)) } else { blockA |= byte << (8 * UInt64(index)) }
        }
        if remaining > 8 { stateB ^= rotated(blockB &* multiplierB, 33) &* multiplierA }
        if remaining > 0 { stateA ^= rotated(blockA &* multiplierA, 31) &* multiplierB }
        stateA ^= UInt64(bytes.count)
        stateB ^= UInt64(bytes.count)
        stateA &+= stateB
        stateB &+= stateA
        stateA = mixed(stateA)
        stateB = mixed(stateB)
        stateA &+= stateB
        stateB &+= stateA
        return (stateA, stateB)
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
