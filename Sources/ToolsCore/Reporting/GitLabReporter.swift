// Copyright © 2026 Tools Authors. All rights reserved.

/// SwiftLint's `gitlab` reporter: JUnit XML as GitLab's test report reads it, a test case with a failure per
/// finding (severity, rule, reason, file, line, column; `nil` for what is unknown).
public struct GitLabReporter: Reporter {
    public static let identifier = "gitlab"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<testsuites><testsuite>"
        for diagnostic in diagnostics.inSwiftLintOrder {
            let file = xmlEscaped(diagnostic.file ?? "<nopath>")
            let line = diagnostic.line.map(String.init)
            let location = [file, line].compactMap { $0 }.joined(separator: ":")
            let severity = diagnostic.severity.rawValue
            text += "\n\t<testcase name='\(severity): \(diagnostic.ruleID) in \(location)'>\n"
            text += "\t\t<failure>Severity: \(severity)\nRule: \(diagnostic.ruleID)\n"
            text += "Reason: \(xmlEscaped(diagnostic.message))\n\nFile: \(file)\nLine: \(line ?? "nil")\n"
            text += "Column: \(diagnostic.column.map(String.init) ?? "nil")\n\t\t</failure>\n\t</testcase>"
        }
        return text + "\n</testsuite></testsuites>\n\n"
    }
}
