// Copyright © 2026 Tools Authors. All rights reserved.

/// One finding of any capability: a lint violation, an unparsable file, a stale mock.
public struct Diagnostic: Sendable, Codable, Hashable {
    /// Path as shown to the user (relative to the current folder when possible).
    public var file: String?
    /// 1-based; nil when the finding concerns the whole file.
    public var line: Int?
    /// 1-based column, counted in characters; nil when unknown.
    public var column: Int?
    public var severity: Severity
    /// Stable identifier, e.g. `line_length`.
    public var ruleID: String
    /// Human-readable name of the rule, e.g. `Line Length` (SwiftLint's `type` field).
    public var ruleName: String
    public var message: String

    public init(
        file: String?,
        line: Int?,
        column: Int? = nil,
        severity: Severity,
        ruleID: String,
        ruleName: String? = nil,
        message: String
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.ruleID = ruleID
        self.ruleName = ruleName ?? Diagnostic.displayName(forRuleID: ruleID)
        self.message = message
    }

    /// `line_length` → `Line Length`.
    public static func displayName(forRuleID id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// `path:line:col` with the parts that are known.
    public var location: String {
        var text = ""
        writeLocation(to: &text)
        return text
    }

    /// Appends `location` to `text`, the file name through `escaping` (a reporter's): a report of many
    /// findings writes each into one buffer instead of making a string per finding.
    func writeLocation(to text: inout String, escaping: (String) -> String = { $0 }) {
        text += escaping(file ?? "<nopath>")
        if let line {
            text += ":"
            text += String(line)
            if let column {
                text += ":"
                text += String(column)
            }
        }
    }
}

extension Diagnostic: Comparable {
    /// Orders by file, line, column, rule and message: the order every reporter prints in, so output is
    /// deterministic. Field by field rather than as one tuple: sorting and checking hundreds of thousands of
    /// findings must not copy five fields per comparison.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let (leftFile, rightFile) = (lhs.file ?? "", rhs.file ?? "")
        if leftFile != rightFile { return leftFile < rightFile }
        let (leftLine, rightLine) = (lhs.line ?? 0, rhs.line ?? 0)
        if leftLine != rightLine { return leftLine < rightLine }
        let (leftColumn, rightColumn) = (lhs.column ?? 0, rhs.column ?? 0)
        if leftColumn != rightColumn { return leftColumn < rightColumn }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// Whether no diagnostic comes after a greater one.
    var isSortedAscending: Bool {
        indices.dropFirst().allSatisfy { !(self[$0] < self[$0 - 1]) }
    }

    /// The diagnostics in order: capabilities hand them over sorted already, and checking costs one
    /// comparison per finding.
    var ascending: [Diagnostic] { isSortedAscending ? self : sorted() }

    /// How many diagnostics have `severity`, without copying them into a filtered array.
    public func count(of severity: Severity) -> Int {
        reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }
}
