// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// A spec (or package folder) whose name starts with `-` is passed to xcodegen and swift as a path, never
/// where it would be read as an option (`--spec -dash.yml`).
@Suite("paths that start with a dash", .offThePool)
struct DashNamedSpecTests {
    typealias Lanes = BuildCommandsEndToEndTests

    @Test("a spec named -dash.yml reaches xcodegen as ./-dash.yml")
    func dashSpec() async throws {
        let folder = try TemporaryDirectory(prefix: "tools dash spec")
        try folder.write(
            "name: Shop\ntargets:\n  Shop: {type: application, platform: iOS, sources: [Shop]}\n", to: "-dash.yml"
        )
        try folder.write("let shop = 1\n", to: "Shop/Shop.swift")
        let tools = try TemporaryDirectory(prefix: "tools dash stand-ins")
        let record = tools.url.appendingPathComponent("record.txt")
        // Like xcodegen, the stand-in fails on an option it does not know: `-dash.yml` would be one.
        let generate = """
            case "$3" in -*) echo "unknown option $3" >&2; exit 64;; esac
            mkdir -p Shop.xcodeproj && touch Shop.xcodeproj/project.pbxproj
            """
        let path = try Lanes.standIns(
            ["xcodegen": Lanes.recorder(record, then: generate), "xcodebuild": Lanes.recorder(record)], in: tools
        )
        let plan = await InProcessTools.run(["build", "--plan", "--json", "--spec=-dash.yml"], in: folder.url)
        #expect(plan.status == 0, "\(plan.output)\(plan.error)")
        let job = try #require(Lanes.jobs(plan.output).first)
        #expect((job["arguments"] as? [String]) == ["generate", "--spec", "./-dash.yml", "--use-cache"], "\(job)")

        let run = await InProcessTools.run(
            ["build", "--no-history", "--spec=-dash.yml"], in: folder.url, environment: ["PATH": path]
        )
        #expect(run.status == 0, "\(run.output)\(run.error)")
        let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.hasSuffix("|generate --spec ./-dash.yml --use-cache") == true, "\(lines)")
    }

    @Test("a package folder named -Kit reaches swift as --package-path ./-Kit")
    func dashPackage() async throws {
        let folder = try TemporaryDirectory(prefix: "tools dash package")
        try folder.write("name: App\npackages:\n  Kit: {path: -Kit}\n", to: "project.yml")
        try folder.write(Lanes.manifest("Kit"), to: "-Kit/Package.swift")
        let plan = await InProcessTools.run(["build", "--plan", "--json"], in: folder.url)
        #expect(plan.status == 0, "\(plan.output)\(plan.error)")
        let job = try #require(Lanes.jobs(plan.output).first { $0["name"] as? String == "Kit" })
        #expect((job["arguments"] as? [String])?.starts(with: ["build", "--package-path", "./-Kit"]) == true, "\(job)")
    }
}
