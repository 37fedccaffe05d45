// Copyright © 2026 Tools Authors. All rights reserved.

/// How serious a finding is. Raw values are the words SwiftLint's reporters use.
public enum Severity: String, Sendable, Codable, Hashable, CaseIterable, Comparable {
    case warning
    case error

    /// "Warning" / "Error", as SwiftLint's JSON reporter spells them.
    public var capitalized: String { self == .warning ? "Warning" : "Error" }

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
