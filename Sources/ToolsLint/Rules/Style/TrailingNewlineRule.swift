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
            Example("struct Empty {}\r\n"),
            Example("struct Empty {}\r"),
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
            Correction(Example("struct Empty {}\r\n\r\n↓\r\n"), "struct Empty {}\r\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let bytes = file.bytes
        let breaks = Self.trailingBreaks(in: bytes)
        guard !bytes.isEmpty, breaks.count != 1 else { return }
        walk.atEnd { found in
            // `--fix` adds the missing line break or removes the extra ones (the engine writes the file's style).
            let end = bytes.count
            let fix = breaks.count == 0 ? TextEdit(end..<end, "\n") : TextEdit(breaks.firstEnd..<end)
            // SwiftLint reports the last line without a column; column 0 stands for "no column".
            found.add(line: max(Self.lineCount(of: bytes), 1), column: 0, fix: [fix])
        }
    }

    private static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// Line breaks at the end, `\r\n` counted as one (SwiftLint counts its two characters apart and so
    /// reports every CRLF file), and where the first of them ends.
    private static func trailingBreaks(in bytes: [UInt8]) -> (count: Int, firstEnd: Int) {
        var count = 0
        var index = bytes.count
        var firstEnd = index
        while index > 0, isBreak(bytes[index - 1]) {
            firstEnd = index
            let isPair = bytes[index - 1] == 0x0A && index > 1 && bytes[index - 2] == 0x0D
            index -= isPair ? 2 : 1
            count += 1
        }
        return (count, firstEnd)
    }

    /// Lines as SwiftLint counts them for this rule: every `\r\n`, lone `\r` and `\n` ends one.
    private static func lineCount(of bytes: [UInt8]) -> Int {
        var breaks = 0
        for index in bytes.indices where bytes[index] == 0x0A || (bytes[index] == 0x0D
            && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
            breaks += 1
        }
        return breaks + (bytes.last.map(isBreak) == true ? 0 : 1)
    }
}
