// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A file starts with its first character, not with spaces or empty lines, as SwiftLint's `leading_whitespace`.
struct LeadingWhitespaceRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "leading_whitespace",
        name: "Leading Whitespace",
        description: "Files should not contain leading whitespace",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("// Cart\n"),
            Example("import Cart\n"),
        ],
        triggeringExamples: [
            Example("↓\n// Cart\n"),
            Example("↓  import Cart\n"),
            Example("↓\t\n\nimport Cart\n"),
        ],
        corrections: [
            Correction(Example("↓\n  // Cart\n"), "// Cart\n"),
            Correction(Example("↓\t\n\nimport Cart\n"), "import Cart\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let count = Self.leadingWhitespace(in: file)
        guard count > 0 else { return }
        let end = (file.hasByteOrderMark ? 3 : 0) + count
        walk.atEnd { found in
            // SwiftLint reports the first line without a column; column 0 stands for "no column". The fix
            // drops a byte order mark too, as it always has.
            found.add(line: 1, column: 0, fix: [TextEdit(0..<end)])
        }
    }

    /// Bytes of spaces, tabs and line breaks at the start of the file (after a byte order mark).
    private static func leadingWhitespace(in file: LintFile) -> Int {
        let start = file.hasByteOrderMark ? 3 : 0
        var index = start
        while index < file.bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(file.bytes[index]) { index += 1 }
        return index - start
    }
}
