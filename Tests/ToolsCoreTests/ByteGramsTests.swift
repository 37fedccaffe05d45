// Copyright © 2026 Tools Authors. All rights reserved.

import TestSupport
import Testing
import ToolsCore

/// `ByteGrams` never calls a present needle absent (rules would then miss findings), and rules most absent
/// ones out (which is what it is for).
@Suite(.offThePool)
struct ByteGramsTests {
    @Test func everyNeedleThatOccursMayOccur() {
        var generator = SeededGenerator(seed: 24)
        print("seed 24")
        // Text from a small alphabet, so that many needles occur and many almost occur.
        let alphabet = Array("abcde {}()\n\r".utf8)
        for length in [0, 1, 2, 3, 4, 5, 64, 5_000] {
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let grams = bytes.withUnsafeBufferPointer(ByteGrams.init)
            for _ in 0..<400 {
                let needleLength = 1 + Int(generator.next() % 7)
                let needle = (0..<needleLength).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                if Self.occurs(needle, in: bytes) {
                    #expect(grams.mayContain(needle), "\(needle) occurs in \(length) bytes")
                }
            }
        }
    }

    @Test func absentWordsAreRuledOut() {
        let source = Array("import Foundation\n\nstruct Point {\n    var x: Int\n    var y: Int\n}\n".utf8)
        let grams = source.withUnsafeBufferPointer(ByteGrams.init)
        for present in ["struct", "var x", "Foundation", "\n}", "}\n"] {
            #expect(grams.mayContain(Array(present.utf8)))
        }
        let absent = ["intersection", "XCTest", "\r\n", "swiftlint:", "override", "class"]
        #expect(absent.allSatisfy { !grams.mayContain(Array($0.utf8)) })
        // Shorter than two bytes: never ruled out.
        #expect(grams.mayContain(Array("q".utf8)))
    }

    private static func occurs(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard needle.count <= bytes.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in
            bytes[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
