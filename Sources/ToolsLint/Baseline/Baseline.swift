// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Today's violations, recorded so that only new ones are reported (`--write-baseline`, `--baseline`).
///
/// A violation matches a recorded one by rule, file and the text of its line, not the line number,
/// so that lines added above an old violation do not revive it. Each recorded entry absorbs one
/// violation: a second identical violation on another identical line is new.
public struct Baseline: Sendable, Codable, Hashable {
    public struct Entry: Sendable, Codable, Hashable {
        public var file: String
        public var ruleID: String
        /// The line's text without surrounding whitespace (indentation changes do not matter).
        public var lineContent: String
        public var line: Int?
        public var message: String
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// A baseline of `result`'s violations.
    public init(_ result: LintResult) {
        entries = result.diagnostics.map { diagnostic in
            Entry(
                file: diagnostic.file ?? "", ruleID: diagnostic.ruleID,
                lineContent: result.lineContent(of: diagnostic), line: diagnostic.line, message: diagnostic.message
            )
        }
    }

    public static func read(_ url: URL) throws -> Baseline {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LintError.baselineUnreadable(path: url.path)
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw LintError.baselineMalformed(path: url.path)
        }
    }

    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try AtomicFile.write(try encoder.encode(self), to: url, origin: .user)
        } catch let error as CoreError {
            throw error
        } catch {
            throw LintError.baselineUnencodable(path: url.path, detail: "\(error)")
        }
    }

    /// The violations of `result` that the baseline does not hold.
    public func newViolations(in result: LintResult) -> [Diagnostic] {
        var remaining: [String: Int] = [:]
        for entry in entries { remaining[Self.key(entry.file, entry.ruleID, entry.lineContent), default: 0] += 1 }
        return result.diagnostics.filter { diagnostic in
            let key = Self.key(diagnostic.file ?? "", diagnostic.ruleID, result.lineContent(of: diagnostic))
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    /// The entries of files in `linted` that no violation of `result` matches any more (each violation
    /// matches one entry, as in `newViolations`): with `--strict-baseline`, each is an error naming it, so
    /// that the baseline is rewritten once the violation is fixed (SwiftLint PR #6614's
    /// `fixed_baseline_violation`).
    public func fixedViolations(in result: LintResult, linted: Set<String>) -> [Diagnostic] {
        var found: [String: Int] = [:]
        for diagnostic in result.diagnostics {
            let key = Self.key(diagnostic.file ?? "", diagnostic.ruleID, result.lineContent(of: diagnostic))
            found[key, default: 0] += 1
        }
        return entries.compactMap { entry in
            guard linted.contains(entry.file) else { return nil }
            let key = Self.key(entry.file, entry.ruleID, entry.lineContent)
            if let count = found[key], count > 0 {
                found[key] = count - 1
                return nil
            }
            return Diagnostic(
                file: entry.file, line: entry.line, severity: .error, ruleID: Self.fixedRuleID,
                ruleName: "Fixed Baseline Violation",
                message: "Violation previously recorded in the baseline for '\(entry.ruleID)' is no longer detected. "
                    + "Regenerate the baseline to acknowledge this fix"
            )
        }
    }

    /// The rule identifier of a baselined violation that is gone.
    public static let fixedRuleID = "fixed_baseline_violation"

    private static func key(_ file: String, _ rule: String, _ content: String) -> String {
        "\(file)\u{0}\(rule)\u{0}\(content)"
    }
}

extension Baseline.Entry {
    enum CodingKeys: String, CodingKey {
        case file, line, message
        case ruleID = "rule_id"
        case lineContent = "line_content"
    }
}
