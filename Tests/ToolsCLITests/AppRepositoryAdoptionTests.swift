// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// The README's "Use it in your app's repository", done for real: an XcodeGen app repository whose
/// `Tools/Package.swift` depends on this checkout by path builds the `tools` product with `swift build`, and
/// its first day runs from the app's root: init, create-feature, generate-mocks, lint, setup-project, a
/// commit through the installed hook, `ci lint`, and the working tree stays clean. A cold build of the tool
/// in the app's own `Tools/.build` (several minutes). Skipped only with `TOOLS_SKIP_SWIFT_BUILD_TESTS=1`.
@Suite(
    "An app repository adopts tools through a Tools/ package", .offThePool,
    .enabled(if: TestEnvironment.runsSwiftBuilds)
)
struct AppRepositoryAdoptionTests {
    static var checkout: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static let spec = """
    name: Shop
    options:
      deploymentTarget:
        iOS: "15.0"
    packages:
      Components:
        path: Packages/Components
    targets:
      Shop:
        type: application
        platform: iOS
        sources: [Shop]
        dependencies:
          - package: Components

    """

    static let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    // The app's tooling: `swift run --package-path Tools tools …` from the app's root.
    let package = Package(
        name: "ShopTools",
        platforms: [.macOS(.v14)],
        dependencies: [.package(path: "\(checkout.path)")]
    )

    """

    static let components = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
        name: "Components",
        platforms: [.iOS(.v15), .macOS(.v12)],
        products: [.library(name: "Components", targets: ["Components"])],
        targets: [.target(name: "Components")]
    )

    """

    /// The app as a team has it before adopting tools: a spec, an app target, a local package, its tracked
    /// `Package.resolved` and its own `.gitignore`.
    private func appRepository() throws -> GitFixture {
        let app = try GitFixture(prefix: "tools app repo")
        // The header tools' lint preset asks for, with the project's name as the holder.
        let header = "// Copyright © \(Calendar.current.component(.year, from: Date())) Shop. All rights reserved.\n\n"
        try app.write(Self.spec, to: "project.yml")
        try app.write(header + "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene {\n"
            + "        WindowGroup { Text(\"Shop\") }\n    }\n}\n", to: "Shop/ShopApp.swift")
        try app.write(Self.components, to: "Packages/Components/Package.swift")
        try app.write(header + "public struct Badge {\n    public init() {}\n}\n",
                      to: "Packages/Components/Sources/Components/Badge.swift")
        try app.write(Self.manifest, to: "Tools/Package.swift")
        try app.write(".build/\n.DS_Store\n", to: ".gitignore")
        return app
    }

    @Test func theFirstDayRunsFromTheAppsRoot() async throws {
        let app = try appRepository()
        // The tool, built once in the app's Tools/.build (kept for the rest of this test only).
        let build = try await runCommandOffThePool(
            "swift", ["build", "--package-path", "Tools", "--product", "tools"], in: app.url, check: false
        )
        try #require(build.status == 0, "\(build.output)\(build.error)")
        // The app keeps its resolved versions in git, as teams do.
        #expect(app.directory.exists("Tools/Package.resolved"))
        // Forced: a global excludes file may ignore it (this machine's does); the app tracks it.
        try app.git("add", "-f", "Tools/Package.resolved")
        try app.commitAll("the app before tools")

        let binary = app.url.appendingPathComponent("Tools/.build/debug/tools").path
        // Off the cooperative pool; `setup-project` builds Tools/ again, so it takes the suite's build slot.
        func tools(_ arguments: String...) async throws -> CommandResult {
            try await SwiftBuildSlot.run {
                try await runCommandOffThePool(
                    binary, arguments, in: app.url, environment: ["NO_COLOR": "1"], check: false
                )
            }
        }

        // The README's line, through `swift run` from the app's root.
        let initialized = try await runCommandOffThePool(
            "swift", ["run", "--package-path", "Tools", "tools", "init", "--no-hook"], in: app.url,
            environment: ["NO_COLOR": "1"], check: false
        )
        #expect(initialized.status == 0, "\(initialized.output)\(initialized.error)")
        // Its hint names the command that works here.
        let said = initialized.output + initialized.error
        #expect(said.contains("next: swift run --package-path Tools tools create-feature"), "\(said)")
        let ignored = try app.read(".gitignore")
        #expect(!ignored.contains("Package.resolved"), "a tracked file must not be ignored: \(ignored)")
        #expect(ignored.hasPrefix(".build/\n.DS_Store\n"), "\(ignored)")

        let created = try await tools("create-feature", "Profile")
        #expect(created.status == 0, "\(created.output)\(created.error)")
        #expect(app.directory.exists("Packages/ProfileFeature/Package.swift"), "\(created.output)")
        #expect(try app.read("Packages/ProfileFeature/Package.swift").contains(".iOS(.v15)"))
        #expect(try app.read("project.yml").contains("  ProfileFeature:\n    path: Packages/ProfileFeature"))

        let mocks = try await tools("generate-mocks", "--check")
        #expect(mocks.status == 0, "\(mocks.output)\(mocks.error)")
        let lint = try await tools("lint")
        #expect(lint.status == 0, "\(lint.output)\(lint.error)")

        // setup-project finds the Tools/ package it was built in and installs a copy of the binary in the
        // git directory. Debug here: the default, a release build of the whole tool, takes 5+ minutes more on
        // a 2-core machine; the default's own path (`swift build -c release`, the copy with its resource
        // bundle, the hook calling it) runs for real in ProjectSetupTests, on a tiny stand-in `tools` package.
        let setup = try await tools("setup-project", "--configuration", "debug")
        #expect(setup.status == 0, "\(setup.output)\(setup.error)")
        let hook = try app.read(".git/hooks/pre-commit")
        #expect(hook.contains("\"$(git rev-parse --git-common-dir)\"/'tools/bin/tools'"), "\(hook)")
        #expect(!hook.contains(app.url.path), "the hook names no absolute path: \(hook)")
        #expect(hook.contains("swift run --package-path Tools tools setup-project"), "\(hook)")
        let status = try await tools("hooks", "status")
        #expect(status.output.contains("state: installed"), "\(status.output)")

        try await commitThroughTheHook(app)

        let ciLint = try await tools("ci", "lint")
        #expect(ciLint.status == 0, "\(ciLint.output)\(ciLint.error)")
        let porcelain = try app.git("status", "--porcelain", "--untracked-files=all")
        #expect(porcelain.isEmpty, "the working tree stays clean: \(porcelain)")
    }

    /// The scaffolded feature and its mocks pass the installed hook as staged; a force unwrap is blocked
    /// with the fix and the bypass.
    private func commitThroughTheHook(_ app: GitFixture) async throws {
        try app.git("add", "-A")
        let commit = try await runCommandOffThePool(
            "git", ["commit", "-m", "Profile feature"], in: app.url, environment: ["NO_COLOR": "1"], check: false
        )
        #expect(commit.status == 0, "\(commit.output)\(commit.error)")

        // A blocked commit names the fix and the bypass.
        try app.write("let value = Int(\"1\")!\n", to: "Shop/Broken.swift")
        try app.git("add", "Shop/Broken.swift")
        let blocked = try runCommand(
            "git", ["commit", "-m", "broken"], in: app.url, environment: ["NO_COLOR": "1"], check: false
        )
        #expect(blocked.status != 0)
        #expect(blocked.error.contains("commit blocked") && blocked.error.contains("--no-verify"), "\(blocked.error)")
        try app.git("rm", "-q", "-f", "Shop/Broken.swift")
    }
}

/// What a release archive, Mint or `setup-project` install: the binary alone, elsewhere.
@Suite("A copied tools binary", .offThePool)
struct CopiedBinaryTests {
    /// A release archive or Mint copies the binary without any resource bundle: the templates are compiled
    /// in, so the copy, far from the build folder, scaffolds a real feature (written from the binary's own
    /// copy of the templates into the user's cache, not from the build folder).
    @Test func aCopiedBinaryAloneCreatesAFeature() async throws {
        let built = try #require(ToolsBinary.url, "the tools binary was not built")
        let archive = try TemporaryDirectory(prefix: "tools release")
        let copy = archive.url.appendingPathComponent("bin/tools")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: built, to: copy)
        #expect(!FileManager.default.fileExists(
            atPath: copy.deletingLastPathComponent().appendingPathComponent("tools_ToolsTemplates.resources").path))

        let workspace = try TemporaryDirectory()
        try workspace.write("name: Shop\n", to: "project.yml")
        let environment = ["XDG_CACHE_HOME": archive.url.appendingPathComponent("cache").path]
        let created = try runCommand(
            copy.path, ["create-feature", "Cart"], in: workspace.url, environment: environment, check: false
        )
        #expect(created.status == 0, "\(created.output)\(created.error)")
        #expect(workspace.exists("localPackages/CartFeature/Sources/CartFeature/Cart/Domain/Cart.swift"))
    }
}
