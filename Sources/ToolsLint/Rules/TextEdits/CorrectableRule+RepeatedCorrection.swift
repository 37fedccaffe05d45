// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

extension CorrectableRule {
    /// The file corrected, then linted and corrected again until nothing changes (at most `rounds` times).
    ///
    /// For rules whose SwiftLint rewriter corrects nested violations in one run (an `else` moved out of an
    /// `else` that is itself moved): the edits of a finding inside another finding's edits wait for the next
    /// round instead of the next `--fix` run. Suppression comments are read again in each round's text.
    func correctedUntilStable(
        _ file: LintFile, findings: [RuleFinding], suppressedLines: Set<Int>, rounds: Int = 8
    ) -> String? {
        let kept = findings.filter { !$0.edits.isEmpty && !suppressedLines.contains($0.line(in: file)) }
        guard var text = file.applying(kept.map(\.edits)) else { return nil }
        for _ in 1..<max(rounds, 1) {
            let current = LintFile(displayPath: file.displayPath, relativePath: file.relativePath, text: text)
            guard !current.hasSyntaxErrors else { break }
            var pass = FilePass(rules: [ConfiguredRule(RuleSettings(rule: self))], file: current)
            pass.run()
            let suppression = Suppression(commands: SuppressionCommand.commands(in: current))
            let suppressed = Set(pass.violations.filter { !suppression.suppressingRegions(of: $0).isEmpty }.map(\.line))
            let next = (pass.findings.first?.list ?? [])
                .filter { !$0.edits.isEmpty && !suppressed.contains($0.line(in: current)) }
            guard let corrected = current.applying(next.map(\.edits)) else { break }
            text = corrected
        }
        return text
    }
}
