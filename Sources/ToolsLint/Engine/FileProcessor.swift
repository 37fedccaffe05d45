// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Lints the content of one file with one configuration.
enum FileProcessor {
    /// Seconds one file may take before its remaining rules are skipped (the input limits keep the parser
    /// bounded; this stops a rule that is slow on some unforeseen shape from holding the whole run). Far
    /// above what any real file needs even in a debug build on a loaded machine, so results stay the same.
    static let timeBudget = 120

    /// Why `bytes` are not linted, located where the file breaks a limit of `SwiftSourceLimits`.
    static func skipReason(_ bytes: [UInt8]) -> SwiftSourceLimits.Problem? {
        // `memchr`: the C library's vectorized scan, as every file is checked.
        let hasZero = bytes.withUnsafeBytes { buffer in
            buffer.baseAddress.map { memchr($0, 0, buffer.count) != nil } ?? false
        }
        if hasZero { return SwiftSourceLimits.Problem(line: 1, column: 1, message: "skipped: a binary file") }
        if !StrictUTF8.isValid(bytes) {
            return SwiftSourceLimits.Problem(line: 1, column: 1, message: "skipped: not UTF-8 text")
        }
        return SwiftSourceLimits.problem(in: bytes)
    }

    static func record(for file: LintFile, configuration: LintConfiguration) -> FileRecord {
        var record = FileRecord()
        if let problem = skipReason(file.bytes) {
            record.skipped = problem
            return record
        }
        var pass = FilePass(rules: configuration.configuredRules, file: file, collectingEdits: false)
        pass.run()
        if let step = pass.stoppedAt {
            record.skipped = SwiftSourceLimits.Problem(
                line: 1, column: 1, message: "skipped: over the time budget of \(timeBudget) s (at \(step))"
            )
            return record
        }
        record.violations = pass.violations + ConflictMarkers.violations(in: file)
        for rule in configuration.collectingRules {
            record.collected[rule.identifier] = rule.collectEncoded(file)
        }
        record.commands = SuppressionCommand.commands(in: file)
        // Only a tree parsed anyway is asked: files no rule needed to parse are not parsed for this.
        record.hasSyntaxErrors = file.isParsed && file.hasSyntaxErrors
        return record
    }

    /// Applies every enabled correctable rule in turn, each to the text the previous ones left; nil when
    /// nothing changed or the file does not parse.
    static func corrected(_ file: LintFile, configuration: LintConfiguration) -> (text: String?, refused: String?) {
        let correctable = configuration.configuredRules.filter { $0.rule is any CorrectableRule }
        guard !correctable.isEmpty, skipReason(file.bytes) == nil else { return (nil, nil) }
        if file.hasSyntaxErrors { return (nil, "not fixed: the file does not parse") }
        var current = file
        var changed = false
        for configured in correctable {
            guard let rule = configured.rule as? any CorrectableRule else { continue }
            // Suppressed lines stay as they are: a disabled rule must not rewrite them either.
            let suppression = Suppression(commands: SuppressionCommand.commands(in: current))
            var pass = FilePass(rules: [configured], file: current)
            pass.run()
            let findings = pass.findings.first?.list ?? []
            let violations = pass.violations
            let suppressed = Set(violations.filter { !suppression.suppressingRegions(of: $0).isEmpty }.map(\.line))
            guard violations.contains(where: { !suppressed.contains($0.line) }),
                  let text = rule.correct(current, findings: findings, suppressedLines: suppressed) else { continue }
            current = LintFile(displayPath: file.displayPath, relativePath: file.relativePath, text: text)
            changed = true
        }
        guard changed else { return (nil, nil) }
        // The rules write `\n`: a CRLF or CR file is given back in its own style.
        let bytes = LineBreakStyle.of(file.bytes).applied(to: current.bytes)
        return (String(decoding: bytes, as: UTF8.self), nil)
    }
}
