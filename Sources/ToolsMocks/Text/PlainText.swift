// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Substring checks on the short texts rendering asks about for every requirement (types, names), by bytes
/// when the text is plain (`ASCIILines.isPlain`: then bytes and `Character`s are one to one, and the answer
/// is Foundation's), and by Foundation otherwise. Foundation's `contains` goes through `NSString` search.
enum PlainText {
    /// `text.contains(needle)`.
    static func contains(_ needle: String, in text: String) -> Bool {
        var copy = text
        var wantedCopy = needle
        let answer: Bool? = copy.withUTF8 { bytes in
            wantedCopy.withUTF8 { wanted in
                guard ASCIILines.isPlain(bytes), ASCIILines.isPlain(wanted) else { return nil }
                guard let first = wanted.first else { return false }
                var start = 0
                while start + wanted.count <= bytes.count {
                    if bytes[start] == first, (1..<wanted.count).allSatisfy({ bytes[start + $0] == wanted[$0] }) {
                        return true
                    }
                    start += 1
                }
                return false
            }
        }
        return answer ?? text.contains(needle)
    }

    /// `text` without backticks: most names have none, and are returned as they are.
    static func removingBackticks(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "`")) ? text.replacingOccurrences(of: "`", with: "") : text
    }
}
