// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `else` and `catch` one space after the closing brace before them (`statement_mode: default`), or on the
/// next line indented as the brace (`uncuddled_else`), as SwiftLint's `statement_position`.
struct StatementPositionRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "statement_position",
        name: "Statement Position",
        description: "Else and catch should be on the same line, one space after the previous declaration",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("if a {\n} else if b {\n}\n"),
            Example("do {\n} catch {\n}\n"),
            Example("let text = \"}else{\"\n"),
            Example("struct S { let catchAll: Int }\nlet s = S(\n catchAll: 0\n)\n"),
            Example("if a {\n}\nelse {\n}\n", options: "statement_mode: uncuddled_else"),
        ],
        triggeringExamples: [
            Example("if a {\n↓}else if b {\n}\n"),
            Example("if a {\n↓}  else {\n}\n"),
            Example("do {\n↓}\ncatch {\n}\n"),
            Example("do {\n↓}\n\t  catch {\n}\n"),
            Example("if a {\n↓} else {\n}\n", options: "statement_mode: uncuddled_else"),
            Example("  if a {\n↓  }\n    else {\n  }\n", options: "statement_mode: uncuddled_else"),
        ],
        corrections: [
            Correction(Example("if a {\n↓}\n else {\n}\n"), "if a {\n} else {\n}\n"),
            Correction(Example("do {\n↓}\n catch {\n}\n"), "do {\n} catch {\n}\n"),
            Correction(
                Example("if a {\n↓} else {\n}\n", options: "statement_mode: uncuddled_else"), "if a {\n}\nelse {\n}\n"
            ),
        ]
    )

    static let uncuddledReason = "Else and catch should be on the next line, with equal indentation to the "
        + "previous declaration"

    var mode = Mode.default

    enum Mode: String, Sendable, OptionEnum {
        /// `} else {` on one line.
        case `default`
        /// `else` on the line after `}`, indented as the brace.
        case uncuddledElse = "uncuddled_else"
    }

    static var options: [RuleOption<Self>] {
        [.severity, .key("statement_mode", \.mode, "default (`} else {`) or uncuddled_else (`else` on its own line)")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("else") || file.contains("catch") else { return }
        let uncuddled = mode == .uncuddledElse
        let reason = uncuddled ? Self.uncuddledReason : nil
        walk.atEnd { found in
            let keywords = file.tokenIndices(startingWith: ["else", "catch"]) {
                $0.tokenKind == .keyword(.else) || $0.tokenKind == .keyword(.catch)
            }
            for index in keywords {
                let start = file.tokens[index].positionAfterSkippingLeadingTrivia.utf8Offset
                let edit = uncuddled
                    ? Self.uncuddledEdit(file.bytes, keyword: start) : Self.cuddledEdit(file.bytes, keyword: start)
                if let edit { found.add(atByte: edit.offset, reason: reason, fix: [edit.edit]) }
            }
        }
    }

    /// `}` then nothing, two or more whitespace characters, or one line break or tab, then the keyword.
    private static func cuddledEdit(_ bytes: [UInt8], keyword: Int) -> (offset: Int, edit: TextEdit)? {
        var brace = keyword
        while brace > 0, isWhitespace(bytes[brace - 1]) { brace -= 1 }
        guard brace > 0, bytes[brace - 1] == UInt8(ascii: "}") else { return nil }
        let gap = bytes[brace..<keyword]
        if gap.count == 1, gap.first == UInt8(ascii: " ") || gap.first == 0x0B || gap.first == 0x0C { return nil }
        return (brace - 1, TextEdit((brace - 1)..<keyword, "} "))
    }

    /// `[ \t]*}\n*[ \t]*` before the keyword: a violation unless a line break is there and both
    /// indentations are the same.
    private static func uncuddledEdit(_ bytes: [UInt8], keyword: Int) -> (offset: Int, edit: TextEdit)? {
        var indentStart = keyword
        while indentStart > 0, bytes[indentStart - 1] == 0x20 || bytes[indentStart - 1] == 0x09 { indentStart -= 1 }
        var newlinesStart = indentStart
        while newlinesStart > 0, bytes[newlinesStart - 1] == 0x0A { newlinesStart -= 1 }
        let brace = newlinesStart - 1
        guard brace >= 0, bytes[brace] == UInt8(ascii: "}") else { return nil }
        var braceIndent = brace
        while braceIndent > 0, bytes[braceIndent - 1] == 0x20 || bytes[braceIndent - 1] == 0x09 { braceIndent -= 1 }
        let leading = Array(bytes[braceIndent..<brace])
        let newlines = indentStart - newlinesStart
        if newlines > 0, leading == Array(bytes[indentStart..<keyword]) { return nil }
        let indentation = String(decoding: leading, as: UTF8.self)
        return (braceIndent, TextEdit(indentStart..<keyword, newlines == 1 ? indentation : "\n" + indentation))
    }
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }
}
