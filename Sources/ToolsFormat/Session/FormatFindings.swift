// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// swift-format's findings and a run's problems as diagnostics, for the one presenter and its reporters.
enum FormatFindings {
    /// A file swift-format cannot parse: not checked (lint reports what it can of such a file).
    static let unparsableRuleID = "format_unparsable"
    /// A file swift-format crashed on, could not read, or that changed while it was formatted.
    static let skippedRuleID = "format_skipped"
    /// A `.swift-format` swift-format cannot read.
    static let configurationRuleID = "format_configuration"
    /// swift-format is missing or does not run.
    static let unavailableRuleID = "format_unavailable"
    /// The rule of a finding swift-format printed without one.
    static let genericRuleID = "swift_format"

    /// The findings of one file: each finding of a change formatting makes with `severity`, of a rule
    /// swift-format only reports as a warning; the notes that follow a finding joined to it; the parser's
    /// errors as one warning (the file is not checked); only those on `lines` when given.
    static func diagnostics(
        _ findings: [RawFinding], file: String, severity: Severity, lines: [ClosedRange<Int>]?,
        formatter: String = FormatterKind.swiftFormat.name
    ) -> [Diagnostic] {
        var kept: [RawFinding] = []
        var parserError: RawFinding?
        var keepsNotes = false
        for finding in findings {
            switch finding.kind {
            case .note:
                guard keepsNotes, !kept.isEmpty else { continue }
                kept[kept.count - 1].message += " (note at \(finding.line):\(finding.column): \(finding.message))"
            case .error where finding.category == nil:
                parserError = parserError ?? finding
                keepsNotes = false
            case .warning, .error:
                keepsNotes = lines.map { ChangedLines.contains($0, finding.line) } ?? true
                if keepsNotes { kept.append(finding) }
            }
        }
        // In the order of `Diagnostic`'s `<` within one file, sorted before becoming diagnostics (cheaper to
        // compare): files with thousands of findings are common.
        kept.sort { first, second in
            if first.line != second.line { return first.line < second.line }
            if first.column != second.column { return first.column < second.column }
            let (left, right) = (first.category ?? genericRuleID, second.category ?? genericRuleID)
            return left != right ? left < right : first.message < second.message
        }
        var result = kept.map { finding in
            Diagnostic(
                file: file, line: finding.line, column: finding.column,
                severity: SwiftFormatRules.isChange(finding.category) ? severity : .warning,
                ruleID: finding.category ?? genericRuleID, ruleName: finding.category ?? "swift-format",
                message: finding.message
            )
        }
        if let parserError {
            let diagnostic = Diagnostic(
                file: file, line: parserError.line, column: parserError.column, severity: .warning,
                ruleID: unparsableRuleID, ruleName: "Format Unparsable",
                message: "skipped: \(formatter) cannot parse this file (\(parserError.message))"
            )
            result.insert(diagnostic, at: result.firstIndex { diagnostic < $0 } ?? result.count)
        }
        return result
    }

    /// A file that was not checked or formatted, and why.
    static func skipped(_ file: String, _ reason: String, severity: Severity) -> Diagnostic {
        Diagnostic(
            file: file, line: nil, severity: severity, ruleID: skippedRuleID, ruleName: "Format Skipped",
            message: "skipped: \(reason)"
        )
    }

    static func configuration(
        _ file: String, _ reason: String, formatter: String = FormatterKind.swiftFormat.name
    ) -> Diagnostic {
        Diagnostic(
            file: file, line: nil, severity: .error, ruleID: configurationRuleID, ruleName: "Format Configuration",
            message: "\(formatter) cannot read this configuration: \(reason)"
        )
    }

    static func unavailable(_ error: any Error, severity: Severity) -> Diagnostic {
        var message = error.plainMessage
        if let error = error as? FormatError, let hint = error.hint { message += " (\(hint))" }
        return Diagnostic(
            file: nil, line: nil, severity: severity, ruleID: unavailableRuleID, ruleName: "Format Unavailable",
            message: message + "; formatting is not checked"
        )
    }
}
