// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A space after the slashes of a line comment, as SwiftLint's `comment_spacing`. Playground markup
/// (`//:`) and lines of slashes are fine.
struct CommentSpacingRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "comment_spacing",
        name: "Comment Spacing",
        description: "Prefer at least one space after slashes for comments",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("// Loads the cart\n"),
            Example("/// Loads the cart\n"),
            Example("/// Loads the cart\n///   - Parameter id: the cart\n"),
            Example("//////////////////////\n// Cart\n//////////////////////\n"),
            Example("//: Playground prose\n"),
            Example("//:#localized(key: \"Prose\")\n"),
            Example("//\n"),
            Example("/*Block comment*/\n"),
            Example("/*:\n Playground prose\n*/\n"),
            Example("let url = \"https://example.com\" // see https://example.com\n"),
            Example("let text = \"//not a comment\"\n"),
        ],
        triggeringExamples: [
            Example("//↓Loads the cart\n"),
            Example("///↓Loads the cart\n"),
            Example("//↓🛒 cart\n"),
            Example("func load() {\n    //↓Loads the cart\n}\n//↓Loads the order\n"),
            Example("/// Loads the cart\n///↓Returns nothing\n"),
            Example("//↓- Note: the cart\n"),
            Example("//:↓Playground prose\n"),
            Example("let total = 0 //↓in cents\n"),
        ],
        corrections: [
            Correction(Example("//↓Loads the cart\n"), "// Loads the cart\n"),
            Correction(Example("//↓- Note: the cart\n"), "// - Note: the cart\n"),
            Correction(
                Example("/// Loads the cart\n///↓Returns nothing\n"), "/// Loads the cart\n/// Returns nothing\n"
            ),
            Correction(Example("//:↓Playground prose\n"), "//: Playground prose\n"),
            Correction(
                Example("func load() {\n    //↓Loads the cart\n}\n//↓Loads the order\n"),
                "func load() {\n    // Loads the cart\n}\n// Loads the order\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let starts = file.offsets(of: "//")
        guard !starts.isEmpty else { return }
        walk.atEnd { found in
            for offset in Self.missingSpaces(in: file, starts: starts) {
                found.add(atByte: offset, fix: [TextEdit(offset..<offset, " ")])
            }
        }
    }

    /// Offsets where a space is missing: after the slashes (and a playground colon) of a line comment.
    private static func missingSpaces(in file: LintFile, starts: [Int]) -> [Int] {
        let bytes = file.bytes
        let slash = UInt8(ascii: "/")
        var result: [Int] = []
        for start in starts where start == 0 || bytes[start - 1] != slash {
            var index = start
            while index < bytes.count, bytes[index] == slash { index += 1 }
            guard index < bytes.count, !isSpace(in: file, at: index) else { continue }
            if bytes[index] == UInt8(ascii: ":") {
                index += 1
                guard index < bytes.count, !isSpace(in: file, at: index), bytes[index] != UInt8(ascii: "#")
                else { continue }
            }
            // Only now the tree: the slashes must open a comment (not sit in a string or inside a comment).
            guard let comment = file.comment(atByte: start), comment.start == start else { continue }
            result.append(index)
        }
        return result
    }
    /// Whether the character at `offset` is white space or a line break (Unicode's, as regex `\s`).
    private static func isSpace(in file: LintFile, at offset: Int) -> Bool {
        let byte = file.bytes[offset]
        if byte < 0x80 { return byte == 0x20 || (0x09...0x0D).contains(byte) }
        var end = offset + 1
        while end < file.bytes.count, file.bytes[end] & 0xC0 == 0x80 { end += 1 }
        let scalar = String(decoding: file.bytes[offset..<end], as: UTF8.self).unicodeScalars.first
        return scalar?.properties.isWhitespace == true
    }
}
