// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A JUnit XML document, the one model every JUnit output is written from (lint's `junit` reporter, the
/// build matrix's job report), so that both escape text the same way and read the same in CI dashboards.
public struct JUnitDocument: Sendable, Hashable {
    public struct TestCase: Sendable, Hashable {
        public var className: String
        public var name: String
        /// Seconds taken; nil when not measured (no `time` attribute).
        public var seconds: Double?
        public var outcome: Outcome
        /// Text for `<system-out>`.
        public var output: String?

        public init(
            className: String, name: String, seconds: Double? = nil, outcome: Outcome = .passed,
            output: String? = nil
        ) {
            self.className = className
            self.name = name
            self.seconds = seconds
            self.outcome = outcome
            self.output = output
        }
    }

    public struct Suite: Sendable, Hashable {
        public var name: String
        public var cases: [TestCase]

        public init(name: String, cases: [TestCase]) {
            self.name = name
            self.cases = cases
        }

        public var failures: Int { cases.filter { if case .failure = $0.outcome { true } else { false } }.count }
        public var errors: Int { cases.filter { if case .error = $0.outcome { true } else { false } }.count }
        public var skipped: Int { cases.filter { if case .skipped = $0.outcome { true } else { false } }.count }
        /// The cases' total when any case was timed.
        public var seconds: Double? {
            let times = cases.compactMap(\.seconds)
            return times.isEmpty ? nil : times.reduce(0, +)
        }
    }

    public var name: String?
    public var suites: [Suite]
    /// Wall-clock seconds of the whole run (cases may overlap, so not their sum); nil when not measured.
    public var seconds: Double?

    public init(name: String? = nil, suites: [Suite], seconds: Double? = nil) {
        self.name = name
        self.suites = suites
        self.seconds = seconds
    }

    /// The document as XML; every text goes through `xmlEscaped`, which drops what XML 1.0 forbids.
    public func rendered() -> String {
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let errors = suites.reduce(0) { $0 + $1.errors }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"
        if let name { xml += " name=\"\(xmlEscaped(name))\"" }
        xml += " tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\"\(Self.time(seconds))>\n"
        for suite in suites { xml += Self.render(suite) }
        return xml + "</testsuites>\n"
    }

    private static func render(_ suite: Suite) -> String {
        var xml = "  <testsuite name=\"\(xmlEscaped(suite.name))\" tests=\"\(suite.cases.count)\" "
            + "failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" skipped=\"\(suite.skipped)\""
            + "\(time(suite.seconds))>\n"
        for item in suite.cases {
            xml += "    <testcase classname=\"\(xmlEscaped(item.className))\" name=\"\(xmlEscaped(item.name))\""
                + time(item.seconds)
            var inner = ""
            switch item.outcome {
            case .passed:
                break
            case .failure(let message, let details):
                inner += "      <failure message=\"\(xmlEscaped(message))\">\(xmlEscaped(details))</failure>\n"
            case .error(let message, let details):
                inner += "      <error message=\"\(xmlEscaped(message))\">\(xmlEscaped(details))</error>\n"
            case .skipped(let message):
                inner += "      <skipped message=\"\(xmlEscaped(message))\"/>\n"
            }
            if let output = item.output { inner += "      <system-out>\(xmlEscaped(output))</system-out>\n" }
            xml += inner.isEmpty ? "/>\n" : ">\n\(inner)    </testcase>\n"
        }
        return xml + "  </testsuite>\n"
    }

    private static func time(_ seconds: Double?) -> String {
        seconds.map { " time=\"\(String(format: "%.3f", $0))\"" } ?? ""
    }
}

extension JUnitDocument.TestCase {
    public enum Outcome: Sendable, Hashable {
        case passed
        /// A failed assertion (a failed job or test, a lint warning): `details` is the element's text.
        case failure(message: String, details: String)
        /// An error (a lint error).
        case error(message: String, details: String)
        case skipped(message: String)
    }
}
