// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// `path:line:col: warning: Rule Violation: reason (rule_id)`: what Xcode and most editors parse.
public struct XcodeReporter: ConcatenatingReporter {
    public static let identifier = "xcode"
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let labels = Dictionary(uniqueKeysWithValues: Severity.allCases.map { severity in
            (severity, colored ? ANSI.paint(severity.rawValue, severity == .error ? .red : .yellow) : severity.rawValue)
        })
        // One buffer for every line: a large run prints hundreds of thousands of findings.
        var text = ""
        text.reserveCapacity(diagnostics.count * 160)
        for diagnostic in diagnostics {
            // One line per finding: a file name or message with a newline or an escape sequence must not
            // fake a second diagnostic line or repaint the terminal (sanitizing works per character, so
            // each piece is sanitized as it is written).
            diagnostic.writeLocation(to: &text, escaping: TerminalText.sanitized)
            text += ": "
            text += labels[diagnostic.severity] ?? diagnostic.severity.rawValue
            text += ": "
            diagnostic.writeViolationText(to: &text, escaping: TerminalText.sanitized)
            text += "\n"
        }
        return text
    }
}
