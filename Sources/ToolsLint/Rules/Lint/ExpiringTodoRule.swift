// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftSyntax
import ToolsCore

/// A date in brackets after a to-do annotation in a comment gives it a deadline: past it the annotation is an
/// error, close to it a warning, and a date that does not parse is reported too.
///
/// SwiftLint's way of reading comments is followed exactly, quirks included: a line comment is read together
/// with the line comments after it in the same run (so an annotation on a later line is also reported once
/// for each comment line before it in the run, and its column counts from where the run starts as if the
/// lines were joined without their indentation), and the date's offset is counted in UTF-16 units.
struct ExpiringTodoRule: Rule {
    static let description = RuleDescription(
        identifier: "expiring_todo",
        name: "Expiring Todo",
        description: "TODOs and FIXMEs should be resolved prior to their expiry date.",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("// notaTODO:\n"),
            Example("// notaFIXME:\n"),
            Example("// TODO: [12/31/9999]\n"),
            Example("// TODO(note)\n"),
            Example("// FIXME(note)\n"),
            Example("/* FIXME: */\n"),
            Example("/* TODO: */\n"),
            Example("/** FIXME: */\n"),
            Example("/** TODO: */\n"),
            Example("let s = \"TODO: [10/14/2019]\"\n"),
            Example("// TODO: [10-14-2019]\n"),
            Example(
                "// TODO: (12-31-9999)\n",
                options: "date_format: \"MM-dd-yyyy\"\ndate_separator: \"-\"\n"
                    + "date_delimiters: {opening: \"(\", closing: \")\"}"
            ),
        ],
        triggeringExamples: [
            Example("// TODO: [↓10/14/2019]\n"),
            Example("// FIXME: [↓10/14/2019]\n"),
            Example("// FIXME: [↓1/14/2019]\n"),
            Example("// FIXME: [↓10/14/2019]\n"),
            Example("// TODO: [↓9999/14/10]\n"),
            Example("// TODO: a\n// b [↓10/14/2019]\n"),
            Example("func f() {\n    // TODO: x\n    //↓ y [10/14/2019]\n}\n"),
            Example("let x = 1 // TODO: [↓10/14/2019]\n"),
            Example("// TODO: [↓13/45/2019]\n// TODO: [↓↓2/30/2019]\n"),
            Example("// TODO: 10/14/2019 see [↓10/14/2019]\n"),
            Example("/* TODO: a\n   b [↓10/14/2019] */\n"),
            Example("/// TODO: é ↓[10/14/2019]\n"),
            Example(
                "// TODO: (↓10-14-2019)\n",
                options: "date_format: \"MM-dd-yyyy\"\ndate_separator: \"-\"\n"
                    + "date_delimiters: {opening: \"(\", closing: \")\"}"
            ),
            Example("// TODO: [↓10/14/2019]\n", options: "expired_severity: warning"),
        ]
    )

    var approachingSeverity = Severity.warning
    var expiredSeverity = Severity.error
    var badFormattingSeverity = Severity.error
    var approachingThreshold = 15
    var openingDelimiter = "["
    var closingDelimiter = "]"
    var dateFormat = "MM/dd/yyyy"
    var dateSeparator = "/"
    private var pattern: NSRegularExpression?

    static var options: [RuleOption<Self>] {
        [
            .key("approaching_expiry_severity", \.approachingSeverity, "the severity of dates close to expiry"),
            .key("expired_severity", \.expiredSeverity, "the severity of dates reached or passed"),
            .key("bad_formatting_severity", \.badFormattingSeverity, "the severity of dates that do not parse"),
            .key("approaching_expiry_threshold", \.approachingThreshold, "days before the date that count as close"),
            .custom(
                keys: ["date_delimiters"], "the characters around the date: opening and closing",
                read: { node, settings throws(ConfigurationError) in
                    guard let value = node["date_delimiters"] else { return }
                    if let opening = value["opening"] { settings.rule.openingDelimiter = try opening.string() }
                    if let closing = value["closing"] { settings.rule.closingDelimiter = try closing.string() }
                },
                values: { settings in
                    [OptionEntry("date_delimiters", .mapping([
                        OptionEntry("opening", settings.rule.openingDelimiter.yaml),
                        OptionEntry("closing", settings.rule.closingDelimiter.yaml),
                    ]))]
                }
            ),
            .key("date_format", \.dateFormat, "the date's format (DateFormatter)"),
            .key("date_separator", \.dateSeparator, "the character between the date's parts"),
        ]
    }

    mutating func prepare(context: RuleContext) throws(ConfigurationError) {
        // Each delimiter and the separator are escaped with a backslash, as SwiftLint writes its pattern.
        let separator = "\\" + dateSeparator
        let source = #"\b(?:TODO|FIXME)(?::|\b)(?:(?!\b(?:TODO|FIXME)(?::|\b)).)*?"#
            + "\\" + openingDelimiter + #"(\d{1,4}"# + separator + #"\d{1,4}"# + separator + #"\d{1,4})"#
            + "\\" + closingDelimiter
        pattern = try? NSRegularExpression(pattern: source, options: [.anchorsMatchLines, .dotMatchesLineSeparators])
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard let pattern, file.contains("TODO") || file.contains("FIXME") else { return }
        walk.atEnd { found in
            let formatter = DateFormatter()
            formatter.calendar = .current
            formatter.dateFormat = dateFormat
            for token in file.tokens {
                // A token's trivia is made only when its bytes may hold a comment.
                let start = token.position.utf8Offset
                let end = token.endPositionBeforeTrailingTrivia.utf8Offset
                var comments: [(text: String, offset: Int)] = []
                if file.mayHoldComment(start..<token.positionAfterSkippingLeadingTrivia.utf8Offset) {
                    comments = Self.comments(in: token.leadingTrivia, from: start)
                }
                if file.mayHoldComment(end..<token.endPosition.utf8Offset) {
                    comments += Self.comments(in: token.trailingTrivia, from: end)
                }
                for comment in comments {
                    check(comment.text, at: comment.offset, pattern: pattern, formatter: formatter, &found)
                }
            }
        }
    }

    /// Each comment of `trivia` with its offset; a line comment comes with the line comments after it (blank
    /// lines and spaces between them allowed), joined by line breaks.
    private static func comments(in trivia: Trivia, from start: Int) -> [(text: String, offset: Int)] {
        guard trivia.contains(where: \.isComment) else { return [] }
        let pieces = Array(trivia)
        var result: [(text: String, offset: Int)] = []
        var offset = start
        for (index, piece) in pieces.enumerated() {
            defer { offset += piece.sourceLength.utf8Length }
            switch piece {
            case .lineComment(let text), .docLineComment(let text):
                var combined = text
                for next in pieces[(index + 1)...] {
                    if case .lineComment(let nextText) = next {
                        combined += "\n" + nextText
                    } else if !next.isWhitespace {
                        break
                    }
                }
                if combined.contains("TODO") || combined.contains("FIXME") { result.append((combined, offset)) }
            case .blockComment(let text), .docBlockComment(let text):
                if text.contains("TODO") || text.contains("FIXME") { result.append((text, offset)) }
            default:
                continue
            }
        }
        return result
    }

    private func check(
        _ text: String, at offset: Int, pattern: NSRegularExpression, formatter: DateFormatter,
        _ found: inout RuleFindings
    ) {
        let whole = NSRange(location: 0, length: text.utf16.count)
        for match in pattern.matches(in: text, range: whole) where match.numberOfRanges > 1 {
            let dateRange = match.range(at: 1)
            guard dateRange.location != NSNotFound, let range = Range(dateRange, in: text) else { continue }
            let date = formatter.date(from: text[range].trimmingCharacters(in: .whitespacesAndNewlines))
            guard let (reason, severity) = verdict(on: date) else { continue }
            // The UTF-16 location added to a UTF-8 offset, as SwiftLint does; kept inside the file.
            found.add(atByte: min(offset + dateRange.location, found.file.bytes.count), reason: reason,
                      severity: severity)
        }
    }

    /// What a date means today: expired, close to expiry, not a date, or nothing to report.
    private func verdict(on date: Date?) -> (String, Severity)? {
        guard let date else { return ("Expiring TODO/FIXME is incorrectly formatted", badFormattingSeverity) }
        guard Self.isAfterToday(date) else { return ("TODO/FIXME has expired and must be resolved", expiredSeverity) }
        guard let approaching = Calendar.current.date(byAdding: .day, value: -approachingThreshold, to: date) else {
            return nil
        }
        if Self.isAfterToday(approaching) { return nil }
        return ("TODO/FIXME is approaching its expiry and should be resolved soon", approachingSeverity)
    }

    private static func isAfterToday(_ date: Date) -> Bool {
        Calendar.current.compare(Date(), to: date, toGranularity: .day) == .orderedAscending
    }
}
