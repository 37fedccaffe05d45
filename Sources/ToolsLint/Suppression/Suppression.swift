// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// The regions of a file where rules are disabled by suppression comments, and the violations those
/// comments suppress or fail to suppress (`superfluous_disable_command`).
struct Suppression {
    /// A stretch of the file where `ruleID` (or `all`) is disabled, created by `command`.
    struct Region {
        /// The id as the comment wrote it (a renamed id stays as written, for messages).
        var ruleID: String
        var start: Position
        var end: Position
        var command: Int
        /// False for the stretch a one-line `enable` re-disables: no disable command of its own made it.
        var reportable = true

        /// The rule the region disables: SwiftLint's renamed ids stand for their rules.
        var rule: String { RuleAliases.canonical(ruleID) }
    }

    /// (line, column) ordered lexicographically; column 0 is before every character of the line.
    struct Position: Comparable {
        var line: Int
        var column: Int

        static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }
    }

    static let allRules = "all"
    let commands: [SuppressionCommand]

    /// A region opened by a command and not closed yet, by rule id.
    private struct OpenRegion {
        var start: Position
        /// The index of the command that opened it.
        var command: Int
        /// Whether `superfluous_disable_command` may report it.
        var reportable: Bool
    }

    private(set) var regions: [Region] = []

    init(commands: [SuppressionCommand]) {
        self.commands = commands
        var open: [String: OpenRegion] = [:]
        let endOfFile = Position(line: Int.max, column: Int.max)
        for (index, command) in commands.enumerated() {
            switch command.modifier {
            case nil:
                let position = Position(line: command.line, column: command.endColumn)
                for rule in command.ruleIDs {
                    if command.action == .disable {
                        if open[rule] == nil {
                            open[rule] = OpenRegion(start: position, command: index, reportable: true)
                        }
                    } else if rule == Suppression.allRules {
                        closeAll(&open, at: position)
                    } else if let value = open.removeValue(forKey: rule) {
                        regions.append(Region(
                            ruleID: rule, start: value.start, end: position, command: value.command,
                            reportable: value.reportable
                        ))
                    }
                }
            case .some(let modifier):
                let line = switch modifier {
                case .previous: command.line - 1
                case .this: command.line
                case .next: command.line + 1
                }
                if command.action == .enable {
                    enableOneLine(command.ruleIDs, line: line, command: index, open: &open)
                    continue
                }
                // The line's region ends where the next line starts, so that one-line commands on
                // consecutive lines form one region, as in SwiftLint.
                for rule in command.ruleIDs {
                    regions.append(Region(
                        ruleID: rule, start: Position(line: line, column: 0),
                        end: Position(line: line + 1, column: 0), command: index
                    ))
                }
            }
        }
        for (rule, value) in open {
            regions.append(Region(
                ruleID: rule, start: value.start, end: endOfFile, command: value.command, reportable: value.reportable
            ))
        }
    }

    /// Ends every open region at `position`.
    private mutating func closeAll(
        _ open: inout [String: OpenRegion], at position: Position
    ) {
        for (rule, value) in open {
            regions.append(Region(
                ruleID: rule, start: value.start, end: position, command: value.command, reportable: value.reportable
            ))
        }
        open.removeAll()
    }

    /// SwiftLint reads `enable:next` (`:this`, `:previous`) as an enable where the line starts and a disable
    /// where it ends: the rule is on for that line and off after it, whether or not it was off before.
    private mutating func enableOneLine(
        _ rules: [String], line: Int, command: Int,
        open: inout [String: OpenRegion]
    ) {
        let lineStart = Position(line: line, column: 0)
        let after = Position(line: line + 1, column: 0)
        for rule in rules {
            if rule == Suppression.allRules {
                closeAll(&open, at: lineStart)
            } else if let value = open.removeValue(forKey: rule) {
                regions.append(Region(
                    ruleID: rule, start: value.start, end: lineStart, command: value.command,
                    reportable: value.reportable
                ))
            }
            open[rule] = OpenRegion(start: after, command: command, reportable: false)
        }
    }

    /// Indexes of the regions that disable `violation` (empty: it stands).
    func suppressingRegions(of violation: Violation) -> [Int] {
        let position = Position(line: violation.line, column: violation.column)
        return regions.indices.filter { index in
            let region = regions[index]
            return (region.rule == violation.ruleID || region.ruleID == Suppression.allRules)
                && region.start <= position && position < region.end
        }
    }

    /// Splits `violations` into those that stand, and reports disable commands that suppressed nothing.
    /// - Parameters:
    ///   - enabledRuleIDs: rules that ran on this file; a command naming another rule is not superfluous.
    ///   - knownRuleIDs: every rule id a command may name without being reported as invalid.
    func apply(
        to violations: [Violation], enabledRuleIDs: Set<String>, knownRuleIDs: Set<String>,
        superfluousSeverity: Severity?
    ) -> [Violation] {
        guard !commands.isEmpty else { return violations }
        var used = Set<Int>()
        var standing: [Violation] = []
        for violation in violations {
            let hits = suppressingRegions(of: violation)
            if hits.isEmpty { standing.append(violation) } else { used.formUnion(hits) }
        }
        guard let severity = superfluousSeverity else { return standing }
        used = touchingUsedRegions(used)
        var superfluous: [Violation] = []
        var reported: [Region] = []
        let order = regions.indices.sorted { regions[$0].start < regions[$1].start }
        for index in order where !used.contains(index) && regions[index].ruleID != Suppression.allRules
            && regions[index].reportable {
            let region = regions[index]
            // Touching regions of one rule are one stretch, reported once where it starts.
            let merged = reported.contains { other in
                other.rule == region.rule && other.start <= region.end && region.start <= other.end
            }
            if merged { continue }
            reported.append(region)
            let position = reportPosition(of: region)
            let message: String
            if !isValidRuleID(region.rule, known: knownRuleIDs, enabled: enabledRuleIDs) {
                message = "'\(region.ruleID)' is not a valid SwiftLint rule; remove it from the disable command"
            } else if enabledRuleIDs.contains(region.rule),
                      region.rule != SuperfluousDisableCommandRule.identifier {
                message = "SwiftLint rule '\(region.ruleID)' did not trigger a violation in the disabled region; "
                    + "remove the disable command"
            } else {
                continue
            }
            superfluous.append(Violation(
                ruleID: SuperfluousDisableCommandRule.identifier, severity: severity,
                line: position.line, column: position.column, message: message
            ))
        }
        // A superfluous command can itself be suppressed by disabling superfluous_disable_command.
        return standing + superfluous.filter { suppressingRegions(of: $0).isEmpty }
    }

    /// Regions of one rule that touch form one disabled stretch: if it suppressed something, none of
    /// the commands that made it is superfluous.
    private func touchingUsedRegions(_ used: Set<Int>) -> Set<Int> {
        var result = used
        var changed = true
        while changed {
            changed = false
            for index in regions.indices where !result.contains(index) {
                let region = regions[index]
                let touches = result.contains { other in
                    let neighbour = regions[other]
                    return neighbour.rule == region.rule
                        && neighbour.start <= region.end && region.start <= neighbour.end
                }
                if touches {
                    result.insert(index)
                    changed = true
                }
            }
        }
        return result
    }

    /// A one-line region is reported on its line without a column (column 0), as SwiftLint reports it.
    private func reportPosition(of region: Region) -> (line: Int, column: Int) {
        (max(region.start.line, 1), max(region.start.column, 0))
    }

    /// SwiftLint's rules, ours, and the custom rules that are on; a custom rule that is off is unknown to
    /// SwiftLint when it reads commands.
    private func isValidRuleID(_ id: String, known: Set<String>, enabled: Set<String>) -> Bool {
        guard known.contains(id) else { return false }
        return SwiftLintRuleIDs.all.contains(id) || RuleRegistry.identifiers.contains(id) || enabled.contains(id)
    }
}
