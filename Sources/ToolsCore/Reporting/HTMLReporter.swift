// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// SwiftLint's `html` reporter: a page with a table of the findings and a summary (files with findings,
/// warnings, errors), signed with the SwiftLint release `tools lint` follows and the day's date
/// (`dd/MM/yyyy`), as SwiftLint writes it.
public struct HTMLReporter: Reporter {
    public static let identifier = "html"

    /// The release named in the page's footer.
    static let swiftLintVersion = "0.65.1"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        render(diagnostics, date: Date())
    }

    /// The page, dated `date` (tests pass a fixed one).
    func render(_ diagnostics: [Diagnostic], date: Date) -> String {
        var text = Self.head
        for (index, diagnostic) in diagnostics.inSwiftLintOrder.enumerated() {
            let severity = diagnostic.severity == .error ? "error" : "warning"
            let place = "\(diagnostic.line ?? 0):\(diagnostic.column ?? 0)"
            text += "\t\t\t\t<tr>\n\t\t\t\t\t<td style=\"text-align: right;\">\(index + 1)</td>\n"
            text += "\t\t\t\t\t<td>\(xmlEscaped(diagnostic.file ?? ""))</td>\n"
            text += "\t\t\t\t\t<td style=\"text-align: center;\">\(place)</td>\n"
            text += "\t\t\t\t\t<td class=\"\(severity)\">\(diagnostic.severity.capitalized)</td>\n"
            text += "\t\t\t\t\t<td>\(xmlEscaped(diagnostic.message))</td>\n\t\t\t\t</tr>\n"
        }
        text += "\t\t\t</tbody>\n\t\t</table>\n\t\t\n\t\t<br/>\n\t\t\n\t\t<h2>Summary</h2>\n\t\t\n"
        text += "\t\t<table>\n\t\t\t<tbody>\n"
        text += Self.summaryRow("Total files with violations", Set(diagnostics.compactMap(\.file)).count)
        text += Self.summaryRow("Total warnings", diagnostics.count(of: .warning))
        text += Self.summaryRow("Total errors", diagnostics.count(of: .error))
        text += "\t\t\t</tbody>\n\t\t</table>\n\t\t\n\t\t<hr />\n\t\t\n\t\t<p>\n\t\t\tCreated with\n"
        text += "\t\t\t<a href=\"https://github.com/realm/SwiftLint\"><b>SwiftLint</b></a>\n"
        text += "\t\t\t\(Self.swiftLintVersion) on \(Self.day(of: date))\n\t\t</p>\n\t</body>\n</html>\n"
        return text
    }

    private static func summaryRow(_ label: String, _ count: Int) -> String {
        "\t\t\t\t<tr>\n\t\t\t\t\t<td>\(label)</td>\n\t\t\t\t\t<td>\(count)</td>\n\t\t\t\t</tr>\n"
    }

    /// `date` as `dd/MM/yyyy` in the local time zone (SwiftLint's short date).
    private static func day(of date: Date) -> String {
        let parts = Calendar.current.dateComponents([.day, .month, .year], from: date)
        let day = parts.day ?? 1, month = parts.month ?? 1, year = parts.year ?? 1970
        return (day < 10 ? "0" : "") + "\(day)/" + (month < 10 ? "0" : "") + "\(month)/\(year)"
    }

    /// Everything before the table's rows.
    private static let head = [
        "<!doctype html>",
        "<html>",
        "\t<head>",
        "\t\t<meta charset=\"utf-8\" />",
        "\t\t<meta name=\"viewport\" content=\"width=device-width, initial-scale=1.0\" />",
        "\t\t",
        "\t\t<style type=\"text/css\">",
        "\t\t\tbody {",
        "\t\t\t\tfont-family: Arial, Helvetica, sans-serif;",
        "\t\t\t\tfont-size: 0.9rem;",
        "\t\t\t}",
        "\t\t\t",
        "\t\t\ttable {",
        "\t\t\t\tborder: 1px solid gray;",
        "\t\t\t\tborder-collapse: collapse;",
        "\t\t\t\t-moz-box-shadow: 3px 3px 4px #AAA;",
        "\t\t\t\t-webkit-box-shadow: 3px 3px 4px #AAA;",
        "\t\t\t\tbox-shadow: 3px 3px 4px #AAA;",
        "\t\t\t\tvertical-align: top;",
        "\t\t\t\theight: 64px;",
        "\t\t\t}",
        "\t\t\t",
        "\t\t\ttd, th {",
        "\t\t\t\tborder: 1px solid #D3D3D3;",
        "\t\t\t\tpadding: 5px 10px 5px 10px;",
        "\t\t\t}",
        "\t\t\t",
        "\t\t\tth {",
        "\t\t\t\tborder-bottom: 1px solid gray;",
        "\t\t\t\tbackground-color: rgba(41,52,92,0.313);",
        "\t\t\t}",
        "\t\t\t",
        "\t\t\t.error, .warning {",
        "\t\t\t\ttext-align: center;",
        "\t\t\t}",
        "\t\t\t",
        "\t\t\t.error {",
        "\t\t\t\tbackground-color: #FF9D92;",
        "\t\t\t\tcolor: #7F0800;",
        "\t\t\t}",
        "\t\t\t",
        "\t\t\t.warning {",
        "\t\t\t\tbackground-color: #FFF59E;",
        "\t\t\t\tcolor: #7F7000;",
        "\t\t\t}",
        "\t\t</style>",
        "\t\t",
        "\t\t<title>SwiftLint Report</title>",
        "\t</head>",
        "\t<body>",
        "\t\t<h1>SwiftLint Report</h1>",
        "\t\t",
        "\t\t<hr />",
        "\t\t",
        "\t\t<h2>Violations</h2>",
        "\t\t",
        "\t\t<table>",
        "\t\t\t<thead>",
        "\t\t\t\t<tr>",
        "\t\t\t\t\t<th style=\"width: 60pt;\">",
        "\t\t\t\t\t\t<b>Serial No.</b>",
        "\t\t\t\t\t</th>",
        "\t\t\t\t\t<th style=\"width: 500pt;\">",
        "\t\t\t\t\t\t<b>File</b>",
        "\t\t\t\t\t</th>",
        "\t\t\t\t\t<th style=\"width: 60pt;\">",
        "\t\t\t\t\t\t<b>Location</b>",
        "\t\t\t\t\t</th>",
        "\t\t\t\t\t<th style=\"width: 60pt;\">",
        "\t\t\t\t\t\t<b>Severity</b>",
        "\t\t\t\t\t</th>",
        "\t\t\t\t\t<th style=\"width: 500pt;\">",
        "\t\t\t\t\t\t<b>Message</b>",
        "\t\t\t\t\t</th>",
        "\t\t\t\t</tr>",
        "\t\t\t</thead>",
        "\t\t\t<tbody>",
    ].joined(separator: "\n") + "\n"
}
