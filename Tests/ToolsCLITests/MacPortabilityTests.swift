// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// What differs on a Mac and can be shown on any system: names that differ only in case (one file on APFS),
/// a root reached through a link (macOS's `/var` → `/private/var`, which libgit2 reports resolved), and a
/// binary started from elsewhere than its build folder (Homebrew's link, a release archive, `xctest`).
@Suite(.offThePool)
struct MacPortabilityTests {
    private func featureWorkspace() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: "tools mac")
        try runCommand("git", ["init", "-q"], in: folder.url)
        try folder.write("name: App\n", to: "project.yml")
        try folder.write("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "CarFeature", targets: [.target(name: "CarFeature")])
            """, to: "localPackages/CarFeature/Package.swift")
        return folder
    }

    /// `CarRepo` and `CARRepo` would both be `Mocks/CarRepoMock.swift` on a case-insensitive file system:
    /// one located error, and nothing written, on every system.
    @Test func mockNamesThatDifferOnlyInCaseAreOneLocatedErrorBeforeWriting() async throws {
        let folder = try featureWorkspace()
        let domain = "localPackages/CarFeature/Sources/CarFeature/Garage/Domain"
        try folder.write("protocol CarRepo {\n    func cars() -> [String]\n}\n", to: "\(domain)/CarRepo.swift")
        // In another file: `CARRepo.swift` beside `CarRepo.swift` would itself be one file on a Mac.
        try folder.write("\n\nprotocol CARRepo {\n    func count() -> Int\n}\n", to: "\(domain)/Counting.swift")
        try folder.write("protocol Wheel {\n    func spin()\n}\n", to: "\(domain)/Wheel.swift")
        let result = await InProcessTools.run(["generate-mocks"], in: folder.url)
        #expect(result.status == 1, "\(result.output)\(result.error)")
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(result.output)")
        #expect(errors.first?.hasPrefix("\(domain)/CarRepo.swift:1:10: error: ") == true, "\(result.output)")
        #expect(result.output.contains("'CarRepoMock' and 'CARRepoMock' differ only in case"), "\(result.output)")
        #expect(!folder.exists("localPackages/CarFeature/Sources/CarFeature/Garage/Mocks"), "nothing written")

        // Renamed: both are written.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("\(domain)/Counting.swift"))
        try folder.write("protocol CarCounter {\n    func count() -> Int\n}\n", to: "\(domain)/CarCounter.swift")
        let fixed = await InProcessTools.run(["generate-mocks"], in: folder.url)
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.error)")
        #expect(folder.exists("localPackages/CarFeature/Sources/CarFeature/Garage/Mocks/CarCounterMock.swift"))
    }

    /// The root named through a link (as `/var/folders/…` is on macOS, where libgit2 answers
    /// `/private/var/folders/…`): staged files are shown relative to the root and `excluded:` applies.
    @Test func aRootReachedThroughALinkComparesWithGitsPaths() async throws {
        let fixture = try GitFixture(prefix: "tools real")
        try fixture.write("only_rules: [force_try]\nexcluded: [Generated]\n", to: ".swiftlint.yml")
        try fixture.write("let a = try! load()\n", to: "Sources/A.swift")
        try fixture.write("let b = try! load()\n", to: "Generated/B.swift")
        try fixture.git("add", "-A")
        let links = try TemporaryDirectory(prefix: "tools link")
        let linked = links.url.appendingPathComponent("repo")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: fixture.url)

        let result = await InProcessTools.run(["lint", "--staged"], in: linked)
        #expect(result.status == 1, "\(result.output)\(result.error)")
        #expect(result.output.hasPrefix("Sources/A.swift:1:9: error: "), "\(result.output)")
        #expect(!result.output.contains("B.swift"), "excluded: \(result.output)")
        #expect(!result.output.contains(fixture.url.path), "paths are relative to the root: \(result.output)")
    }

    /// A release binary as Homebrew installs it: the executable in `PREFIX/Cellar/bin`, started through a link
    /// in `PREFIX/bin`, with nothing beside it (the templates and `tools init`'s presets are compiled in; a
    /// fresh build has no resource bundle at all).
    @Test func aRelocatedBinaryFindsItsTemplates() throws {
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        let prefix = try TemporaryDirectory(prefix: "tools prefix")
        // The binary writes its compiled-in templates to the user's cache: this test's own.
        let cache = ["XDG_CACHE_HOME": prefix.url.appendingPathComponent("cache").path]
        let manager = FileManager.default
        for folder in ["Cellar/bin", "bin"] {
            try manager.createDirectory(
                at: prefix.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let installed = prefix.url.appendingPathComponent("Cellar/bin/tools")
        try manager.copyItem(at: binary, to: installed)
        let link = prefix.url.appendingPathComponent("bin/tools")
        try manager.createSymbolicLink(at: link, withDestinationURL: installed)

        let workspace = try featureWorkspace()
        let created = try runCommand(link.path,
                                     ["create-feature", "Seat", "--dry-run"], in: workspace.url,
                                     environment: cache, check: false)
        #expect(created.status == 0, "\(created.output)\(created.error)")
        #expect(created.output.contains("SeatFeature"), "\(created.output)")
        let repository = try TemporaryDirectory(prefix: "init")
        try runCommand("git", ["init", "-q"], in: repository.url)
        let initialized = try runCommand(
            link.path, ["init", "--dry-run", "--no-hook"], in: repository.url, environment: cache, check: false)
        #expect(initialized.status == 0, "\(initialized.output)\(initialized.error)")
    }
}
