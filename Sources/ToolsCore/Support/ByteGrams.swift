// Copyright © 2026 Tools Authors. All rights reserved.

/// Which 2-byte sequences a buffer holds (exactly) and which 4-byte ones (hashed into a bit set sized to the
/// buffer): enough to tell that a needle is absent without searching for it.
///
/// Lint rules ask each file for a marker before anything else (about a hundred words per file), and most
/// markers are absent from most files: each such question was a search through the whole file, which cost
/// a twentieth of a cold run with every rule. Made in one pass over the bytes, this answers most of them at
/// once; a needle it cannot rule out is searched for as before (`ByteSearch`).
public struct ByteGrams: Sendable {
    /// One bit per 2-byte sequence (first byte high).
    private var pairs = [UInt64](repeating: 0, count: 65_536 / 64)
    /// One bit per hash of each 4-byte sequence.
    private var quads: [UInt64]
    /// How far a 4-byte sequence's hash is shifted to give its bit's index.
    private let quadShift: UInt32

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        // About 16 bits per byte, at least 16,384: few false positives even in a file of distinct words.
        var bits = 16_384
        while bits < bytes.count * 16, bits < 1 << 26 { bits <<= 1 }
        quads = [UInt64](repeating: 0, count: bits / 64)
        quadShift = UInt32(32 - bits.trailingZeroBitCount)
        guard bytes.count >= 2 else { return }
        var window = UInt32(bytes[0])
        pairs.withUnsafeMutableBufferPointer { pairs in
            quads.withUnsafeMutableBufferPointer { quads in
                for index in 1..<bytes.count {
                    window = window << 8 | UInt32(bytes[index])
                    let pair = Int(window & 0xFFFF)
                    pairs[pair >> 6] |= 1 << UInt64(pair & 63)
                    if index >= 3 {
                        let quad = Int(Self.hash(window) >> quadShift)
                        quads[quad >> 6] |= 1 << UInt64(quad & 63)
                    }
                }
            }
        }
    }

    /// False when `needle` cannot occur in the bytes; true when it may (or is shorter than two bytes).
    public func mayContain(_ needle: some Collection<UInt8>) -> Bool {
        guard needle.count >= 2 else { return true }
        var window: UInt32 = 0
        for (offset, byte) in needle.enumerated() {
            window = window << 8 | UInt32(byte)
            guard offset >= 1 else { continue }
            let pair = Int(window & 0xFFFF)
            guard pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { return false }
            guard offset >= 3 else { continue }
            let quad = Int(Self.hash(window) >> quadShift)
            guard quads[quad >> 6] & (1 << UInt64(quad & 63)) != 0 else { return false }
        }
        return true
    }

    /// A multiplicative hash of four bytes: its high bits are well mixed.
    private static func hash(_ window: UInt32) -> UInt32 {
        window &* 0x9E37_79B1
    }
}
