// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The last step of a run: collecting rules across files, suppression comments, order, and report parts.
extension Linter {
    /// What `finish` hands back: the diagnostics, and the files rendered as parts instead (by job index).
    struct Finished {
        var diagnostics: [Diagnostic] = []
        var parts: [ReportPart] = []
        var partIndices: [Int] = []
    }

    /// Collecting rules across their groups, then suppression comments, then diagnostics, sorted as
    /// `Diagnostic`'s order (file, line, column, rule, message): per file by position (files on all
    /// cores), files by path, which is much cheaper than comparing every pair of diagnostics with their paths.
    /// With a renderer, each file whose findings can be kept (`keepsPart`) is rendered as its part instead.
    /// A file with a `kept` part is reported by it: its record, if read, only completes its group's facts.
    func finish(_ jobs: [LintJob], records: [FileRecord?], kept: [ReportPart?], renderer: PartRenderer?) async
        -> Finished {
        let collected = collectedViolations(jobs, records: records, kept: kept)
        let reported = jobs.indices.filter {
            !jobs[$0].isContext && kept[$0] == nil && records[$0].map { $0.skipped == nil } == true
        }
        let perFile = await Self.parallel(reported) { index in
            let record = records[index] ?? FileRecord()
            let file = Self.diagnostics(of: jobs[index], record: record, collected: collected[index])
            guard let renderer, Self.keepsPart(of: jobs[index], record: record) else {
                return (file: file, part: ReportPart?.none)
            }
            return (file: file, part: renderer.part(file: file.path, diagnostics: file.diagnostics))
        }
        let order = perFile.indices.sorted { perFile[$0].file.path < perFile[$1].file.path }
        var finished = Finished()
        let unrendered = perFile.reduce(0) { $0 + ($1.part == nil ? $1.file.diagnostics.count : 0) }
        finished.diagnostics.reserveCapacity(unrendered)
        for index in order {
            if let part = perFile[index].part {
                finished.parts.append(part)
                finished.partIndices.append(reported[index])
            } else {
                finished.diagnostics += perFile[index].file.diagnostics
            }
        }
        return finished
    }

    /// One file's findings that stand after its suppression comments, by position.
    static func diagnostics(
        of job: LintJob, record: FileRecord, collected: [Violation]?
    ) -> (path: String, diagnostics: [Diagnostic]) {
        let configuration = job.configuration
        let violations = collected.map { record.violations + $0 } ?? record.violations
        let suppression = Suppression(commands: record.commands)
        // `superfluousSeverity` is nil unless `superfluous_disable_command` is among the enabled rules.
        let standing = suppression.apply(
            to: violations, enabledRuleIDs: configuration.enabledRuleIDs,
            knownRuleIDs: configuration.knownRuleIDs, superfluousSeverity: configuration.superfluousSeverity
        )
        let ordered = standing.sorted {
            ($0.line, $0.column, $0.ruleID, $0.message) < ($1.line, $1.column, $1.ruleID, $1.message)
        }
        let path = job.source.displayPath
        return (path, ordered.map { violation in
            Diagnostic(
                // Column 0: a finding of the whole line, reported without a column as SwiftLint does.
                file: path, line: violation.line, column: violation.column > 0 ? violation.column : nil,
                severity: violation.severity, ruleID: violation.ruleID,
                ruleName: configuration.name(ofRule: violation.ruleID), message: violation.message
            )
        })
    }

    /// The violations of each collecting rule, by job index. Each configuration's rule judges the files
    /// linted with that configuration, with every file that has facts of the rule as context (the files
    /// reported by a kept part only as context).
    private func collectedViolations(_ jobs: [LintJob], records: [FileRecord?], kept: [ReportPart?])
        -> [Int: [Violation]] {
        var result: [Int: [Violation]] = [:]
        var judged = Set<String>()
        for job in jobs {
            for rule in job.configuration.collectingRules
            where judged.insert(job.configuration.fingerprint + "\u{0}" + rule.identifier).inserted {
                var files: [CollectedFile] = []
                var indices: [String: Int] = [:]
                for (index, (other, record)) in zip(jobs, records).enumerated() {
                    guard let lines = record?.collected[rule.identifier] else { continue }
                    let reported = !other.isContext && kept[index] == nil
                        && other.configuration.fingerprint == job.configuration.fingerprint
                    files.append(CollectedFile(path: other.relativePath, lines: lines, reported: reported))
                    if reported { indices[other.relativePath] = index }
                }
                let severity = job.configuration.severity(ofRule: rule.identifier)
                for (path, violations) in rule.validateCollected(files, severity: severity) {
                    guard let index = indices[path] else { continue }
                    result[index, default: []] += violations
                }
            }
        }
        return result
    }
}
