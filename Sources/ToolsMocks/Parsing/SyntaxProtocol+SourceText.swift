// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// A node's text without its outer trivia, read from the bytes its tree was parsed from.
///
/// `trimmedDescription` builds a trimmed copy of the node (a new tree, set through key paths) to print it:
/// a fifth of parsing a file, and much of rendering, where every requirement's types are read this way.
/// In a tree parsed from those bytes and never edited, the node's trimmed range holds the same text.
extension SyntaxProtocol {
    /// `trimmedDescription`, from `source`, the bytes the tree was parsed from.
    func trimmedText(in source: [UInt8]) -> String {
        let range = trimmedRange
        let start = min(range.lowerBound.utf8Offset, source.count)
        let end = min(max(range.upperBound.utf8Offset, start), source.count)
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    /// `trimmedDescription`, from `text`, the text the tree was parsed from.
    func trimmedText(in text: String) -> String {
        let range = trimmedRange
        let utf8 = text.utf8
        let count = utf8.count
        let lower = min(range.lowerBound.utf8Offset, count)
        let start = utf8.index(utf8.startIndex, offsetBy: lower)
        let end = utf8.index(start, offsetBy: min(max(range.upperBound.utf8Offset - lower, 0), count - lower))
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }
}
