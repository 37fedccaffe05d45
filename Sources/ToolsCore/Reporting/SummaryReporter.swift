// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

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
