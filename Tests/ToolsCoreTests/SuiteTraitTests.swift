// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing

/// Every suite of the test targets runs off Swift concurrency's pool (`OffThePoolTrait`): one suite without
/// the trait, holding a pool thread for seconds of CPU, delays every other test's timers on a 2-core machine.
@Suite(.offThePool)
struct SuiteTraitTests {
    @Test func everySuiteDeclaringTestsRunsOffThePool() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let files = try FileManager.default.subpathsOfDirectory(atPath: tests.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("TestSupport") }
        var missing: [String] = []
        for file in files {
            let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            guard let firstTest = text.range(of: "@Test") else { continue }
            // Tests in an extension belong to a suite declared (with its trait) in another file.
            let before = text[..<firstTest.lowerBound]
            let lastType = before.range(of: #"(?m)^(@Suite[^\n]*\n)?(struct|final class|class|enum) "#,
                                        options: [.regularExpression, .backwards])
            let lastExtension = before.range(of: "\nextension ", options: .backwards)
            if let lastExtension, lastExtension.lowerBound > (lastType?.lowerBound ?? before.startIndex) { continue }
            if !text.contains(".offThePool") { missing.append(file) }
        }
        #expect(missing.isEmpty, "suites without `.offThePool` in their @Suite traits: \(missing.sorted())")
        #expect(files.count > 100, "the test folders were not found beside \(#filePath)")
    }
}
