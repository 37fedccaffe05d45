// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One file's pass for a list of rules: each rule registers what it looks at (`Rule.register`), then every
/// line goes to the line callbacks, the tree (parsed only when a rule registered node kinds) is walked once
/// for all node callbacks, and the end callbacks run.
struct FilePass {
    let rules: [ConfiguredRule]
    let file: LintFile

    /// What each rule found, by the rule's index in `rules`.
    private(set) var findings: [RuleFindings]
    /// Set when the pass stopped over its time budget: the rule (or step) it was at.
    private(set) var stoppedAt: String?

    /// - Parameter collectingEdits: whether the findings carry their edits (see `RuleFindings.collectsEdits`):
    ///   a pass whose findings are only reported leaves them out.
    init(rules: [ConfiguredRule], file: LintFile, collectingEdits: Bool = true) {
        self.rules = rules
        self.file = file
        findings = Array(repeating: RuleFindings(file: file, collectsEdits: collectingEdits), count: rules.count)
    }

    /// Runs the pass; `deadline` stops it between steps (a rule slow on some unforeseen shape must not hold
    /// the whole run).
    mutating func run(until deadline: ContinuousClock.Instant = .now + .seconds(FileProcessor.timeBudget)) {
        var walks: [FileWalk] = []
        walks.reserveCapacity(rules.count)
        for index in rules.indices {
            var walk = FileWalk()
            rules[index].rule.register(&walk, for: file)
            walks.append(walk)
        }
        runLines(walks)
        guard ContinuousClock.now < deadline else { return stop(at: "the line callbacks") }
        if walks.contains(where: \.visitsNodes) {
            let dispatcher = NodeDispatcher(walks: walks, findings: findings, expectedTokens: file.bytes.count / 6)
            dispatcher.walk(file.tree)
            findings = dispatcher.findings
            file.keepTokens(dispatcher.tokens)
        }
        for (index, walk) in walks.enumerated() where !walk.endCallbacks.isEmpty {
            guard ContinuousClock.now < deadline else { return stop(at: "rule \(rules[index].identifier)") }
            for callback in walk.endCallbacks { callback(&findings[index]) }
        }
    }

    private mutating func runLines(_ walks: [FileWalk]) {
        let readers = walks.indices.filter { !walks[$0].lineCallbacks.isEmpty }
        guard !readers.isEmpty, file.lineCount > 0 else { return }
        for line in 1...file.lineCount {
            for index in readers {
                for callback in walks[index].lineCallbacks { callback(line, &findings[index]) }
            }
        }
    }

    private mutating func stop(at step: String) {
        stoppedAt = step
    }

    /// The findings of every rule as violations.
    var violations: [Violation] {
        var result: [Violation] = []
        // Most rules find nothing in most files: their description (a large value) is not fetched then, nor
        // their configured rule copied (indices, not a filtered zip: that copied every rule of every file).
        for index in findings.indices where !findings[index].list.isEmpty {
            let description = type(of: rules[index].rule).description
            let severity = rules[index].severity
            for finding in findings[index].list {
                result.append(finding.violation(
                    in: file, ruleID: description.identifier, severity: severity,
                    description: description.description
                ))
            }
        }
        return result
    }
}
