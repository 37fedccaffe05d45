// Copyright © 2026 Tools Authors. All rights reserved.

/// The process exit codes every command uses, documented in the README.
public enum ExitStatus: Int32, Sendable {
    /// Nothing to report.
    case success = 0
    /// Findings (lint errors, stale mocks) or failed jobs.
    case failure = 1
    /// Bad usage or bad configuration: nothing was done.
    case usage = 2
}

/// A source position inside a file: 1-based line and column.
public struct SourcePosition: Sendable, Hashable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// An error that ends a command with one clear line and an exit status.
///
/// The message names the file (and position when known), says what is wrong and how to fix it.
public struct ToolError: Error, Sendable, CustomStringConvertible {
    public var file: String?
    public var position: SourcePosition?
    public var message: String
    public var hint: String?
    public var exitStatus: ExitStatus

    public init(
        file: String? = nil,
        position: SourcePosition? = nil,
        message: String,
        hint: String? = nil,
        exitStatus: ExitStatus = .usage
    ) {
        self.file = file
        self.position = position
        self.message = message
        self.hint = hint
        self.exitStatus = exitStatus
    }

    public var description: String {
        var text = ""
        if let file {
            text += file
            if let position { text += ":\(position.line):\(position.column)" }
            text += ": "
        }
        text += "error: " + message
        if let hint { text += " (\(hint))" }
        return text
    }

    /// A configuration problem: exit 2.
    public static func configuration(
        _ message: String, file: String? = nil, position: SourcePosition? = nil, hint: String? = nil
    ) -> ToolError {
        ToolError(file: file, position: position, message: message, hint: hint, exitStatus: .usage)
    }
}
