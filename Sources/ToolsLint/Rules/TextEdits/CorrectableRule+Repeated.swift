// Copyright © 2026 Tools Authors. All rights reserved.

/// Corrections whose result can reveal new findings of the same rule: SwiftLint corrects some rules again on
/// the corrected text until nothing is left (an indentation fixed on one line becomes the expected indentation
/// of the next).
extension CorrectableRule {
    /// Applies the findings' edits, then finds and applies the rule's edits on the corrected text again, at most
    /// `rounds` times in all; nil when nothing changed.
    func correctedRepeatedly(
        _ file: LintFile, findings: [RuleFinding], suppressedLines: Set<Int>, rounds: Int = 8
    ) -> String? {
        var current = file
        var findings = findings
        var suppressed = suppressedLines
        var text: String?
        for _ in 0..<rounds {
            let kept = findings.filter { !$0.edits.isEmpty && !suppressed.contains($0.line(in: current)) }
            guard let next = current.applying(kept.map(\.edits)) else { break }
            text = next
            current = LintFile(displayPath: file.displayPath, relativePath: file.relativePath, text: next)
            guard !current.hasSyntaxErrors else { break }
            var pass = FilePass(rules: [ConfiguredRule(RuleSettings(rule: self))], file: current)
            pass.run()
            findings = pass.findings.first?.list ?? []
            let suppression = Suppression(commands: SuppressionCommand.commands(in: current))
            suppressed = Set(pass.violations.filter { !suppression.suppressingRegions(of: $0).isEmpty }.map(\.line))
        }
        return text
    }
}
