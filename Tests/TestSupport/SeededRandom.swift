// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A small generator with a fixed sequence per seed (SplitMix64): Swift's default generator is not
/// seedable, and a test's random choices must be reproducible from the seed it prints.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The seed named by the environment variable `variable`, else `fallback`; printed, so that a failure
    /// can be run again with the same choices (`VARIABLE=<seed> swift test --filter …`).
    public init(variable: String, fallback: UInt64, for test: String) {
        let seed = ProcessInfo.processInfo.environment[variable].flatMap(UInt64.init) ?? fallback
        print("\(test): seed \(seed) (set \(variable) to repeat or vary it)")
        self.init(seed: seed)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
