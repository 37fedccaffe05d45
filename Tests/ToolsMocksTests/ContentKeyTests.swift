// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
@testable import ToolsMocks

/// The mock generator's cache keys are MurmurHash3 x64 128: the algorithm's published test vectors.
@Suite(.offThePool)
struct ContentKeyTests {
    private func murmur3(_ text: String, seed: UInt32) -> (UInt64, UInt64) {
        Data(text.utf8).withUnsafeBytes { ContentKey.murmur3($0, seed: seed) }
    }

    /// A text, a seed and the hash the reference implementation gives.
    private struct Vector {
        var text: String
        var seed: UInt32
        var hash: (UInt64, UInt64)
    }

    @Test func theReferenceVectorsComeOut() {
        // Every tail length's path is taken: 13 bytes (both lanes), 28 (one block and 12), none.
        let vectors = [
            Vector(text: "Hello, world!", seed: 123, hash: (0x421C_8C73_8743_ACAD, 0xF197_32FD_D373_C3F5)),
            Vector(text: "Hello, world!", seed: 321, hash: (0xCA47_F42B_F86D_4004, 0x7920_0AEE_B954_6C79)),
            Vector(text: String(repeating: "x", count: 28), seed: 123,
                   hash: (0xDBCF_7463_BECF_7E04, 0xF66E_73E0_7751_664E)),
            Vector(text: "", seed: 123, hash: (0x8167_9D1A_4CD9_5970, 0x4BAC_E33D_BD92_F878)),
        ]
        for vector in vectors {
            let hash = murmur3(vector.text, seed: vector.seed)
            #expect(hash == vector.hash, "\(vector.text) \(vector.seed)")
        }
    }

    @Test func keysAreHexAndTellContentsApart() {
        let key = ContentKey.of(Data("protocol A {}\n".utf8))
        #expect(key.count == 32 && key.allSatisfy(\.isHexDigit))
        #expect(key == ContentKey.of("protocol A {}\n"))
        #expect(key != ContentKey.of("protocol B {}\n"))
        // One bit, and every length up to two blocks.
        var keys: Set<String> = []
        for length in 0...40 { keys.insert(ContentKey.of(String(repeating: "a", count: length))) }
        #expect(keys.count == 41)
        #expect(ContentKey.of("a") != ContentKey.of("c"))
    }
}
