// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// UTF-8 validation that builds on macOS 14: `String(validating:as:)` is macOS 15 API (`Package.swift`
/// declares macOS 14), and `String(bytes:encoding:)` goes through Foundation's slower converters, while lint
/// checks every file it reads.
public enum StrictUTF8 {
    /// The text of `bytes` when they are valid UTF-8, nil otherwise (never repaired).
    ///
    /// `String(decoding:as:)` validates with the standard library's vectorized fast path and repairs what is
    /// invalid with U+FFFD; the bytes came through unchanged exactly when the result's UTF-8 equals them
    /// (a length check alone is not enough: a truncated 3-byte sequence is repaired to 3 bytes).
    public static func string<Bytes: Collection>(_ bytes: Bytes) -> String? where Bytes.Element == UInt8 {
        var text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.count == bytes.count else { return nil }
        // Both sides contiguous (always, for arrays and native strings): one `memcmp`.
        let same = bytes.withContiguousStorageIfAvailable { input in
            text.withUTF8 { output in
                guard let first = input.baseAddress, let second = output.baseAddress else { return true }
                return memcmp(first, second, input.count) == 0
            }
        } ?? text.utf8.elementsEqual(bytes)
        return same ? text : nil
    }

    /// Whether `bytes` are valid UTF-8.
    public static func isValid(_ bytes: [UInt8]) -> Bool {
        string(bytes) != nil
    }
}
