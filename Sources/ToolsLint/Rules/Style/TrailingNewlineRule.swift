// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A file ends with exactly one line break, as SwiftLint's `trailing_newline`.
struct TrailingNewlineRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "trailing_newline",
        name: "Trailing Newline",
        description: "Files should have a single trailing newline",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("struct Empty {}\n"),
            Example("\n"),
        ],
        triggeringExamples: [
            Example("↓struct Empty {}"),
            Example("struct Empty {}\n\n↓\n"),
            Example("struct Empty {}\n↓    "),
        ],
        corrections: [
            Correction(Example("↓struct Empty {}"), "struct Empty {}\n"),
            Correction(Example("struct Empty {}\n\n↓\n"), "struct Empty {}\n"),
            Correction(Example("struct Empty {}\n↓    "), "struct Empty {}\n    \n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let bytes = file.bytes
        let count = Self.trailingBreaks(in: bytes)
        guard !bytes.isEmpty, count != 1 else { return }
        walk.atEnd { found in
            // `--fix` adds the missing line break or removes the extra ones.
            let end = bytes.count
            let fix = count == 0 ? TextEdit(end..<end, "\n") : TextEdit((end - count + 1)..<end)
            // SwiftLint reports the last line without a column; column 0 stands for "no column".
            found.add(line: max(Self.lineCount(of: bytes), 1), column: 0, fix: [fix])
        }
    }

    private static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// Line break characters at the end, `\r` and `\n` counted apart as SwiftLint counts them.
    private static func trailingBreaks(in bytes: [UInt8]) -> Int {
        var count = 0
        for byte in bytes.reversed() {
            guard isBreak(byte) else { break }
            count += 1
        }
        return count
    }

    /// Lines as SwiftLint counts them for this rule: every `\r` and `\n` ends one.
    private static func lineCount(of bytes: [UInt8]) -> Int {
        let breaks = bytes.reduce(0) { $0 + (isBreak($1) ? 1 : 0) }
        return breaks + (bytes.last.map(isBreak) == true ? 0 : 1)
    }
}
