// Copyright © 2026 Tools Authors. All rights reserved.

/// SwiftLint's `markdown` reporter: a table of the findings (file, line, severity as an emoji code,
/// `Rule Name: reason`, rule id).
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var text = "file | line | severity | reason | rule_id\n--- | --- | --- | --- | ---\n"
        for diagnostic in diagnostics.inSwiftLintOrder {
            let fields = [
                (diagnostic.file ?? "").swiftLintField(quotingIfContains: "|"),
                diagnostic.line.map(String.init) ?? "",
                diagnostic.severity == .error ? ":stop\\_sign:" : ":warning:",
                diagnostic.ruleName.swiftLintField(quotingIfContains: "|") + ": "
                    + diagnostic.message.swiftLintField(quotingIfContains: "|"),
                diagnostic.ruleID,
            ]
            text += fields.joined(separator: " | ") + "\n"
        }
        return text
    }
}
