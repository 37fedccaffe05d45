// Copyright © 2026 Tools Authors. All rights reserved.

/// What SwiftLint 0.63.2 prints for the files of `LintSwiftLintReportersTests` with each reporter that
/// `tools lint` added (run side by side, from the fixture's folder): paths made relative as `tools lint`
/// writes them (csv, markdown), the html page's date left as `DATE`, its release as the one `tools lint`
/// follows, and the files in path order (SwiftLint's order of files varies from run to run).
enum SwiftLintReporterOutputs {
    static let byReporter: [String: String] = [
        "csv": csv,
        "codeclimate": codeClimate,
        "github-actions-logging": gitHubActionsLogging,
        "gitlab": gitLab,
        "html": html,
        "markdown": markdown,
        "relative-path": relativePath,
        "sonarqube": sonarQube,
    ]

    /// `lines`, each ended by a line break.
    static func text(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }
}

extension SwiftLintReporterOutputs {
    static let csv = text([
        "file,line,character,severity,type,reason,rule_id",
        "Sources/A.swift,1,11,Error,Force Cast,Force casts should be avoided,force_cast",
        "Sources/A.swift,1,5,Error,Identifier Name,Variable name 'x' should be between 3 "
            + "and 40 characters long,identifier_name",
        "Sources/A.swift,3,1,Warning,Line Length,Line should be 40 characters or less; cu"
            + "rrently it has 46 characters,line_length",
        "Sources/A.swift,2,4,Warning,Todo,\"TODOs should be resolved (fix \"\"this\"\" & <that>, ok)\",todo",
        "Sources/A.swift,1,18,Warning,Trailing Semicolon,Lines should not have trailing s"
            + "emicolons,trailing_semicolon",
        "Sources/Sub/B.swift,1,5,Error,Identifier Name,Variable name 'b' should be betwee"
            + "n 3 and 40 characters long,identifier_name",
        "Sources/Sub/B.swift,1,10,Warning,Trailing Semicolon,Lines should not have traili"
            + "ng semicolons,trailing_semicolon",
    ])

    static let markdown = text([
        "file | line | severity | reason | rule_id",
        "--- | --- | --- | --- | ---",
        "Sources/A.swift | 1 | :stop\\_sign: | Force Cast: Force casts should be avoided | force_cast",
        "Sources/A.swift | 1 | :stop\\_sign: | Identifier Name: Variable name 'x' should "
            + "be between 3 and 40 characters long | identifier_name",
        "Sources/A.swift | 3 | :warning: | Line Length: Line should be 40 characters or l"
            + "ess; currently it has 46 characters | line_length",
        "Sources/A.swift | 2 | :warning: | Todo: TODOs should be resolved (fix \"\"this\"\" & <that>, ok) | todo",
        "Sources/A.swift | 1 | :warning: | Trailing Semicolon: Lines should not have trai"
            + "ling semicolons | trailing_semicolon",
        "Sources/Sub/B.swift | 1 | :stop\\_sign: | Identifier Name: Variable name 'b' sho"
            + "uld be between 3 and 40 characters long | identifier_name",
        "Sources/Sub/B.swift | 1 | :warning: | Trailing Semicolon: Lines should not have "
            + "trailing semicolons | trailing_semicolon",
    ])

    static let relativePath = text([
        "Sources/A.swift:1:11: error: Force Cast Violation: Force casts should be avoided (force_cast)",
        "Sources/A.swift:1:5: error: Identifier Name Violation: Variable name 'x' should "
            + "be between 3 and 40 characters long (identifier_name)",
        "Sources/A.swift:3:1: warning: Line Length Violation: Line should be 40 character"
            + "s or less; currently it has 46 characters (line_length)",
        "Sources/A.swift:2:4: warning: Todo Violation: TODOs should be resolved (fix \"th"
            + "is\" & <that>, ok) (todo)",
        "Sources/A.swift:1:18: warning: Trailing Semicolon Violation: Lines should not ha"
            + "ve trailing semicolons (trailing_semicolon)",
        "Sources/Sub/B.swift:1:5: error: Identifier Name Violation: Variable name 'b' sho"
            + "uld be between 3 and 40 characters long (identifier_name)",
        "Sources/Sub/B.swift:1:10: warning: Trailing Semicolon Violation: Lines should no"
            + "t have trailing semicolons (trailing_semicolon)",
    ])

    static let gitHubActionsLogging = text([
        "::error file=Sources/A.swift,line=1,col=11::Force casts should be avoided (force_cast)",
        "::error file=Sources/A.swift,line=1,col=5::Variable name 'x' should be between 3"
            + " and 40 characters long (identifier_name)",
        "::warning file=Sources/A.swift,line=3,col=1::Line should be 40 characters or les"
            + "s; currently it has 46 characters (line_length)",
        "::warning file=Sources/A.swift,line=2,col=4::TODOs should be resolved (fix \"thi"
            + "s\" & <that>, ok) (todo)",
        "::warning file=Sources/A.swift,line=1,col=18::Lines should not have trailing sem"
            + "icolons (trailing_semicolon)",
        "::error file=Sources/Sub/B.swift,line=1,col=5::Variable name 'b' should be betwe"
            + "en 3 and 40 characters long (identifier_name)",
        "::warning file=Sources/Sub/B.swift,line=1,col=10::Lines should not have trailing"
            + " semicolons (trailing_semicolon)",
    ])

    static let gitLab = text([
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
        "<testsuites><testsuite>",
        "\t<testcase name='error: force_cast in Sources/A.swift:1'>",
        "\t\t<failure>Severity: error",
        "Rule: force_cast",
        "Reason: Force casts should be avoided",
        "",
        "File: Sources/A.swift",
        "Line: 1",
        "Column: 11",
        "\t\t</failure>",
        "\t</testcase>",
        "\t<testcase name='error: identifier_name in Sources/A.swift:1'>",
        "\t\t<failure>Severity: error",
        "Rule: identifier_name",
        "Reason: Variable name &apos;x&apos; should be between 3 and 40 characters long",
        "",
        "File: Sources/A.swift",
        "Line: 1",
        "Column: 5",
        "\t\t</failure>",
        "\t</testcase>",
        "\t<testcase name='warning: line_length in Sources/A.swift:3'>",
        "\t\t<failure>Severity: warning",
        "Rule: line_length",
        "Reason: Line should be 40 characters or less; currently it has 46 characters",
        "",
        "File: Sources/A.swift",
        "Line: 3",
        "Column: 1",
        "\t\t</failure>",
        "\t</testcase>",
        "\t<testcase name='warning: todo in Sources/A.swift:2'>",
        "\t\t<failure>Severity: warning",
        "Rule: todo",
        "Reason: TODOs should be resolved (fix &quot;this&quot; &amp; &lt;that&gt;, ok)",
        "",
        "File: Sources/A.swift",
        "Line: 2",
        "Column: 4",
        "\t\t</failure>",
        "\t</testcase>",
        "\t<testcase name='warning: trailing_semicolon in Sources/A.swift:1'>",
        "\t\t<failure>Severity: warning",
        "Rule: trailing_semicolon",
        "Reason: Lines should not have trailing semicolons",
        "",
        "File: Sources/A.swift",
        "Line: 1",
        "Column: 18",
        "\t\t</failure>",
        "\t</testcase>",
        "\t<testcase name='error: identifier_name in Sources/Sub/B.swift:1'>",
        "\t\t<failure>Severity: error",
        "Rule: identifier_name",
        "Reason: Variable name &apos;b&apos; should be between 3 and 40 characters long",
        "",
        "File: Sources/Sub/B.swift",
        "Line: 1",
        "Column: 5",
        "\t\t</failure>",
        "\t</testcase>",
        "\t<testcase name='warning: trailing_semicolon in Sources/Sub/B.swift:1'>",
        "\t\t<failure>Severity: warning",
        "Rule: trailing_semicolon",
        "Reason: Lines should not have trailing semicolons",
        "",
        "File: Sources/Sub/B.swift",
        "Line: 1",
        "Column: 10",
        "\t\t</failure>",
        "\t</testcase>",
        "</testsuite></testsuites>",
        "",
    ])
}
