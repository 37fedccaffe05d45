// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// JUnit XML of a run: one test case per job (suite `jobs`), and one suite per `swift test` job with a
/// test case per test from SwiftPM's xUnit output, so CI dashboards show both levels.
public enum JobJUnitReport {
    public static func render(_ report: RunReport, workspace: Workspace) -> String {
        var suites = ""
        suites += suite(
            name: "tools \(report.action.rawValue)",
            cases: report.results.map { result in
                Case(
                    className: "\(result.job.kind.rawValue)", name: result.job.id, seconds: result.duration,
                    status: result.status, message: result.reason,
                    body: result.status == .failed ? result.lastLines(40).joined(separator: "\n") : nil,
                    output: result.started
                        ? "log: \(workspace.relativePath(result.job.logFile))\n$ \(result.job.commandLine)" : nil
                )
            })
        for result in report.results where !result.tests.isEmpty {
            suites += suite(
                name: result.job.id,
                cases: result.tests.map { test in
                    Case(
                        className: test.className, name: test.name, seconds: test.seconds,
                        status: test.status == .passed ? .passed : (test.status == .failed ? .failed : .skipped),
                        message: test.message ?? (test.status == .failed ? "failed" : nil), body: nil, output: nil
                    )
                })
        }
        let total = report.results.count + report.results.reduce(0) { $0 + $1.tests.count }
        let failures =
            report.count(.failed) + report.results.reduce(0) { $0 + $1.tests.filter { $0.status == .failed }.count }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"tools \(report.action.rawValue)\" tests=\"\(total)\" failures=\"\(failures)\" "
            + "time=\"\(seconds(report.duration))\">\n" + suites + "</testsuites>\n"
    }

    public static func write(_ report: RunReport, workspace: Workspace, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw BuildError.junitFolderUncreatable(path: url.path)
        }
        try AtomicFile.write(Data(render(report, workspace: workspace).utf8), to: url)
    }

    private struct Case {
        var className: String
        var name: String
        var seconds: Double
        var status: JobResult.Status
        var message: String?
        var body: String?
        var output: String?
    }

    private static func suite(name: String, cases: [Case]) -> String {
        let failures = cases.filter { $0.status == .failed }.count
        let skipped = cases.filter { $0.status == .skipped || $0.status == .cancelled }.count
        let time = cases.reduce(0) { $0 + $1.seconds }
        var xml =
            "  <testsuite name=\"\(escaped(name))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
            + "errors=\"0\" skipped=\"\(skipped)\" time=\"\(seconds(time))\">\n"
        for item in cases {
            xml +=
                "    <testcase classname=\"\(escaped(item.className))\" name=\"\(escaped(item.name))\" "
                + "time=\"\(seconds(item.seconds))\""
            var inner = ""
            switch item.status {
            case .failed:
                inner +=
                    "      <failure message=\"\(escaped(item.message ?? "failed"))\">"
                    + "\(escaped(item.body ?? ""))</failure>\n"
            case .skipped, .cancelled:
                inner += "      <skipped message=\"\(escaped(item.message ?? item.status.rawValue))\"/>\n"
            case .passed:
                break
            }
            if let output = item.output { inner += "      <system-out>\(escaped(output))</system-out>\n" }
            xml += inner.isEmpty ? "/>\n" : ">\n\(inner)    </testcase>\n"
        }
        return xml + "  </testsuite>\n"
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    static func escaped(_ text: String) -> String {
        xmlEscaped(text)
    }
}
