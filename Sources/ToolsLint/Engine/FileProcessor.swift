// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Lints the content of one file with one configuration.
enum FileProcessor {
    static var maximumSize: Int { InputLimits.maximumSize }

    static func skipReason(_ bytes: [UInt8]) -> String? {
        if bytes.count > maximumSize { return "larger than \(maximumSize / 1024 / 1024) MB" }
        if bytes.contains(0) { return "a binary file" }
        if String(validating: bytes, as: UTF8.self) == nil { return "not UTF-8 text" }
        return InputLimits.violation(in: bytes)
    }

    static func record(for file: LintFile, configuration: LintConfiguration) -> FileRecord {
        var record = FileRecord()
        if let reason = skipReason(file.bytes) {
            record.skipped = reason
            return record
        }
        let start = ContinuousClock.now
        for rule in configuration.rules {
            // A file that took its whole budget is not worth the rest: report it instead of hanging the run.
            if ContinuousClock.now - start > .seconds(InputLimits.timeBudget) {
                record.skipped = "over the time budget of \(Int(InputLimits.timeBudget)) s (at rule \(rule.identifier))"
                record.violations = []
                return record
            }
            if let collecting = rule as? any CollectingRule {
                record.collected[rule.identifier] = collecting.collectEncoded(file)
            }
            record.violations += rule.validate(file)
        }
        record.commands = SuppressionCommand.commands(in: file)
        // Only a tree parsed anyway is asked: files no rule needed to parse are not parsed for this.
        record.hasSyntaxErrors = file.isParsed && file.hasSyntaxErrors
        return record
    }

    /// Applies every enabled correctable rule in turn; nil when nothing changed or the file does not parse.
    static func corrected(_ file: LintFile, configuration: LintConfiguration) -> (text: String?, refused: String?) {
        let correctable = configuration.rules.compactMap { $0 as? any CorrectableRule }
        guard !correctable.isEmpty, skipReason(file.bytes) == nil else { return (nil, nil) }
        if file.hasSyntaxErrors { return (nil, "not fixed: the file does not parse") }
        var current = file
        var changed = false
        for rule in correctable {
            // Suppressed lines stay as they are: a disabled rule must not rewrite them either.
            let suppression = Suppression(commands: SuppressionCommand.commands(in: current))
            let violations = rule.validate(current)
            let suppressed = Set(violations.filter { !suppression.suppressingRegions(of: $0).isEmpty }.map(\.line))
            guard violations.contains(where: { !suppressed.contains($0.line) }),
                  let text = rule.correct(current, suppressedLines: suppressed) else { continue }
            current = LintFile(displayPath: file.displayPath, relativePath: file.relativePath, text: text)
            changed = true
        }
        guard changed else { return (nil, nil) }
        return (String(decoding: current.bytes, as: UTF8.self), nil)
    }
}
