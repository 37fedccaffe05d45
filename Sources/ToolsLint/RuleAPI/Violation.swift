// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// One finding of a rule inside a file.
public struct Violation: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var line: Int
    public var column: Int
    public var message: String

    public init(ruleID: String, severity: Severity, line: Int, column: Int, message: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.line = line
        self.column = column
        self.message = message
    }

    public var position: SourcePosition { SourcePosition(line: line, column: column) }
}
