// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// Every command that writes: never over a link, a FIFO or a device it found, through the ones the user named,
/// never outside the workspace for configured paths, never over an edit saved meanwhile.
@Suite("Writes that must not destroy", .offThePool)
struct WriteSafetyTests {
    static let header = "// Copyright © 2026 Acme. All rights reserved.\n"

    private func workspace(_ project: String = "") throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools writes")
        try fixture.write("name: App\nattributes:\n  ORGANIZATIONNAME: Acme\n" + project, to: "project.yml")
        return fixture
    }

    @Test func lintFixLeavesASymlinkedSourceAndItsTargetAlone() async throws {
        let fixture = try workspace()
        try fixture.write("disabled_rules: [file_header]\n", to: ".swiftlint.yml")
        let target = try fixture.write(Self.header + "let a = 1   \n", to: "Shared/Real.txt")
        let link = fixture.url.appendingPathComponent("Sources/Linked.swift")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

        let result = await InProcessTools.run(["lint", "--fix", "Sources"], in: fixture.url)
        #expect(result.error.contains("symbolic link"), "\(result.output)\(result.error)")
        #expect(FileKind.of(link.path) == .symbolicLink)
        #expect(try fixture.read("Shared/Real.txt") == Self.header + "let a = 1   \n")
    }

    @Test func initRefusesASymlinkedGitignoreBeforeWritingAnything() async throws {
        let fixture = try GitFixture(prefix: "tools writes")
        let elsewhere = try TemporaryDirectory()
        let target = try elsewhere.write("keep me\n", to: "shared-ignore")
        let link = fixture.url.appendingPathComponent(".gitignore")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

        let result = await InProcessTools.run(["init", "--no-hook"], in: fixture.url)
        #expect(result.status == 1, "\(result.output)\(result.error)")
        #expect(result.error.contains(".gitignore") && result.error.contains("symbolic link"))
        #expect(FileKind.of(link.path) == .symbolicLink)
        #expect(try elsewhere.read("shared-ignore") == "keep me\n")
        #expect(!fixture.directory.exists("project.yml") && !fixture.directory.exists(".swiftlint.yml"))
    }

    @Test func createFeatureRefusesASymlinkedProjectSpecAndLeavesNoPackage() async throws {
        let fixture = try GitFixture(prefix: "tools writes")
        let spec = "name: App\nattributes:\n  ORGANIZATIONNAME: Acme\n"
        try fixture.write(spec, to: "specs/real.yml")
        try FileManager.default.createSymbolicLink(
            atPath: fixture.url.appendingPathComponent("project.yml").path, withDestinationPath: "specs/real.yml")

        let result = await InProcessTools.run(["create-feature", "Cart"], in: fixture.url)
        #expect(result.status == 1, "\(result.output)\(result.error)")
        #expect(result.error.contains("project.yml") && result.error.contains("symbolic link"))
        #expect(FileKind.of(fixture.url.appendingPathComponent("project.yml").path) == .symbolicLink)
        #expect(try fixture.read("specs/real.yml") == spec)
        #expect(!fixture.directory.exists("localPackages/CartFeature"))
    }

    @Test func namedOutputsThatAreLinksAreWrittenThroughAndStayLinks() async throws {
        let fixture = try workspace()
        try fixture.write(Self.header + "let a = 1   \n", to: "Sources/A.swift")
        try fixture.write("old\n", to: "out/real.json")
        let link = fixture.url.appendingPathComponent("report.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "out/real.json")

        let result = await InProcessTools.run(["lint", "Sources", "--reporter", "json:report.json"], in: fixture.url)
        #expect(FileKind.of(link.path) == .symbolicLink, "\(result.error)")
        #expect(try fixture.read("out/real.json").contains("trailing_whitespace"))
    }

    @Test func namedOutputsThatAreFIFOsAreWrittenIntoNeverReplaced() async throws {
        let fixture = try workspace()
        try fixture.write(Self.header + "let a = 1   \n", to: "Sources/A.swift")
        try fixture.write(Self.header + "/// @mockable\npublic protocol Clock {\n    func now() -> Int\n}\n",
                          to: "Sources/Clock.swift")
        for (name, arguments) in [
            ("report", ["lint", "Sources", "--reporter", "json:PIPE"]),
            ("baseline", ["lint", "Sources", "--write-baseline", "PIPE"]),
            ("mocks", ["generate-mocks", "Sources", "--all", "--output", "PIPE"]),
        ] {
            let fifo = fixture.url.appendingPathComponent("\(name).pipe")
            let reader = try FIFOReader(path: fifo.path)
            let command = arguments.map { $0.replacingOccurrences(of: "PIPE", with: fifo.path) }
            let result = await InProcessTools.run(command, in: fixture.url)
            let received = reader.drain()
            #expect(FileKind.of(fifo.path) == .fifo, "\(name): \(result.error)")
            #expect(!received.isEmpty, "\(name) wrote nothing into the FIFO: \(result.error)")
        }
    }

    @Test func configuredMockPathsCannotLeaveTheWorkspace() async throws {
        for (key, value) in [("output", "../escaped.swift"), ("folder", "../../Escaped")] {
            let fixture = try workspace("tools:\n  mocks:\n    \(key): \(value)\n")
            try fixture.write(
                "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"CarFeature\", "
                    + "targets: [.target(name: \"CarFeature\")])\n",
                to: "localPackages/CarFeature/Package.swift")
            try fixture.write(
                Self.header + "protocol GarageRepo {\n    func open()\n}\n",
                to: "localPackages/CarFeature/Sources/CarFeature/Garage/Domain/GarageRepo.swift")

            let result = await InProcessTools.run(["generate-mocks"], in: fixture.url)
            #expect(result.status == 2, "\(key): \(result.output)\(result.error)")
            #expect(result.error.contains("project.yml:6:") && result.error.contains("tools.mocks.\(key)"),
                    "\(result.error)")
            let parent = fixture.url.deletingLastPathComponent()
            #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("escaped.swift").path))
        }
    }

    @Test func aMocksFolderLinkedOutsideTheWorkspaceIsRefused() async throws {
        let fixture = try workspace()
        let outside = try TemporaryDirectory()
        try fixture.write(
            "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"CarFeature\", "
                + "targets: [.target(name: \"CarFeature\")])\n",
            to: "localPackages/CarFeature/Package.swift")
        try fixture.write(
            Self.header + "protocol GarageRepo {\n    func open()\n}\n",
            to: "localPackages/CarFeature/Sources/CarFeature/Garage/Domain/GarageRepo.swift")
        try FileManager.default.createSymbolicLink(
            at: fixture.url.appendingPathComponent("localPackages/CarFeature/Sources/CarFeature/Garage/Mocks"),
            withDestinationURL: outside.url)

        let result = await InProcessTools.run(["generate-mocks"], in: fixture.url)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains("outside the workspace"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    /// `lint --fix` while the developer keeps saving: every saved edit survives (fixed or not), none is
    /// replaced by the fix of the content read before it.
    @Test func lintFixNeverOverwritesAnEditSavedDuringTheRun() async throws {
        let fixture = try workspace()
        try fixture.write("disabled_rules: [file_header]\n", to: ".swiftlint.yml")
        let count = 300
        for index in 0..<count {
            try fixture.write("let value\(index) = 1   \n", to: "Sources/File\(index).swift")
        }
        let run = Task { await InProcessTools.run(["lint", "--fix", "Sources"], in: fixture.url) }
        for index in stride(from: count - 1, through: 0, by: -1) {
            try fixture.write("// edited\nlet value\(index) = 2   \n", to: "Sources/File\(index).swift")
        }
        _ = await run.value
        let lost = try (0..<count).filter { !(try fixture.read("Sources/File\($0).swift")).contains("// edited") }
        #expect(lost.isEmpty, "edits lost in \(lost.count) files: \(lost.prefix(10))")
    }

    @Test func autoFixWithAForeignIndexLockFixesNothingAndSaysWhy() async throws {
        let fixture = try workspace("tools:\n  hooks:\n    autoFix: true\n")
        try fixture.write(".build/\n", to: ".gitignore")
        try fixture.write(Self.header + "let a = 1\n", to: "A.swift")
        try fixture.commitAll("first")
        try fixture.write(Self.header + "let a = 1   \n", to: "A.swift")
        try fixture.git("add", "A.swift")
        let lock = fixture.url.appendingPathComponent(".git/index.lock")
        try Data().write(to: lock)
        defer { try? FileManager.default.removeItem(at: lock) }

        let result = await InProcessTools.run(["hooks", "run", "pre-commit"], in: fixture.url)
        #expect(result.error.contains("auto-fix skipped") && result.error.contains("index.lock"),
                "\(result.output)\(result.error)")
        #expect(try fixture.read("A.swift") == Self.header + "let a = 1   \n")
    }
}
