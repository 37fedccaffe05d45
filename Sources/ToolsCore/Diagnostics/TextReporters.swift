// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// `path:line:col: warning: Rule Violation: reason (rule_id)`: what Xcode and most editors parse.
public struct XcodeReporter: ConcatenatingReporter {
    public static let identifier = "xcode"
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let labels = Dictionary(uniqueKeysWithValues: Severity.allCases.map { severity in
            (severity, colored ? ANSI.paint(severity.rawValue, severity == .error ? .red : .yellow) : severity.rawValue)
        })
        // One buffer for every line: a large run prints hundreds of thousands of findings.
        var text = ""
        text.reserveCapacity(diagnostics.count * 160)
        for diagnostic in diagnostics {
            // One line per finding: a file name or message with a newline or an escape sequence must not
            // fake a second diagnostic line or repaint the terminal (sanitizing works per character, so
            // each piece is sanitized as it is written).
            diagnostic.writeLocation(to: &text, escaping: TerminalText.sanitized)
            text += ": "
            text += labels[diagnostic.severity] ?? diagnostic.severity.rawValue
            text += ": "
            diagnostic.writeViolationText(to: &text, escaping: TerminalText.sanitized)
            text += "\n"
        }
        return text
    }
}

/// GitHub Actions workflow commands, which annotate the pull request's diff.
public struct GitHubActionsReporter: ConcatenatingReporter {
    public static let identifier = "github-actions"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            var properties: [String] = []
            if let file = diagnostic.file { properties.append("file=\(escapeProperty(file))") }
            if let line = diagnostic.line { properties.append("line=\(line)") }
            if let column = diagnostic.column { properties.append("col=\(column)") }
            let head = "::\(diagnostic.severity.rawValue) " + properties.joined(separator: ",")
            return head + "::" + escapeData(diagnostic.violationText) + "\n"
        }.joined()
    }

    /// GitHub decodes `%25`, `%0D` and `%0A`; other control characters (escape sequences in a file name)
    /// are shown as visible escapes so that the log cannot be repainted.
    private func escapeData(_ text: String) -> String {
        TerminalText.sanitized(
            text.replacingOccurrences(of: "%", with: "%25")
                .replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
        )
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// A table of counts per rule, for a quick overview of a large code base.
public struct SummaryReporter: Reporter {
    public static let identifier = "summary"

    public init(colored: Bool = false) {}

    private struct Row {
        var warnings = 0
        var errors = 0
        var files: Set<String> = []
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var rows: [String: Row] = [:]
        for diagnostic in diagnostics {
            // Read and written under the same (sanitized) key, so a rule id with a control character counts too.
            let rule = TerminalText.sanitized(diagnostic.ruleID)
            var row = rows[rule] ?? Row()
            if diagnostic.severity == .error { row.errors += 1 } else { row.warnings += 1 }
            row.files.insert(diagnostic.file ?? "")
            rows[rule] = row
        }
        let header = ["rule identifier", "warnings", "errors", "total", "files"]
        var table = rows.keys.sorted().compactMap { rule -> [String]? in
            guard let row = rows[rule] else { return nil }
            return [rule, "\(row.warnings)", "\(row.errors)", "\(row.warnings + row.errors)", "\(row.files.count)"]
        }
        let files = Set(diagnostics.map { $0.file ?? "" }).count
        let warnings = diagnostics.count(of: .warning)
        table.append(["Total", "\(warnings)", "\(diagnostics.count - warnings)", "\(diagnostics.count)", "\(files)"])
        return TextTable(header: header, rows: table).rendered
    }
}

/// A plain text table with `+---+` rules, columns sized to their content.
public struct TextTable: Sendable {
    public var header: [String]
    public var rows: [[String]]

    public init(header: [String], rows: [[String]]) {
        self.header = header
        self.rows = rows
    }

    public var rendered: String {
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        let rule = "+" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "+") + "+\n"
        func line(_ cells: [String]) -> String {
            let padded = widths.enumerated().map { index, width in
                let cell = index < cells.count ? cells[index] : ""
                return " " + cell + String(repeating: " ", count: width - cell.count) + " "
            }
            return "|" + padded.joined(separator: "|") + "|\n"
        }
        return rule + line(header) + rule + rows.map(line).joined() + rule
    }
}
