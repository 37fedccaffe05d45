// Copyright © 2026 Tools Authors. All rights reserved.

/// SwiftLint's `relative-path` reporter: Xcode's `file:line:column: severity: message` lines with the
/// path relative to the current folder, a finding without a column at column 1.
public struct RelativePathReporter: ConcatenatingReporter {
    public static let identifier = "relative-path"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var text = ""
        for diagnostic in diagnostics.inSwiftLintOrder {
            text += diagnostic.file ?? "<nopath>"
            text += ":\(diagnostic.line ?? 1):\(diagnostic.column ?? 1): \(diagnostic.severity.rawValue): "
            diagnostic.writeViolationText(to: &text)
            text += "\n"
        }
        return text
    }
}
