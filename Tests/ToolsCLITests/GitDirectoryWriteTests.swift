// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// Nothing is written inside `.git/` but the tool's own files: a configured output there (`tools.mocks.output`,
/// a `.sourcery.yml` `output:`, `tools.featuresPath`) is an error at its place in the file, one on the command
/// line (`--output`, `--reporter json:PATH`, `--write-baseline`) an error naming it; git's files stay as they
/// were. And the mocks' imports are module names.
@Suite("writes into the git directory and mock imports", .offThePool)
struct GitDirectoryWriteTests {
    private func workspace(
        _ spec: String = "name: App\ntools:\n  copyrightHolder: Acme\n"
    ) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: "tools git writes")
        try runCommand("git", ["init", "-q"], in: folder.url)
        try folder.write(spec, to: "project.yml")
        try folder.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "CarFeature", targets: [.target(name: "CarFeature")])
        """, to: "localPackages/CarFeature/Package.swift")
        try folder.write("public protocol CarRepository: Sendable {\n    func cars() async throws -> [String]\n}\n",
                         to: "localPackages/CarFeature/Sources/CarFeature/Domain/CarRepository.swift")
        return folder
    }

    private func gitFiles(_ folder: TemporaryDirectory) throws -> [String: String] {
        try Dictionary(uniqueKeysWithValues: [".git/HEAD", ".git/config"].map { ($0, try folder.read($0)) })
    }

    @Test("tools.mocks.output: .git/HEAD is an error at project.yml:line:col; HEAD is untouched")
    func configuredMocksOutput() async throws {
        let folder = try workspace("name: App\ntools:\n  copyrightHolder: Acme\n  mocks:\n    output: .git/HEAD\n")
        let before = try gitFiles(folder)
        let result = await InProcessTools.run(["generate-mocks"], in: folder.url)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains("project.yml:5:13: error: "), "\(result.error)")
        #expect(result.error.contains("is inside the git directory"), "\(result.error)")
        #expect(try gitFiles(folder) == before)
    }

    @Test("a .sourcery.yml output: .git/config is an error at .sourcery.yml:line:col; config is untouched")
    func sourceryOutput() async throws {
        let folder = try workspace()
        try folder.write(
            "sources: [localPackages]\ntemplates: [AutoMockable.stencil]\noutput: .git/config\n", to: ".sourcery.yml"
        )
        let before = try gitFiles(folder)
        let result = await InProcessTools.run(["generate-mocks", "--sourcery-config", ".sourcery.yml"], in: folder.url)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains(".sourcery.yml:3:9: error: "), "\(result.error)")
        #expect(result.error.contains("is inside the git directory"), "\(result.error)")
        #expect(try gitFiles(folder) == before)
    }

    @Test("--output, --reporter json:PATH and --write-baseline into .git/ are refused; git's files are untouched")
    func commandLinePaths() async throws {
        let folder = try workspace()
        let before = try gitFiles(folder)
        let output = await InProcessTools.run(["generate-mocks", "--output", ".git/HEAD"], in: folder.url)
        #expect(output.status == 2, "\(output.output)\(output.error)")
        #expect(output.error.contains(".git/HEAD: error: this mock file would be written inside the git directory"),
                "\(output.error)")
        let reporter = await InProcessTools.run(
            ["lint", "--no-cache", "--reporter", "json:.git/config"], in: folder.url
        )
        #expect(reporter.status == 2, "\(reporter.output)\(reporter.error)")
        #expect(reporter.error.contains("inside the git directory"), "\(reporter.error)")
        let baseline = await InProcessTools.run(
            ["lint", "--no-cache", "--write-baseline", ".git/config"], in: folder.url
        )
        #expect(baseline.status == 2, "\(baseline.output)\(baseline.error)")
        #expect(baseline.error.contains("inside the git directory"), "\(baseline.error)")
        #expect(try gitFiles(folder) == before)
    }

    @Test("tools.featuresPath inside .git is an error at its place; create-feature writes nothing there")
    func featuresPath() async throws {
        let folder = try workspace("name: App\ntools:\n  copyrightHolder: Acme\n  featuresPath: .git/features\n")
        let result = await InProcessTools.run(["create-feature", "Climate"], in: folder.url)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains("project.yml:4:17: error: "), "\(result.error)")
        #expect(!folder.exists(".git/features"))
    }

    @Test("--import and tools.mocks.imports take module names: 'Bar Baz', '' and a line break are refused")
    func importsAreModuleNames() async throws {
        let folder = try workspace()
        for bad in ["Bar Baz", "", "Kit\nlet x = 1", "@testable Kit"] {
            let result = await InProcessTools.run(["generate-mocks", "--import", bad], in: folder.url)
            #expect(result.status == 2, "\(bad.debugDescription): \(result.output)\(result.error)")
            #expect(result.error.contains("--import: "), "\(result.error)")
        }
        let testable = await InProcessTools.run(["generate-mocks", "--testable-import", "A B"], in: folder.url)
        #expect(testable.status == 2, "\(testable.output)\(testable.error)")
        #expect(!folder.exists("localPackages/CarFeature/Sources/CarFeature/Mocks"))

        try folder.write(
            "name: App\ntools:\n  copyrightHolder: Acme\n  mocks:\n    imports: [Kit, \"Bar Baz\"]\n", to: "project.yml"
        )
        let configured = await InProcessTools.run(["generate-mocks"], in: folder.url)
        #expect(configured.status == 2, "\(configured.output)\(configured.error)")
        #expect(configured.error.contains("project.yml:5:20: error: "), "\(configured.error)")
        #expect(configured.error.contains("'Bar Baz' is not a module name"), "\(configured.error)")

        try folder.write("name: App\ntools:\n  copyrightHolder: Acme\n  mocks:\n    imports: [Kit, Core.Sub]\n",
                         to: "project.yml")
        let good = await InProcessTools.run(["generate-mocks", "--import", "Extra_1"], in: folder.url)
        #expect(good.status == 0, "\(good.output)\(good.error)")
        let mocks = try folder.read("localPackages/CarFeature/Sources/CarFeature/Mocks/CarFeatureMocks.swift")
        #expect(mocks.contains("import Kit\nimport Core.Sub\nimport Extra_1\n"), "\(mocks)")
    }

    @Test("autoMockableImports in a .sourcery.yml take module names, at the entry at fault")
    func sourceryImports() async throws {
        let folder = try workspace()
        try folder.write(
            "sources: [localPackages]\ntemplates: [AutoMockable.stencil]\noutput: Mocks/\nargs:\n"
                + "  autoMockableImports: [Kit, \"\"]\n",
            to: ".sourcery.yml"
        )
        let result = await InProcessTools.run(["generate-mocks", "--sourcery-config", ".sourcery.yml"], in: folder.url)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains(".sourcery.yml:5:30: error: "), "\(result.error)")
        #expect(result.error.contains("an empty module name"), "\(result.error)")
        #expect(!folder.exists("Mocks"))
    }
}
