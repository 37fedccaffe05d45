// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax

/// Positions to lines and columns, from the source bytes. swift-syntax's `SourceLocationConverter` builds its
/// table by recursing through the tree, which a deep tree (`a.b.b.b…` thirty thousand times) overflows.
struct SourceLines {
    private let lineStarts: [Int]
    /// Where text was taken out of the parsed text (`BodyBlanking.compacted`), in its offsets, with the
    /// running total of bytes removed up to and including each.
    private let removals: [(offset: Int, total: Int)]

    /// `count` bytes of the source removed where the parsed text is at `offset`.
    struct Removal: Equatable {
        var offset: Int
        var count: Int
    }

    /// - Parameter removals: for a tree parsed from the source with these removals (ascending offsets).
    init(_ source: String, removals: [Removal] = []) {
        var total = 0
        self.removals = removals.map { removal in
            total += removal.count
            return (removal.offset, total)
        }
        var starts = [0]
        var text = source
        text.withUTF8 { bytes in
            // `memchr` from one newline to the next: lines are tens of bytes, a loop in Swift stops at each.
            guard let base = bytes.baseAddress else { return }
            let newline = Int32(UInt8(ascii: "\n"))
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, newline, bytes.count - offset) {
                offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
    }

    func location(of node: some SyntaxProtocol) -> TextLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    func location(ofOffset parsedOffset: Int) -> TextLocation {
        let offset = parsedOffset + removed(before: parsedOffset)
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return TextLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The bytes removed at or before `offset` of the parsed text (a removal at `offset` came before the
    /// byte there: the `}` after a body).
    private func removed(before offset: Int) -> Int {
        var low = 0
        var high = removals.count
        while low < high {
            let middle = (low + high) / 2
            if removals[middle].offset <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? 0 : removals[low - 1].total
    }
}
