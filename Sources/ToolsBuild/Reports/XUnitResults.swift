// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads SwiftPM's xUnit files: XCTest's at the given path and swift-testing's beside it
/// (`<name>-swift-testing.xml`).
public enum XUnitResults {
    public static func files(for url: URL) -> [URL] {
        let base = url.deletingPathExtension()
        return [url, URL(fileURLWithPath: base.path + "-swift-testing.xml")]
    }

    /// The test cases of every file that exists; nil when none exists (the tests never ran).
    public static func read(_ url: URL) -> [TestCaseResult]? {
        let existing = files(for: url).filter { FileManager.default.fileExists(atPath: $0.path) }
        guard !existing.isEmpty else { return nil }
        return existing.flatMap { file -> [TestCaseResult] in
            guard let data = try? Data(contentsOf: file) else { return [] }
            return parse(data)
        }
    }

    public static func parse(_ data: Data) -> [TestCaseResult] {
        let delegate = XUnitParserDelegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        _ = parser.parse()
        return delegate.cases
    }

    /// Removes stale files so that a run whose tests never start does not report old results.
    public static func remove(_ url: URL) {
        for file in files(for: url) { try? FileManager.default.removeItem(at: file) }
    }
}

private final class XUnitParserDelegate: NSObject, XMLParserDelegate {
    var cases: [TestCaseResult] = []
    private var current: TestCaseResult?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "testcase":
            current = TestCaseResult(
                className: attributes["classname"] ?? "", name: attributes["name"] ?? "",
                seconds: Double(attributes["time"] ?? "") ?? 0, status: .passed, message: nil
            )
        case "failure", "error":
            current?.status = .failed
            current?.message = attributes["message"]
        case "skipped":
            guard var test = current else { return }
            if test.status == .passed { test.status = .skipped }
            test.message = test.message ?? attributes["message"]
            current = test
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "testcase", let finished = current {
            cases.append(finished)
            current = nil
        }
    }
}
