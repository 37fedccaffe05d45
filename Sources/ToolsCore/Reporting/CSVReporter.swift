// Copyright © 2026 Tools Authors. All rights reserved.

/// SwiftLint's `csv` reporter: a header row, then a row per finding (file, line, character, severity,
/// rule name, reason, rule id).
public struct CSVReporter: Reporter {
    public static let identifier = "csv"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var text = "file,line,character,severity,type,reason,rule_id\n"
        for diagnostic in diagnostics.inSwiftLintOrder {
            let fields = [
                (diagnostic.file ?? "").swiftLintField(quotingIfContains: ","),
                diagnostic.line.map(String.init) ?? "",
                diagnostic.column.map(String.init) ?? "",
                diagnostic.severity.capitalized,
                diagnostic.ruleName.swiftLintField(quotingIfContains: ","),
                diagnostic.message.swiftLintField(quotingIfContains: ","),
                diagnostic.ruleID,
            ]
            text += fields.joined(separator: ",") + "\n"
        }
        return text
    }
}
