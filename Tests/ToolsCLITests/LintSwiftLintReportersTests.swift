// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing

/// SwiftLint's reporters that `tools lint` added, each compared byte for byte with what SwiftLint 0.63.2
/// prints for the same files (`SwiftLintReporterOutputs`).
@Suite(.offThePool) struct LintSwiftLintReportersTests {
    /// Two files with errors and warnings of five rules, one reason with quotes, `&`, `<`, `>` and a comma.
    private func fixture() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write(
            "only_rules: [force_cast, identifier_name, trailing_semicolon, line_length, todo]\nline_length: 40\n",
            to: ".swiftlint.yml"
        )
        try folder.write(
            "let x = y as! Int;\n// TODO: fix \"this\" & <that>, ok\nlet abcdefghijklmnopqrstuvwxyz = 1234567890123\n",
            to: "Sources/A.swift"
        )
        try folder.write("let b = 1;\n", to: "Sources/Sub/B.swift")
        return folder
    }

    @Test(arguments: SwiftLintReporterOutputs.byReporter.keys.sorted())
    func reportsAsSwiftLintDoes(_ reporter: String) async throws {
        let folder = try fixture()
        let result = await InProcessTools.run(["lint", "--no-cache", "--reporter", reporter], in: folder.url)
        #expect(result.status == 1, "\(result.error)")
        var output = result.output
        if reporter == "html" {
            // The page is dated: the day is today's, written dd/MM/yyyy.
            output = output.replacingOccurrences(
                of: #"on \d\d/\d\d/\d\d\d\d\n"#, with: "on DATE\n", options: .regularExpression
            )
        }
        let expected = try #require(SwiftLintReporterOutputs.byReporter[reporter])
        #expect(output == expected, "\(reporter):\n\(output)")
    }

    @Test func everySwiftLintReporterIsAccepted() async throws {
        let folder = try fixture()
        for reporter in [
            "csv", "checkstyle", "codeclimate", "github-actions-logging", "gitlab", "html", "json", "markdown",
            "relative-path", "sarif", "sonarqube", "summary", "xcode",
        ] {
            let result = await InProcessTools.run(["lint", "--no-cache", "--reporter", reporter], in: folder.url)
            #expect(result.status == 1, "\(reporter): \(result.error)")
        }
    }
}
