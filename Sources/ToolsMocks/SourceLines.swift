// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// Line and column (1-based, UTF-8 columns as the compiler reports them) of a position in one file.
struct TextLocation: Hashable, Sendable {
    var line: Int
    var column: Int
}

/// Positions to lines and columns, from the source bytes. swift-syntax's `SourceLocationConverter` builds its
/// table by recursing through the tree, which a deep tree (`a.b.b.b…` thirty thousand times) overflows.
struct SourceLines {
    private let lineStarts: [Int]

    init(_ source: String) {
        var starts = [0]
        var text = source
        text.withUTF8 { bytes in
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
                starts.append(offset + 1)
            }
        }
        lineStarts = starts
    }

    func location(of node: some SyntaxProtocol) -> TextLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    func location(ofOffset offset: Int) -> TextLocation {
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return TextLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }
}
