// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// No empty lines right after a line ending with an opening brace, bracket or parenthesis (or a closure's
/// `… in`), as SwiftLint's opt-in `vertical_whitespace_opening_braces`.
///
/// SwiftLint matches a pattern (a bracket, blanks or a closure signature ending the line, then line breaks each
/// followed by blanks, then a line break) and skips matches touching comments or strings; this rule scans
/// the bytes for the same matches. Lines must end with `\n` alone, as the pattern requires.
struct VerticalWhitespaceOpeningBracesRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "vertical_whitespace_opening_braces",
        name: "Vertical Whitespace after Opening Braces",
        description: "Don't include vertical whitespace (empty line) after opening braces",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("/*\n    class X {\n\n        let x = 5\n\n    }\n*/\n"),
            Example("// [1, 2].map { $0 }.filter { num in true }\n"),
            Example("""
            KingfisherManager.shared.retrieveImage(with: url, options: nil, progressBlock: nil) { image, _, _, _ in
                guard let img = image else { return }
            }

            """),
            Example("[\n1,\n2,\n3\n]\n"),
            Example("[1, 2].map { $0 }.filter { num in true }\n"),
            Example("foo({ }) { _ in\n  self.dismiss(animated: false, completion: {\n  })\n}\n"),
            Example("if x == 5 {\n  print(\"x is 5\")\n}\n"),
            Example("let text = \"\"\"\n  {\n\n  }\n  \"\"\"\n"),
            Example("if x == 5 {\r\n\r\n  print(\"x is 5\")\r\n}\r\n"),
        ],
        triggeringExamples: [
            Example("""
            KingfisherManager.shared.retrieveImage(with: url, options: nil, progressBlock: nil) { image, _, _, _ in
            ↓
                guard let img = image else { return }
            }

            """),
            Example("[\n↓\n1,\n2,\n3\n]\n"),
            Example("class X {\n  struct Y {\n↓\n    class Z {\n    }\n  }\n}\n"),
            Example("foo(\n↓\n  x: 5,\n  y:6\n)\n"),
            Example("foo({ }) { _ in\n↓\n  self.dismiss(animated: false, completion: {\n  })\n}\n"),
            Example("if x == 5 {\n↓\n\n  print(\"x is 5\")\n}\n"),
            Example("if x == 5 {  \n↓  \n  print(\"x is 5\")\n}\n"),
        ],
        corrections: [
            Correction(Example("if x == 5 {\n↓\n  print(\"x is 5\")\n}\n"), "if x == 5 {\n  print(\"x is 5\")\n}\n"),
            Correction(Example("if x == 5 {\n↓\n\n  print(\"x is 5\")\n}\n"), "if x == 5 {\n  print(\"x is 5\")\n}\n"),
            Correction(Example("struct MyStruct {\n↓\n  let x = 5\n}\n"), "struct MyStruct {\n  let x = 5\n}\n"),
            Correction(Example("[\n↓\n1,\n2\n]\n"), "[\n1,\n2\n]\n"),
            Correction(
                Example("func foo() {\n↓\n  run(5) { x in\n  ↓  \n    print(x)\n  }\n}\n"),
                "func foo() {\n  run(5) { x in\n    print(x)\n  }\n}\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("\n\n") || file.contains("\n ") || file.contains("\n\t") else { return }
        walk.atEnd { found in
            let matches = Self.matches(in: file.bytes)
            guard !matches.isEmpty else { return }
            let skipped = file.commentAndStringRanges()
            for match in matches where !skipped.anyOverlaps(match.whole) {
                // Reported at the start of the line after the bracket's, as SwiftLint reports it.
                found.add(atByte: match.blankLines.lowerBound + 1, fix: [TextEdit(match.blankLines)])
            }
        }
    }

    /// One match of SwiftLint's pattern: all of it, and the line breaks with blanks that `--fix` removes.
    private struct Match {
        var whole: Range<Int>
        var blankLines: Range<Int>
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// The pattern's matches, not overlapping, in file order.
    private static func matches(in bytes: [UInt8]) -> [Match] {
        var found: [Match] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "["),
               let match = match(at: index, in: bytes) {
                found.append(match)
                index = match.whole.upperBound
            } else {
                index += 1
            }
        }
        return found
    }

    /// The match starting at the bracket at `start`, if any.
    private static func match(at start: Int, in bytes: [UInt8]) -> Match? {
        var cursor = start + 1
        while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
        if cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") {
            guard let lineEnd = closureSignatureEnd(after: start, in: bytes) else { return nil }
            cursor = lineEnd
        }
        // Line breaks each followed by blanks; the last line break is kept, the ones before it removed.
        var breaks: [Int] = []
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\n") {
            breaks.append(cursor)
            cursor += 1
            while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
        }
        guard breaks.count >= 2, let first = breaks.first, let last = breaks.last else { return nil }
        return Match(whole: start..<(last + 1), blankLines: first..<last)
    }

    /// Where the line ends (its `\n`) when the rest of the line after the bracket at `bracket` is a closure
    /// signature as the pattern reads one: no `{`, and at least one character before a final ` in` followed
    /// by blanks only.
    private static func closureSignatureEnd(after bracket: Int, in bytes: [UInt8]) -> Int? {
        var lineEnd = bracket + 1
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") {
            if bytes[lineEnd] == UInt8(ascii: "{") { return nil }
            lineEnd += 1
        }
        guard lineEnd < bytes.count else { return nil }
        var end = lineEnd
        while end > bracket + 1, isBlank(bytes[end - 1]) { end -= 1 }
        guard end - (bracket + 1) >= 4, bytes[end - 3] == UInt8(ascii: " "), bytes[end - 2] == UInt8(ascii: "i"),
              bytes[end - 1] == UInt8(ascii: "n") else { return nil }
        return lineEnd
    }
}
