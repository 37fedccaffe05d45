// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Finding an ASCII needle in a file's bytes. Rules ask `LintFile.contains(_:)` before anything else to
/// skip files that cannot hold a finding, about a hundred times per file, so the scan runs on `memchr`
/// (vectorized in the C library) for the needle's first byte and compares the rest only there.
enum ByteSearch {
    /// The offset of the first occurrence of `needle` in `haystack` at or after `start`, or nil.
    static func firstOffset(
        of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int = 0
    ) -> Int? {
        guard let needleBase = needle.baseAddress, let base = haystack.baseAddress, !needle.isEmpty,
              haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        let first = Int32(needle[0])
        let last = haystack.count - needle.count
        var index = start
        while index <= last {
            // Only positions where the whole needle still fits are searched for its first byte.
            guard let found = memchr(base + index, first, last - index + 1) else { return nil }
            let offset = base.distance(to: UnsafeRawPointer(found))
            if needle.count == 1 || memcmp(base + offset + 1, needleBase + 1, needle.count - 1) == 0 {
                return offset
            }
            index = offset + 1
        }
        return nil
    }
}

extension LintFile {
    /// Whether the bytes contain `needle` (an ASCII marker such as `swiftlint:`), without decoding.
    public func contains(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { needleBytes in
            bytes.withUnsafeBytes { ByteSearch.firstOffset(of: UnsafeRawBufferPointer(needleBytes), in: $0) != nil }
        }
    }

    /// Offsets of every occurrence of the ASCII `needle`, occurrences not overlapping (after one match the
    /// search goes on after it).
    public func offsets(of needle: String) -> [Int] {
        offsets(of: needle, atMost: .max)
    }

    /// The first `limit` offsets of `needle`, as `offsets(of:)` finds them: for checks that only need to
    /// know whether there are more than a few.
    public func offsets(of needle: String, atMost limit: Int) -> [Int] {
        var needle = needle
        return needle.withUTF8 { needleBytes in
            bytes.withUnsafeBytes { haystack in
                let pattern = UnsafeRawBufferPointer(needleBytes)
                var result: [Int] = []
                var start = 0
                while result.count < limit {
                    guard let offset = ByteSearch.firstOffset(of: pattern, in: haystack, from: start) else { break }
                    result.append(offset)
                    start = offset + pattern.count
                }
                return result
            }
        }
    }
}
