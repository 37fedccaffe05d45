// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// GitHub Actions workflow commands, which annotate the pull request's diff.
public struct GitHubActionsReporter: ConcatenatingReporter {
    public static let identifier = "github-actions"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            var properties: [String] = []
            if let file = diagnostic.file { properties.append("file=\(escapeProperty(file))") }
            if let line = diagnostic.line { properties.append("line=\(line)") }
            if let column = diagnostic.column { properties.append("col=\(column)") }
            let head = "::\(diagnostic.severity.rawValue) " + properties.joined(separator: ",")
            return head + "::" + escapeData(diagnostic.violationText) + "\n"
        }.joined()
    }

    /// GitHub decodes `%25`, `%0D` and `%0A`; other control characters (escape sequences in a file name)
    /// are shown as visible escapes so that the log cannot be repainted.
    private func escapeData(_ text: String) -> String {
        TerminalText.sanitized(
            text.replacingOccurrences(of: "%", with: "%25")
                .replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
        )
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
