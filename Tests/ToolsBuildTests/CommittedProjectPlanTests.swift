// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

@testable import ToolsBuild

/// An app without XcodeGen: its committed `.xcodeproj`'s shared schemes planned as a spec's, `--affected`
/// through the project's file references and local packages, and malformed project files as located errors.
/// The fixture `Fixtures/BlueApp` is `Blue.yml` and the `Blue.xcodeproj` XcodeGen 2.45.4 generated from it.
@Suite(.offThePool) struct CommittedProjectPlanTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/BlueApp")

    /// A copy of the fixture: with the spec as `project.yml` and no project (`spec: true`), or with the
    /// committed project and no spec.
    static func copy(spec: Bool) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        let target = folder.url.appendingPathComponent("app")
        try FileManager.default.copyItem(at: fixture, to: target)
        if spec {
            try FileManager.default.moveItem(
                at: target.appendingPathComponent("Blue.yml"), to: target.appendingPathComponent("project.yml"))
            try FileManager.default.removeItem(at: target.appendingPathComponent("Blue.xcodeproj"))
        } else {
            try FileManager.default.removeItem(at: target.appendingPathComponent("Blue.yml"))
        }
        return folder
    }

    static func app(_ folder: TemporaryDirectory) -> URL { folder.url.appendingPathComponent("app") }

    /// What a scheme job asks xcodebuild for, without where its files go (the ids name those).
    static func summary(_ plan: BuildPlan, state: URL) -> [String] {
        plan.jobs.filter { $0.kind == .scheme }.map { job in
            let xcode = job.xcode
            return [
                job.id, xcode?.configuration ?? "", xcode?.destination ?? "", xcode?.testPlan ?? "-",
                (xcode?.buildTargets ?? []).sorted().joined(separator: ","),
                (xcode?.testTargets ?? []).sorted().joined(separator: ","),
                job.commandLine.replacingOccurrences(of: state.path, with: "STATE"),
            ].joined(separator: " | ")
        }.sorted()
    }

    @Test(arguments: [BuildAction.build, .test])
    func theCommittedProjectPlansAsItsSpec(_ action: BuildAction) throws {
        let specCopy = try Self.copy(spec: true)
        let projectCopy = try Self.copy(spec: false)
        let specWorkspace = try Workspace.load(root: Self.app(specCopy))
        let projectWorkspace = try Workspace.load(root: Self.app(projectCopy))
        let fromSpec = try MatrixPlanner(workspace: specWorkspace).plan(action)
        let fromProject = try MatrixPlanner(workspace: projectWorkspace).plan(action)
        let expected = Self.summary(fromSpec, state: specWorkspace.stateDirectory)
        #expect(expected.count == (action == .build ? 5 : 1))
        #expect(Self.summary(fromProject, state: projectWorkspace.stateDirectory) == expected)
    }

    @Test func sharedSchemesAreReadWithTheirActionsAndPlatforms() throws {
        let copy = try Self.copy(spec: false)
        let workspace = try Workspace.load(root: Self.app(copy))
        #expect(workspace.project == nil)
        let committed = try CommittedProjects.find(in: workspace)
        #expect(committed.schemes.map(\.scheme.name) == ["Blue", "BlueMac", "BlueWatch", "Widget"])
        let widget = try #require(committed.schemes.first { $0.scheme.name == "Widget" }?.scheme)
        #expect(widget.runConfiguration == "Release")
        #expect(widget.buildTargets == ["BlueWidget"])
        let blue = try #require(committed.schemes.first { $0.scheme.name == "Blue" }?.scheme)
        #expect(blue.testTargets == ["BlueTests"])
        #expect(blue.mainTarget == "Blue")
        #expect(committed.target(named: "BlueWatch")?.platforms == ["watchOS"])
        #expect(committed.target(named: "BlueMac")?.platforms == ["iOS", "macOS"])
        let widgetTarget = try #require(committed.target(named: "BlueWidget"))
        #expect(widgetTarget.folders.map(\.lastPathComponent) == ["Widget"])
        let app = try #require(committed.target(named: "Blue"))
        #expect(app.packageDirectories.map(\.lastPathComponent) == ["BlueKit"])
        #expect(app.files.map(\.lastPathComponent).contains("Dashboard.swift"))
        #expect(app.dependencies.contains("BlueWidget"))

        let plan = try MatrixPlanner(workspace: workspace).plan(.build)
        let job = try #require(plan.jobs.first { $0.id == "build Widget" })
        let expected = ["-project", "Blue.xcodeproj", "-scheme", "Widget", "-configuration", "Release"]
        #expect(Array(job.process.arguments.prefix(6)) == expected)
    }

    // MARK: Affected

    static func affected(_ changes: [String: String]) throws -> AffectedSelection.Result {
        let git = try GitFixture()
        for item in try FileManager.default.contentsOfDirectory(atPath: fixture.path) where item != "Blue.yml" {
            try FileManager.default.copyItem(
                at: fixture.appendingPathComponent(item), to: git.url.appendingPathComponent(item))
        }
        try git.commitAll("fixture")
        for (path, text) in changes { _ = try git.write(text, to: path) }
        let workspace = try Workspace.load(root: git.url)
        let selection = AffectedSelection(workspace: workspace, base: "main")
        let plan = try MatrixPlanner(workspace: workspace).plan(.build)
        return selection.apply(to: plan, changedFiles: try selection.changedFiles(), settings: BuildSettings())
    }

    @Test func changedFilesSelectTheSchemesOfTheTargetsThatBuildThem() throws {
        // A synchronized folder's file: the widget, and the app that embeds it.
        let widget = try Self.affected(["Widget/BlueWidget.swift": "// changed\n"])
        #expect(widget.affectedSchemes == ["Blue", "Widget"])
        // A file of the Mac app's sources build phase.
        let mac = try Self.affected(["Mac/BlueMac.swift": "// changed\n"])
        #expect(mac.affectedSchemes == ["BlueMac"])
        // A local package the app and the watch app link.
        let kit = try Self.affected(["Packages/BlueKit/Sources/BlueKit/BlueKit.swift": "// changed\n"])
        #expect(kit.affectedSchemes == ["Blue", "BlueWatch"])
        // A file no target builds.
        let notes = try Self.affected(["NOTES.md": "notes\n"])
        #expect(notes.affectedSchemes.isEmpty)
        #expect(notes.nothingBecause != nil)
        // The project file itself: everything.
        let pbxproj = try String(
            contentsOf: Self.fixture.appendingPathComponent("Blue.xcodeproj/project.pbxproj"), encoding: .utf8)
        let project = try Self.affected(["Blue.xcodeproj/project.pbxproj": pbxproj + "\n"])
        #expect(project.everythingBecause?.contains("project.pbxproj") == true)
    }

    // MARK: Malformed projects

    static func planning(pbxproj: String? = nil, scheme: String? = nil) throws -> BuildError? {
        let copy = try Self.copy(spec: false)
        let app = Self.app(copy)
        if let pbxproj {
            try pbxproj.write(
                to: app.appendingPathComponent("Blue.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        }
        if let scheme {
            try scheme.write(
                to: app.appendingPathComponent("Blue.xcodeproj/xcshareddata/xcschemes/Blue.xcscheme"),
                atomically: true, encoding: .utf8)
        }
        return try planning(app: app)
    }

    static func planning(app: URL) throws -> BuildError? {
        do {
            _ = try MatrixPlanner(workspace: try Workspace.load(root: app)).plan(.build)
            return nil
        } catch let error as BuildError {
            return error
        }
    }

    @Test func aMalformedProjectFileIsOneErrorAtItsPlace() throws {
        let text = "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = \"open;\n"
        let unterminated = try #require(try Self.planning(pbxproj: text))
        #expect(unterminated.location?.description == "Blue.xcodeproj/project.pbxproj:4:7")
        #expect(unterminated.message.contains("unterminated quoted string"))

        let missing = try #require(try Self.planning(pbxproj: "{ archiveVersion = 1; }"))
        #expect(missing.message.contains("rootObject"))

        // Nesting far past any project's: an error, never a stack overflow.
        let deep = String(repeating: "(", count: 100_000)
        let nested = try #require(try Self.planning(pbxproj: deep))
        #expect(nested.message.contains("deeper than 64"))

        let xml = "<?xml version=\"1.0\"?>\n<Scheme>\n<BuildAction\n</Scheme>\n"
        let scheme = try #require(try Self.planning(scheme: xml))
        #expect(scheme.location?.file == "Blue.xcodeproj/xcshareddata/xcschemes/Blue.xcscheme")
        #expect(scheme.location?.line == 4)
        #expect(scheme.message.contains("not well-formed XML"))
    }

    @Test func tooManySharedSchemesAreAnErrorNotACut() throws {
        let copy = try Self.copy(spec: false)
        let app = Self.app(copy)
        let folder = app.appendingPathComponent("Blue.xcodeproj/xcshareddata/xcschemes")
        let scheme = try Data(contentsOf: folder.appendingPathComponent("Blue.xcscheme"))
        for index in 0..<CommittedProjects.schemeLimit {
            try scheme.write(to: folder.appendingPathComponent("Extra\(index).xcscheme"))
        }
        let error = try #require(try Self.planning(app: app))
        #expect(error.location?.file == "Blue.xcodeproj/xcshareddata/xcschemes")
        #expect(error.message.contains("more than the 1000 planned at most"))
    }

    @Test func aProjectWithoutSharedSchemesPlansItsApplicationTargets() throws {
        let copy = try Self.copy(spec: false)
        let app = Self.app(copy)
        try FileManager.default.removeItem(at: app.appendingPathComponent("Blue.xcodeproj/xcshareddata"))
        let plan = try MatrixPlanner(workspace: try Workspace.load(root: app)).plan(.build)
        let names = Set(plan.jobs.filter { $0.kind == .scheme }.map(\.name))
        #expect(names == ["Blue", "BlueMac", "BlueWatch"])
        #expect(plan.notes.contains { $0.contains("no shared schemes in Blue.xcodeproj") })
    }
}
