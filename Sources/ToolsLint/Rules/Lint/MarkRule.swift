// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// `// MARK:` comments in the format Xcode shows in its jump bar, as SwiftLint's `mark`.
struct MarkRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "mark",
        name: "Mark",
        description: "MARK comment should be in valid format. e.g. '// MARK: ...' or '// MARK: - ...'",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("// MARK: Loading\n"),
            Example("// MARK: - Loading\n"),
            Example("// MARK: -\n"),
            Example("// MARK: - \n"),
            Example("// MARK:\n"),
            Example("// MARK: == Loading ==\n"),
            Example("// MARK: ---- Loading ----\n"),
            Example("// Marking the cart as paid\n"),
            Example("// BOOKMARKS are saved\n"),
            Example("//BOOKMARK\n"),
            Example("let paid = true // MARK:paid\n"),
            Example("/*\n//MARK: inside a block comment\n*/\n"),
            Example("struct Cart {\n    // MARK: Loading\n    func load() {}\n}\n"),
        ],
        triggeringExamples: [
            Example("↓//MARK: Loading\n"),
            Example("↓// MARK:Loading\n"),
            Example("↓//  MARK: Loading\n"),
            Example("↓// MARK:  Loading\n"),
            Example("↓// MARK: -Loading\n"),
            Example("↓// MARK:- Loading\n"),
            Example("↓// MARK:-Loading\n"),
            Example("↓// Mark: Loading\n"),
            Example("↓//mark: Loading\n"),
            Example("↓// MARK Loading\n"),
            Example("↓// MARK - Loading\n"),
            Example("↓// MARK : Loading\n"),
            Example("↓// MARKS:\n"),
            Example("↓// MARK: \n"),
            Example("↓/// MARK: Loading\n"),
            Example("struct Cart {\n    ↓//MARK: Loading\n    func load() {}\n}\n"),
            Example("↓//MARK:- Cart\nstruct Cart {}\n↓// MARK:- Paying\nextension Cart {}\n"),
        ],
        corrections: [
            Correction(Example("↓//MARK: Loading\n"), "// MARK: Loading\n"),
            Correction(Example("↓// MARK:-Loading\n"), "// MARK: - Loading\n"),
            Correction(Example("↓// MARK - Loading\n"), "// MARK: - Loading\n"),
            Correction(Example("↓// MARKS are here\n"), "// MARK: are here\n"),
            Correction(Example("↓// mark\n"), "// MARK:\n"),
            Correction(Example("↓/// MARK: - Loading\n"), "// MARK: - Loading\n"),
            Correction(Example("↓// MARK: -  Loading\n"), "// MARK: - Loading\n"),
            Correction(
                Example("struct Cart {\n    ↓//MARK:- Loading\n    func load() {}\n}\n"),
                "struct Cart {\n    // MARK: - Loading\n    func load() {}\n}\n"
            ),
        ]
    )

    /// Line comments that open a line (leading trivia) and spell MARK wrongly, with their corrected text.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("ark") || file.contains("ARK") else { return }
        walk.atEnd { found in
            for line in 1...max(file.lineCount, 1) where file.lineCount > 0 {
                let start = file.firstNonBlankOffset(ofLine: line)
                guard Self.mayBeMark(file.bytes, at: start, end: file.byteRange(ofLine: line).upperBound),
                      let comment = file.comment(atByte: start), comment.start == start, comment.isLeading,
                      comment.isLineComment, let text = comment.commentText,
                      let corrected = MarkCommentFormat.correction(of: text) else { continue }
                found.add(atByte: start, fix: [TextEdit(start..<(start + comment.length), corrected)])
            }
        }
    }
    /// Cheap test before the tree is asked: `//`, an optional `/`, spaces, then `MARK`, `Mark` or `mark`.
    private static func mayBeMark(_ bytes: [UInt8], at start: Int, end: Int) -> Bool {
        let slash = UInt8(ascii: "/")
        guard end - start >= 6, bytes[start] == slash, bytes[start + 1] == slash else { return false }
        var index = start + 2
        if bytes[index] == slash { index += 1 }
        while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard end - index >= 4 else { return false }
        let word = String(decoding: bytes[index..<(index + 4)], as: UTF8.self)
        return word == "MARK" || word == "Mark" || word == "mark"
    }
}
