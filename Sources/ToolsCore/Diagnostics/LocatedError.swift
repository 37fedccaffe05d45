// Copyright © 2026 Tools Authors. All rights reserved.

/// An error that ends a command with one located line. Each capability (and the core) throws its own enum,
/// one plain sentence per case; the CLI's one error path renders any of them as
/// `file:line:col: error: message (hint)` and exits with `exitStatus`.
public protocol LocatedError: Error, Sendable, CustomStringConvertible {
    /// The file (and position) the error is about; nil when it concerns the command as a whole.
    var location: FileLocation? { get }
    /// What is wrong, as one sentence.
    var message: String { get }
    /// How to fix it.
    var hint: String? { get }
    /// `.usage` (2) when nothing was done because of bad input, `.failure` (1) when doing it failed.
    var exitStatus: ExitStatus { get }
}

extension LocatedError {
    public var exitStatus: ExitStatus { .usage }

    public var description: String { Self.line(location: location, message: message, hint: hint) }

    /// The line every located error is printed as.
    public static func line(location: FileLocation?, message: String, hint: String?) -> String {
        var text = location.map { "\($0): " } ?? ""
        text += "error: " + message
        if let hint { text += " (\(hint))" }
        return text
    }
}

extension Error {
    /// The sentence of a `LocatedError`, else the error as text: for warnings and notes of runs that go on.
    public var plainMessage: String { (self as? any LocatedError)?.message ?? "\(self)" }
}
