// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore

@testable import ToolsBuild

/// `--affected` after real commits on a branch, plus staged and unstaged changes.
@Suite(.offThePool) struct AffectedSelectionTests {
    /// Core ← Feature (← DemoApp scheme), Other (← OtherApp scheme); main has one commit, HEAD is on `topic`.
    static func repository() throws -> GitFixture {
        let git = try GitFixture()
        try MatrixFixtures.writePackage(in: git.directory, name: "Core")
        try MatrixFixtures.writePackage(in: git.directory, name: "Feature", dependencies: ["Core"])
        try MatrixFixtures.writePackage(in: git.directory, name: "Other")
        try git.write(
            """
            name: Demo
            packages:
              FeaturePackage: {path: localPackages/Feature}
              Other: {path: localPackages/Other}
            targets:
              DemoApp:
                type: application
                platform: iOS
                sources: [DemoApp]
                dependencies: [{package: FeaturePackage}]
              OtherApp:
                type: application
                platform: iOS
                sources: [OtherApp]
                dependencies: [{package: Other}, {target: OtherWidget}]
              OtherWidget:
                type: app-extension
                platform: iOS
                sources: [OtherWidget]
            schemes:
              DemoApp:
                build: {targets: {DemoApp: all}}
              OtherApp:
                build: {targets: {OtherApp: all}}
            tools:
              build:
                commands:
                  Docs:
                    run: [echo, docs]
                    paths: [Docs]

            """, to: "project.yml")
        try git.write("let x = 1\n", to: "DemoApp/App.swift")
        try git.write("let y = 1\n", to: "OtherWidget/Widget.swift")
        try git.write("# docs\n", to: "Docs/index.md")
        try git.commitAll("initial")
        try git.git("checkout", "-q", "-b", "topic")
        return git
    }

    static func affected(_ git: GitFixture) throws -> AffectedSelection.Result {
        let session = try MatrixSession(workspace: try Workspace.load(root: git.url))
        let selection = AffectedSelection(workspace: session.workspace, base: "main")
        let plan = try session.planner.plan(.build)
        return selection.apply(to: plan, changedFiles: try selection.changedFiles(), settings: session.settings)
    }

    @Test func committedChangeSelectsThePackageItsDependentsAndTheirSchemes() throws {
        let git = try Self.repository()
        try git.write("public func coreValue() -> Int { 2 }\n", to: "localPackages/Core/Sources/Core/Core.swift")
        try git.commitAll("change core")
        let result = try Self.affected(git)
        #expect(result.changedPaths == ["localPackages/Core/Sources/Core/Core.swift"])
        #expect(result.changedPackages == ["Core"])
        #expect(result.affectedPackages == ["Core", "Feature"])
        #expect(result.affectedSchemes == ["DemoApp"])
        #expect(result.plan.jobs.map(\.id) == ["build Core", "build Feature", "build DemoApp"])
    }

    @Test func stagedUnstagedAndUntrackedChangesCountToo() throws {
        let git = try Self.repository()
        try git.write("public func otherValue() -> Int { 3 }\n", to: "localPackages/Other/Sources/Other/Other.swift")
        try git.git("add", "-A")
        try git.write("let y = 2\n", to: "OtherWidget/Widget.swift")  // unstaged: the widget embedded in OtherApp
        try git.write("# more\n", to: "Docs/new.md")  // untracked
        let result = try Self.affected(git)
        #expect(result.changedPackages == ["Other"])
        #expect(result.affectedPackages == ["Other"])
        #expect(result.affectedSchemes == ["OtherApp"])
        #expect(result.plan.jobs.map(\.id) == ["build Other", "build OtherApp", "build Docs"])
    }

    @Test func changeToTheMergeBaseSideDoesNotCount() throws {
        let git = try Self.repository()
        try git.git("checkout", "-q", "main")
        try git.write("public func coreValue() -> Int { 5 }\n", to: "localPackages/Core/Sources/Core/Core.swift")
        try git.commitAll("main moves on")
        try git.git("checkout", "-q", "topic")
        try git.write("let x = 2\n", to: "DemoApp/App.swift")
        try git.commitAll("app change")
        let result = try Self.affected(git)
        #expect(result.changedPaths == ["DemoApp/App.swift"])
        #expect(result.affectedPackages.isEmpty)
        #expect(result.plan.jobs.map(\.id) == ["build DemoApp"])
    }

    @Test func projectSpecChangeSelectsEverything() throws {
        let git = try Self.repository()
        try git.write(try git.read("project.yml") + "# touched\n", to: "project.yml")
        let result = try Self.affected(git)
        #expect(result.everythingBecause == "project.yml changed")
        #expect(result.plan.jobs.count == 6)
    }

    @Test func unknownBaseIsAClearError() throws {
        let git = try Self.repository()
        let session = try MatrixSession(workspace: try Workspace.load(root: git.url))
        #expect {
            _ = try session.plan(MatrixRequest(action: .build, affected: true, base: "no-such-branch"))
        } throws: { error in
            error as? BuildError == .unknownBase("no-such-branch")
        }
        let plan = try session.plan(MatrixRequest(action: .build, affected: true, base: "main"))
        #expect(plan.jobs.isEmpty)
        #expect(plan.notes.first == "affected (since main): 0 changed files; packages changed: none")
    }
}
