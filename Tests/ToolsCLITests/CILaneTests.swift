// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// The CI lint lane and the lint command in real git repositories without a `.gitignore`, in-process.
@Suite("ci lint and lint leave the checkout clean", .offThePool)
struct CILaneTests {
    private static let header = "// Copyright © 2026 Shop. All rights reserved.\n"

    /// A repository holding only `name: Shop` and one Swift file, everything committed.
    private func repository(swift: String) throws -> GitFixture {
        let fixture = try GitFixture()
        try fixture.write("name: Shop\n", to: "project.yml")
        try fixture.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        try fixture.write(swift, to: "Sources/App/App.swift")
        try fixture.commitAll()
        return fixture
    }

    @Test func ciLintWithoutFeaturePackagesSkipsTheMocksStepAndPasses() async throws {
        let fixture = try repository(swift: Self.header + "let value = 1\n")
        let result = await InProcessTools.run(["ci", "lint"], in: fixture.url)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.error.contains("mocks: skipped (no feature packages"))
        #expect(try fixture.git("status", "--porcelain", "--untracked-files=all").isEmpty)
    }

    @Test func ciLintAnnotatesLintFindingsAndWritesJUnitWhereAsked() async throws {
        let fixture = try repository(swift: Self.header + "let value = try! load()\n")
        let reports = try TemporaryDirectory()
        let junit = reports.url.appendingPathComponent("lint.xml")
        let result = await InProcessTools.run(["ci", "lint", "--junit", junit.path], in: fixture.url)
        #expect(result.status == 1)
        #expect(result.output.contains("::error file=Sources/App/App.swift,line=2,col=13::Force Try Violation"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("<testsuites") && xml.contains("force_try"))
        #expect(try fixture.git("status", "--porcelain", "--untracked-files=all").isEmpty)
    }

    @Test func staleMocksAreFindingsInEveryReporter() async throws {
        let fixture = try GitFixture()
        try fixture.write("name: Shop\n", to: "project.yml")
        try fixture.write("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "CartFeature", targets: [.target(name: "CartFeature")])
            """, to: "localPackages/CartFeature/Package.swift")
        try fixture.write(Self.header + "public protocol CartRepo {\n    func items() -> [String]\n}\n",
                          to: "localPackages/CartFeature/Sources/CartFeature/Domain/CartRepo.swift")
        try fixture.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        try fixture.commitAll()
        let sarif = try TemporaryDirectory().url.appendingPathComponent("out.sarif")
        let result = await InProcessTools.run(
            ["ci", "lint", "--reporter", "github-actions", "--reporter", "sarif:\(sarif.path)"], in: fixture.url
        )
        #expect(result.status == 1)
        let mocks = "localPackages/CartFeature/Sources/CartFeature/Mocks/CartFeatureMocks.swift"
        #expect(result.output.contains("::error file=\(mocks)::Mocks Up To Date Violation"), "\(result.output)")
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any]
        let runs = log?["runs"] as? [[String: Any]]
        let results = runs?.first?["results"] as? [[String: Any]]
        #expect(results?.first?["ruleId"] as? String == "mocks_up_to_date")
    }

    @Test func lintAndItsCacheLeaveNoFileInTheWorkingTree() async throws {
        let fixture = try repository(swift: Self.header + "let value = try! load()\n")
        for _ in 0..<2 {
            let result = await InProcessTools.run(["lint"], in: fixture.url)
            #expect(result.status == 1)
            #expect(result.output.contains("App.swift:2:13: error: Force Try Violation"))
        }
        #expect(try fixture.git("status", "--porcelain", "--untracked-files=all", "--ignored").isEmpty)
        #expect(fixture.directory.exists(".git/tools/tools.sqlite"))
    }
}
