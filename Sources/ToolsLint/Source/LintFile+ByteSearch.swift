// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Rules ask these before anything else, to skip files that cannot hold a finding without decoding them.
extension LintFile {
    /// Whether the bytes contain `needle` (an ASCII marker such as `swiftlint:`).
    public func contains(_ needle: String) -> Bool {
        guard grams.mayContain(needle.utf8) else { return false }
        let search = ByteSearch(needle)
        return bytes.withUnsafeBufferPointer { search.firstOffset(in: $0) != nil }
    }

    /// The file's byte sequences (`ByteGrams`), made once: most markers rules ask for are absent from most
    /// files, and these tell so without searching the file.
    var grams: ByteGrams {
        if let cachedGrams { return cachedGrams }
        let made = bytes.withUnsafeBufferPointer(ByteGrams.init)
        cachedGrams = made
        return made
    }

    /// Offsets of every occurrence of the ASCII `needle`, occurrences not overlapping (after one match the
    /// search goes on after it).
    public func offsets(of needle: String) -> [Int] {
        offsets(of: needle, atMost: .max)
    }

    /// The first `limit` offsets of `needle`, as `offsets(of:)` finds them: for checks that only need to
    /// know whether there are more than a few.
    public func offsets(of needle: String, atMost limit: Int) -> [Int] {
        guard grams.mayContain(needle.utf8) else { return [] }
        let search = ByteSearch(needle)
        return bytes.withUnsafeBufferPointer { haystack in
            var result: [Int] = []
            var start = 0
            while result.count < limit, let offset = search.firstOffset(in: haystack, from: start) {
                result.append(offset)
                start = offset + search.count
            }
            return result
        }
    }
}
