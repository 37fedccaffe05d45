// Copyright © 2026 Tools Authors. All rights reserved.

/// SwiftLint's `github-actions-logging` reporter: a workflow command per finding with the reason and the
/// rule id (`::warning file=F,line=L,col=C::reason (rule_id)`). Unlike `github-actions`, nothing is
/// escaped but line breaks (`%0A`, `%0D`), which would end the command, as SwiftLint writes it.
public struct GitHubActionsLoggingReporter: ConcatenatingReporter {
    public static let identifier = "github-actions-logging"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var text = ""
        for diagnostic in diagnostics.inSwiftLintOrder {
            text += "::\(diagnostic.severity.rawValue) file=\(diagnostic.file ?? ""),"
            text += "line=\(diagnostic.line ?? 1),col=\(diagnostic.column ?? 1)::"
            text += "\(diagnostic.message) (\(diagnostic.ruleID))"
                .replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
            text += "\n"
        }
        return text
    }
}
