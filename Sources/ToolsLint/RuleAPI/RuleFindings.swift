// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// What one rule found in one file: the engine turns each finding into a violation (the rule's identifier,
/// its configured severity, its description as the message unless a reason is given, line and column from
/// the position), and `--fix` applies the edits findings carry.
public struct RuleFindings {
    public let file: LintFile
    public private(set) var list: [RuleFinding] = []
    /// Whether the findings' edits are made: only a pass that corrects needs them. A lint run leaves them
    /// unmade (the rules hand them over unevaluated), which spares building text for hundreds of thousands
    /// of findings on a large tree (one opt-in rule can find a brace on every line).
    let collectsEdits: Bool

    init(file: LintFile, collectsEdits: Bool = true) {
        self.file = file
        self.collectsEdits = collectsEdits
    }

    /// A finding at the start of `node`'s text (after its leading trivia), where SwiftLint reports.
    public mutating func add(
        at node: some SyntaxProtocol, reason: String? = nil, severity: Severity? = nil,
        fix edits: @autoclosure () -> [TextEdit] = []
    ) {
        add(atByte: node.positionAfterSkippingLeadingTrivia.utf8Offset, reason: reason, severity: severity,
            fix: edits())
    }

    public mutating func add(
        at position: AbsolutePosition, reason: String? = nil, severity: Severity? = nil,
        fix edits: @autoclosure () -> [TextEdit] = []
    ) {
        add(atByte: position.utf8Offset, reason: reason, severity: severity, fix: edits())
    }

    /// A finding at a UTF-8 offset of the file.
    public mutating func add(
        atByte offset: Int, reason: String? = nil, severity: Severity? = nil,
        fix edits: @autoclosure () -> [TextEdit] = []
    ) {
        list.append(RuleFinding(
            location: .byte(offset), reason: reason, severity: severity, edits: collectsEdits ? edits() : []
        ))
    }

    /// A finding at a line and column given directly; column 0 reports the whole line (no column), as
    /// SwiftLint reports some rules.
    public mutating func add(
        line: Int, column: Int, reason: String? = nil, severity: Severity? = nil,
        fix edits: @autoclosure () -> [TextEdit] = []
    ) {
        list.append(RuleFinding(
            location: .lineColumn(line, column), reason: reason, severity: severity,
            edits: collectsEdits ? edits() : []
        ))
    }

    /// A finding with its own rule identifier (one of the custom rules, which share one rule value).
    mutating func add(_ finding: RuleFinding) {
        list.append(finding)
    }
}

/// One place a rule found a problem, with the edits that correct it (for correctable rules).
public struct RuleFinding: Sendable {
    public enum Location: Sendable, Hashable {
        case byte(Int)
        case lineColumn(Int, Int)
    }

    public var location: Location
    /// Replaces the rule's description as the message, when the rule says more precisely what is wrong.
    public var reason: String?
    /// Replaces the rule's configured severity (thresholds decide it for metrics rules).
    public var severity: Severity?
    /// The edits that correct this finding, applied together or not at all.
    public var edits: [TextEdit]
    /// Replaces the rule's identifier (custom rules report under their own).
    var ruleID: String?

    init(location: Location, reason: String?, severity: Severity?, edits: [TextEdit], ruleID: String? = nil) {
        self.location = location
        self.reason = reason
        self.severity = severity
        self.edits = edits
        self.ruleID = ruleID
    }

    /// 1-based line and column (UTF-16 units, as SwiftLint counts them).
    func position(in file: LintFile) -> (line: Int, column: Int) {
        switch location {
        case .byte(let offset): file.position(ofByte: offset)
        case .lineColumn(let line, let column): (line, column)
        }
    }

    func line(in file: LintFile) -> Int {
        switch location {
        case .byte(let offset): file.lineNumber(atByte: offset)
        case .lineColumn(let line, _): line
        }
    }

    func violation(in file: LintFile, ruleID: String, severity: Severity, description: String) -> Violation {
        let position = position(in: file)
        return Violation(
            ruleID: self.ruleID ?? ruleID, severity: self.severity ?? severity, line: position.line,
            column: position.column, message: reason ?? description
        )
    }
}
