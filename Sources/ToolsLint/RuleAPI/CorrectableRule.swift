// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A rule that `tools lint --fix` can apply.
public protocol CorrectableRule: Rule {
    /// The corrected text of the whole file, or nil when there is nothing to correct. The default applies
    /// the edits the rule's findings carry, except those of findings on `suppressedLines`.
    /// - Parameters:
    ///   - findings: what the rule found in `file` (with its edits).
    ///   - suppressedLines: lines whose violations suppression comments disable: left as they are.
    func correct(_ file: LintFile, findings: [RuleFinding], suppressedLines: Set<Int>) -> String?
}

extension CorrectableRule {
    public func correct(_ file: LintFile, findings: [RuleFinding], suppressedLines: Set<Int>) -> String? {
        let kept = findings.filter { !$0.edits.isEmpty && !suppressedLines.contains($0.line(in: file)) }
        return file.applying(kept.map(\.edits))
    }
}
