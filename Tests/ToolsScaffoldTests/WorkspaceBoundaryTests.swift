// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore
@testable import ToolsScaffold

/// Configuration and templates cannot make create-feature read or write outside the workspace, and a
/// killed run's leftovers are removed by the next one.
@Suite(.offThePool)
struct WorkspaceBoundaryTests {
    @Test(arguments: ["../../..", "/tmp", "localPackages/../../elsewhere"])
    func aFeaturesPathOutsideTheWorkspaceIsALocatedError(path: String) throws {
        let fixture = try ScaffoldFixture()
        try fixture.directory.write("name: App\ntools:\n  copyrightHolder: Acme\n  featuresPath: \(path)\n",
                                    to: "project.yml")
        let error = #expect(throws: ConfigurationError.self) { try fixture.workspace() }
        guard case .invalidValue(let location, "tools.featuresPath", let problem, _)? = error else {
            Issue.record("expected an invalid tools.featuresPath, got \(String(describing: error))")
            return
        }
        #expect(location == FileLocation(file: "project.yml", position: SourcePosition(line: 4, column: 17)))
        #expect(problem.contains("outside the workspace"))
    }

    @Test func aFeaturesFolderThatLinksOutsideIsRefused() throws {
        let fixture = try ScaffoldFixture()
        let outside = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(
            at: fixture.root.appendingPathComponent("linked"), withDestinationURL: outside.url
        )
        try fixture.directory.write("name: App\ntools:\n  copyrightHolder: Acme\n  featuresPath: linked\n",
                                    to: "project.yml")
        #expect(throws: ConfigurationError.self) { try fixture.workspace() }
    }

    @Test func aTemplateFileThatIsASymbolicLinkIsRefused() throws {
        let templates = try TemporaryDirectory()
        try FileManager.default.copyItem(
            at: Repository.templates.appendingPathComponent("Feature"),
            to: templates.url.appendingPathComponent("Feature")
        )
        try FileManager.default.createSymbolicLink(
            at: templates.url.appendingPathComponent("Feature/Package/secret.txt"),
            withDestinationURL: URL(fileURLWithPath: "/etc/passwd")
        )
        let error = #expect(throws: ScaffoldError.self) {
            try TemplateSet(directory: templates.url.appendingPathComponent("Feature"))
        }
        guard case .templateIsLink(let path)? = error else {
            Issue.record("expected a linked template, got \(String(describing: error))")
            return
        }
        #expect(path.hasSuffix("Feature/Package/secret.txt"))
    }

    @Test func stagingFoldersOfKilledRunsAreRemovedByTheNextRun() throws {
        let fixture = try ScaffoldFixture()
        let features = fixture.root.appendingPathComponent("localPackages")
        // A process id that cannot be running: the kernel's pid_max is below 2^22.
        let dead = features.appendingPathComponent(".OldFeature.tools-99999999-\(UUID().uuidString).staging")
        try FileManager.default.createDirectory(at: dead, withIntermediateDirectories: true)
        let alive = features.appendingPathComponent(".Busy.tools-\(getpid() == 1 ? 2 : 1)-\(UUID().uuidString).staging")
        try FileManager.default.createDirectory(at: alive, withIntermediateDirectories: true)
        let userFile = features.appendingPathComponent(".notes.tools-draft.tmp")
        try Data("mine".utf8).write(to: userFile)
        try fixture.create(FeatureRequest(name: "Climate"))
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: alive.path), "pid 1 is always running")
        #expect(FileManager.default.fileExists(atPath: userFile.path))
    }
}
