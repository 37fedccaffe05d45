// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Annotations of work left to do in comments (the keywords in `only`), as SwiftLint's `todo`; the reason
/// quotes what follows them.
struct TodoRule: Rule {
    static let description = RuleDescription(
        identifier: "todo",
        name: "Todo",
        description: "TODOs and FIXMEs should be resolved.",
        nonTriggeringExamples: [
            Example("// The TODOS list is empty\n"),
            Example("// preFIXME is a word\n"),
            Example("let note = \"TODO: a string, not a comment\"\n"),
            Example("// FIXME: only todos are asked for\n", options: "only: [TODO]"),
        ],
        triggeringExamples: [
            Example("// ↓TODO: handle the empty cart\n"),
            Example("// ↓FIXME: rounding\n"),
            Example("// ↓TODO(ticket-12) retry\n"),
            Example("/* ↓FIXME: */\n"),
            Example("/** ↓TODO: document */\n"),
            Example("let total = 0 // ↓FIXME\n"),
            Example("/// ↓FIXME: first ↓TODO: second\n"),
            Example("// ↓FIXME: only fixmes are asked for\n", options: "only: [FIXME]"),
        ]
    )

    enum Keyword: String, Sendable, OptionEnum {
        case todo = "TODO"
        case fixme = "FIXME"
    }

    var only: [Keyword] = Keyword.allCases

    static var options: [RuleOption<Self>] {
        [.severity, .key("only", \.only, "the annotations reported: TODO, FIXME")]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard only.contains(where: { file.contains($0.rawValue) }) else { return }
        walk.atEnd { found in
            var hits: [(offset: Int, reason: String)] = []
            for keyword in only where file.contains(keyword.rawValue) {
                for offset in file.offsets(of: keyword.rawValue) {
                    let end = offset + keyword.rawValue.utf8.count
                    guard !file.isWordCharacter(before: offset) else { continue }
                    // A colon right after the keyword belongs to the annotation; otherwise the word must end here.
                    let annotationEnd: Int
                    if end < file.bytes.count, file.bytes[end] == UInt8(ascii: ":") {
                        annotationEnd = end + 1
                    } else if !file.isWordCharacter(at: end) {
                        annotationEnd = end
                    } else {
                        continue
                    }
                    guard let comment = file.comment(atByte: offset) else { continue }
                    let commentEnd = comment.start + comment.length
                    let rest = String(decoding: file.bytes[annotationEnd..<commentEnd], as: UTF8.self)
                    hits.append((offset, Self.reason(keyword: keyword, following: rest)))
                }
            }
            for hit in hits.sorted(by: { $0.offset < $1.offset }) { found.add(atByte: hit.offset, reason: hit.reason) }
        }
    }
    /// The reason quotes up to 30 characters of what follows the annotation on its line.
    private static func reason(keyword: Keyword, following rest: String) -> String {
        var message = rest.trimmingCharacters(in: .whitespaces)
        if message.utf16.count > 30 { message = String(message.prefix(30)) + "..." }
        message = String(message.prefix { $0 != "\n" })
        let kind = keyword == .fixme ? "FIXMEs" : "TODOs"
        return message.isEmpty ? "\(kind) should be resolved" : "\(kind) should be resolved (\(message))"
    }
}
