// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// A replacement of a byte range of a file, as a `--fix` correction makes it.
struct TextEdit {
    /// The byte where the violation is reported: an edit on a suppressed line is not made.
    var violationOffset: Int
    var range: Range<Int>
    var replacement: String

    init(violationOffset: Int, range: Range<Int>, replacement: String) {
        self.violationOffset = violationOffset
        self.range = range
        self.replacement = replacement
    }

    /// An edit whose violation position is kept beside it (in a `SyntaxFix`), so the edit's own start stands in.
    init(_ range: Range<Int>, _ replacement: String = "") {
        self.init(violationOffset: range.lowerBound, range: range, replacement: replacement)
    }

    /// Replaces the text between two positions of the tree.
    init(from start: AbsolutePosition, to end: AbsolutePosition, with replacement: String = "") {
        self.init(start.utf8Offset..<end.utf8Offset, replacement)
    }
}

extension LintFile {
    /// The file's text with `edits` made, except those on `suppressedLines`, or nil when none is left.
    /// Overlapping edits keep the first one.
    func applying(_ edits: [TextEdit], suppressedLines: Set<Int>) -> String? {
        let kept = edits
            .filter { !suppressedLines.contains(position(ofByte: $0.violationOffset).line) }
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
        guard !kept.isEmpty else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in kept where edit.range.lowerBound >= cursor {
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: Array(edit.replacement.utf8))
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
        guard result != bytes else { return nil }
        return String(decoding: result, as: UTF8.self)
    }
}

extension LintFile {
    /// The source text between two positions of the tree.
    func text(from start: AbsolutePosition, to end: AbsolutePosition) -> String {
        String(decoding: bytes[start.utf8Offset..<max(start.utf8Offset, end.utf8Offset)], as: UTF8.self)
    }
}

extension SyntaxProtocol {
    /// Byte range of the node without its leading and trailing trivia.
    var trimmedByteRange: Range<Int> {
        positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
    }
}

extension LintFile {
    /// The source text of a node without its leading and trailing trivia.
    func trimmedText(of node: some SyntaxProtocol) -> String {
        text(from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia)
    }
}
