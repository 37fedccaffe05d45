// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

@testable import ToolsBuild

/// One real `swift test` run over a workspace of tiny packages: Core ← Feature (both pass), Failing (a
/// test fails), Broken (does not compile) ← NeedsBroken (skipped). Kept to one run: each build costs
/// seconds of shared cores. Skipped with `TOOLS_SKIP_SWIFT_BUILD_TESTS=1` (`TestEnvironment`).
@Suite(.offThePool, .enabled(if: TestEnvironment.runsSwiftBuilds))
struct RealPackageRunTests {
    static func workspace() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try MatrixFixtures.writePackage(
            in: directory, name: "Core", source: "public func add(_ a: Int, _ b: Int) -> Int { a + b }\n",
            test: MatrixFixtures.xcTest("Core", [("testAdds", "XCTAssertEqual(add(2, 3), 5)")])
        )
        try MatrixFixtures.writePackage(
            in: directory, name: "Feature", dependencies: ["Core"],
            source: "import Core\npublic func total(_ values: [Int]) -> Int { values.reduce(0, add) }\n",
            test: MatrixFixtures.xcTest("Feature", [("testTotal", "XCTAssertEqual(total([1, 2, 3]), 6)")])
        )
        try MatrixFixtures.writePackage(
            in: directory, name: "Failing",
            test: MatrixFixtures.xcTest(
                "Failing",
                [
                    ("testPasses", "XCTAssertEqual(failingValue(), 1)"),
                    ("testFails", "XCTAssertEqual(failingValue(), 2, \"expected two\")"),
                ])
        )
        try MatrixFixtures.writePackage(
            in: directory, name: "Broken", source: "public func brokenValue() -> Int { return \"not a number\" }\n",
            test: MatrixFixtures.xcTest("Broken", [("testValue", "XCTAssertEqual(brokenValue(), 1)")])
        )
        try MatrixFixtures.writePackage(
            in: directory, name: "NeedsBroken", dependencies: ["Broken"],
            test: MatrixFixtures.xcTest("NeedsBroken", [("testValue", "XCTAssertEqual(needsbrokenValue(), 1)")])
        )
        try directory.write("name: Demo\n", to: "project.yml")
        return directory
    }

    @Test func testsRealPackagesInDependencyOrderWithLogsJUnitAndHistory() async throws {
        let directory = try Self.workspace()
        let workspace = try Workspace.load(root: directory.url)
        let history = SharedStore(workspaceRoot: workspace.root) { _ in }
        let session = try MatrixSession(workspace: workspace, store: history)
        let request = MatrixRequest(
            action: .test, junit: directory.url.appendingPathComponent("out/junit.xml"),
            options: RunOptions(parallelism: 2)
        )
        let plan = try session.plan(request)
        #expect(
            plan.jobs.map(\.id) == ["test Broken", "test Core", "test Failing", "test Feature", "test NeedsBroken"])
        // Real `swift test` runs: one build at a time in the suite (`SwiftBuildSlot`).
        let report = await SwiftBuildSlot.run {
            await session.run(plan, request: request, console: Console(verbosity: .quiet))
        }
        let summary = try MatrixFixtures.presented(session.results(of: report, request: request))
        let byName = Dictionary(uniqueKeysWithValues: report.results.map { ($0.job.name, $0) })

        let core = try #require(byName["Core"])
        let feature = try #require(byName["Feature"])
        #expect(core.status == .passed)
        #expect(feature.status == .passed)
        #expect(core.tests.map(\.name) == ["testAdds"])
        // Feature waited for Core.
        #expect(feature.startedAt >= core.startedAt.addingTimeInterval(core.duration - 0.5))

        let failing = try #require(byName["Failing"])
        #expect(failing.status == .failed)
        #expect(failing.reason == "1 test failed")
        #expect(
            Set(failing.tests.map { "\($0.name):\($0.status.rawValue)" }) == ["testPasses:passed", "testFails:failed"])
        #expect(!failing.brokeBuild)

        let broken = try #require(byName["Broken"])
        #expect(broken.status == .failed)
        #expect(broken.brokeBuild)
        #expect(broken.outputTail.contains("error:"))
        let log = try String(contentsOf: broken.job.logFile, encoding: .utf8)
        #expect(log.contains("cannot convert return expression of type 'String' to return type 'Int'"))
        #expect(broken.job.logFile.path == workspace.logFile("test Broken").path)

        let needsBroken = try #require(byName["NeedsBroken"])
        #expect(needsBroken.status == .skipped)
        #expect(needsBroken.reason == "not run: 'test Broken' failed")
        #expect(!report.succeeded)

        let junit = try String(contentsOf: directory.url.appendingPathComponent("out/junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testcase classname=\"package\" name=\"test Core\""))
        #expect(junit.contains("<failure message=\"1 test failed\">"))
        #expect(junit.contains("<testsuite name=\"test Failing\" tests=\"2\" failures=\"1\""))
        #expect(junit.contains("name=\"testFails\""))
        #expect(junit.contains("<skipped message=\"not run: &apos;test Broken&apos; failed\"/>"))
        let parsed = XUnitResults.parse(Data(junit.utf8))
        // Five jobs, then the tests of Core (1), Feature (1) and Failing (2).
        #expect(parsed.count == 9)

        #expect(summary.contains("5 jobs: 2 passed, 2 failed, 1 skipped"))
        #expect(summary.contains("log: \(workspace.logFile("test Broken").path)"))

        let store = try Store(url: Store.defaultURL(workspaceRoot: workspace.root))
        let records = try store.jobRecords()
        let recordedJobs: Set<String> = Set(records.map(\.job))
        #expect(recordedJobs == Set(plan.jobs.map(\.id)))
        #expect(Set(HistoryReport(records: records).slowest.map(\.job)) == ["test Core", "test Feature"])
        #expect(try store.typicalDurations()["test Core"] == core.duration)
    }
}
