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
            // A file of one line break is an empty file, which SwiftLint's rules skip.
            Example("\n"),
        ],
        triggeringExamples: [
            Example("↓\n// Cart\n"),
            Example("↓  import Cart\n"),
            Example("↓\t\n\nimport Cart\n"),
            Example("↓\u{00A0}import Cart\n"),
            Example("↓\u{200B}import Cart\n"),
            Example("↓\n\n"),
        ],
        corrections: [
            Correction(Example("↓\n  // Cart\n"), "// Cart\n"),
            Correction(Example("↓\t\n\nimport Cart\n"), "import Cart\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        // SwiftLint does not run its rules on an empty file, and a lone line break is one.
        if file.bytes == [0x0A] { return }
        let count = Self.leadingWhitespace(in: file)
        guard count > 0 else { return }
        let end = (file.hasByteOrderMark ? 3 : 0) + count
        walk.atEnd { found in
            // SwiftLint reports the first line without a column; column 0 stands for "no column". The fix
            // drops a byte order mark too, as it always has.
            found.add(line: 1, column: 0, fix: [TextEdit(0..<end)])
        }
    }

    /// Bytes of whitespace and line breaks at the start of the file (after a byte order mark), as
    /// Foundation's `whitespacesAndNewlines` counts them: the Unicode spaces (no-break, ideographic, zero
    /// width…) too.
    private static func leadingWhitespace(in file: LintFile) -> Int {
        let start = file.hasByteOrderMark ? 3 : 0
        let bytes = file.bytes
        var index = start
        while index < bytes.count {
            if bytes[index] < 0x80 {
                guard [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(bytes[index]) else { break }
                index += 1
                continue
            }
            var iterator = bytes[index...].makeIterator()
            var decoder = Unicode.UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator), unicodeSpaces.contains(scalar.value)
            else { break }
            index += UTF8.width(scalar)
        }
        return index - start
    }

    /// The non-ASCII members of `CharacterSet.whitespacesAndNewlines` as SwiftLint's Linux build reads them.
    private static let unicodeSpaces: Set<UInt32> = [
        0x85, 0xA0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A,
        0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000,
    ]
}
