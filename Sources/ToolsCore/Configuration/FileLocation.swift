// Copyright © 2026 Tools Authors. All rights reserved.

/// Where something was written: the file as shown to the user and, when known, the line and column in it.
/// The one location of the tool: every configuration value carries one (through includes, merges and
/// templates, so a value names its own file), every `LocatedError` names one, plans show one, and a
/// diagnostic is made from one.
public struct FileLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// 1-based; nil when the location is the whole file.
    public var line: Int?
    /// 1-based, in characters; nil when unknown.
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    public init(file: String, position: SourcePosition?) {
        self.init(file: file, line: position?.line, column: position?.column)
    }

    /// The line and column, when the line is known (column 1 when only the line is).
    public var position: SourcePosition? {
        line.map { SourcePosition(line: $0, column: column ?? 1) }
    }

    /// `file`, `file:line` or `file:line:col`: the form compilers and every reporter use.
    public var description: String {
        guard let line else { return file }
        guard let column else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }

    /// `file:line`, as plans and spec dumps name where a scheme or value is written.
    public var fileAndLine: String {
        line.map { "\(file):\($0)" } ?? file
    }
}

extension Diagnostic {
    /// A diagnostic at `location` (a configuration value's, an error's).
    public init(
        at location: FileLocation?, severity: Severity, ruleID: String, ruleName: String? = nil, message: String
    ) {
        self.init(
            file: location?.file, line: location?.line, column: location?.column, severity: severity,
            ruleID: ruleID, ruleName: ruleName, message: message)
    }

    /// Where the diagnostic is, when it names a file.
    public var sourceLocation: FileLocation? {
        file.map { FileLocation(file: $0, line: line, column: column) }
    }
}
