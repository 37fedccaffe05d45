// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// A replacement of a byte range of a file, as a `--fix` correction makes it. A finding carries the edits
/// that correct it (`RuleFindings.add(…, fix:)`); the engine applies them unless the finding's line is
/// suppressed.
public struct TextEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(_ range: Range<Int>, _ replacement: String = "") {
        self.range = range
        self.replacement = replacement
    }

    /// Replaces the text between two positions of the tree.
    public init(from start: AbsolutePosition, to end: AbsolutePosition, with replacement: String = "") {
        self.init(start.utf8Offset..<end.utf8Offset, replacement)
    }

    /// Replaces a node's text without its leading and trailing trivia.
    public init(replacing node: some SyntaxProtocol, with replacement: String) {
        self.init(node.trimmedByteRange, replacement)
    }
}

extension LintFile {
    /// The file's text with `fixes` made, or nil when nothing changes. Each fix is a group of edits made
    /// together: fixes are taken in the order they start, and one overlapping a fix already taken (nested
    /// or interleaved violations) is left for the next `--fix` run.
    func applying(_ fixes: [[TextEdit]]) -> String? {
        let ordered = fixes.filter { !$0.isEmpty }.map { $0.sorted { $0.range.lowerBound < $1.range.lowerBound } }
            .sorted { ($0.first?.range.lowerBound ?? 0) < ($1.first?.range.lowerBound ?? 0) }
        guard !ordered.isEmpty else { return nil }
        var kept: [TextEdit] = []
        var cursor = 0
        for fix in ordered where (fix.first?.range.lowerBound ?? 0) >= cursor {
            kept += fix
            cursor = fix.map(\.range.upperBound).max() ?? cursor
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var offset = 0
        let sorted = kept.sorted { $0.range.lowerBound < $1.range.lowerBound }
        for edit in sorted where edit.range.lowerBound >= offset {
            result.append(contentsOf: bytes[offset..<edit.range.lowerBound])
            result.append(contentsOf: Array(edit.replacement.utf8))
            offset = edit.range.upperBound
        }
        result.append(contentsOf: bytes[offset...])
        guard result != bytes else { return nil }
        return String(decoding: result, as: UTF8.self)
    }

    /// The source text between two positions of the tree.
    func text(from start: AbsolutePosition, to end: AbsolutePosition) -> String {
        String(decoding: bytes[start.utf8Offset..<max(start.utf8Offset, end.utf8Offset)], as: UTF8.self)
    }

    /// The source text of a node without its leading and trailing trivia.
    func trimmedText(of node: some SyntaxProtocol) -> String {
        text(from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia)
    }
}

extension SyntaxProtocol {
    /// Byte range of the node without its leading and trailing trivia.
    var trimmedByteRange: Range<Int> {
        positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
    }
}
