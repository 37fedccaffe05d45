// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// JUnit XML: one test suite, one failing test case per diagnostic, as CI dashboards expect.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let cases = diagnostics.map { diagnostic in
            let details = "\(diagnostic.severity.capitalized):\(diagnostic.location): \(diagnostic.message)"
            return JUnitDocument.TestCase(
                className: diagnostic.ruleID, name: diagnostic.location,
                outcome: diagnostic.severity == .error
                    ? .error(message: diagnostic.message, details: details)
                    : .failure(message: diagnostic.message, details: details)
            )
        }
        return JUnitDocument(suites: [JUnitDocument.Suite(name: "tools", cases: cases)]).rendered()
    }
}
