// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// `init`, `doctor` and `create-feature` on apps that existed before tools: a modular SwiftUI app (packages
/// under `Packages/`, a committed `.xcodeproj`, a `.swiftformat`, 2-space indents, no headers) and an
/// XcodeGen app (its spec in `Apps/Shop/project.yml` with an include, the root `project.yml` ignored). What the
/// tool writes follows them, and `git status` shows only what the user asked for.
@Suite("init, doctor and create-feature read an existing app as it is", .offThePool)
struct ExistingAppLayoutTests {
    /// A package of the SwiftUI app: tools-version 6.2, iOS 18 and visionOS 1, two spaces, no header.
    static func manifest(_ name: String, dependencies: [String] = []) -> String {
        let packages = dependencies.map { "    .package(path: \"../\($0)\")" }.joined(separator: ",\n")
        let uses = dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
        // swift-tools-version: 6.2

        import PackageDescription

        let package = Package(
          name: "\(name)",
          platforms: [.iOS(.v18), .visionOS(.v1), .macOS(.v14)],
          products: [
            .library(name: "\(name)", targets: ["\(name)"])
          ],
          dependencies: [
        \(packages)
          ],
          targets: [
            .target(name: "\(name)", dependencies: [\(uses)])
          ]
        )

        """
    }

    static func source(_ type: String) -> String {
        """
        import Foundation

        public struct \(type): Equatable, Sendable {
          public var name: String

          public init(name: String) {
            if name.isEmpty {
              self.name = "none"
            } else {
              self.name = name
            }
          }
        }

        """
    }

    /// The SwiftUI app, committed.
    static func swiftUIApp() throws -> GitFixture {
        let app = try GitFixture(prefix: "tools swiftui app")
        try app.write("// !$*UTF8*$!\n{\n  archiveVersion = 1;\n}\n", to: "Shop.xcodeproj/project.pbxproj")
        try app.write("--indent 2\n--maxwidth 100\n", to: ".swiftformat")
        try app.write(".build/\nxcuserdata/\n", to: ".gitignore")
        try app.write(manifest("Models"), to: "Packages/Models/Package.swift")
        try app.write(source("Item"), to: "Packages/Models/Sources/Models/Item.swift")
        try app.write(manifest("Networking", dependencies: ["Models"]), to: "Packages/Networking/Package.swift")
        try app.write(source("Endpoint"), to: "Packages/Networking/Sources/Networking/Endpoint.swift")
        try app.write(manifest("HomeFeature", dependencies: ["Models"]), to: "Packages/HomeFeature/Package.swift")
        try app.write(source("Home"), to: "Packages/HomeFeature/Sources/HomeFeature/Home.swift")
        try app.write(source("ShopApp"), to: "Shop/ShopApp.swift")
        try app.commitAll("the app")
        return app
    }

    /// The paths `git status` lists (untracked files one by one).
    static func changedPaths(_ app: GitFixture) throws -> [String] {
        try app.git("status", "--porcelain", "--untracked-files=all").split(separator: "\n")
            .map { String($0.dropFirst(3)) }
    }

    @Test func initFollowsAnXcodeprojAppAndWritesNoSecondFormatterOrUnaskedRules() async throws {
        let app = try Self.swiftUIApp()
        let result = await InProcessTools.run(["init", "--no-hook"], in: app.url)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("skip     project.yml: the app builds from Shop.xcodeproj"), "\(result.output)")
        #expect(result.output.contains("skip     .swift-format: the team formats with SwiftFormat"), "\(result.output)")
        #expect(!app.directory.exists("project.yml") && !app.directory.exists(".swift-format"))
        let lint = try app.read(".swiftlint.yml")
        // No file of the app has a header: the rule is offered, not turned on.
        #expect(!lint.contains("\n  - file_header\n") && lint.contains("#   - file_header"), "\(lint)")
        #expect(lint.contains("\"**/.build\""), "\(lint)")
        #expect(try Self.changedPaths(app).sorted() == [".gitignore", ".swiftlint.yml"])

        let linted = await InProcessTools.run(["lint"], in: app.url)
        #expect(!linted.output.contains("(file_header)"), "\(linted.output)")

        let doctor = await InProcessTools.run(["doctor"], in: app.url)
        #expect(doctor.output.contains("3 local packages"), "\(doctor.output)")
        #expect(doctor.output.contains("none: the app builds from Shop.xcodeproj; packages read from Packages/"),
                "\(doctor.output)")
    }

    @Test func createFeatureFollowsItsSiblingsAndMayUseACorePackage() async throws {
        let app = try Self.swiftUIApp()
        // The layering rule on: a feature may still depend on `Models`, which has no Feature suffix.
        try app.write("opt_in_rules: [layering]\n", to: ".swiftlint.yml")
        try app.commitAll("lint")
        let created = await InProcessTools.run(
            ["create-feature", "ServiceAlerts", "--dependency", "Models"], in: app.url
        )
        #expect(created.status == 0, "\(created.output)\(created.error)")
        let manifest = try app.read("Packages/ServiceAlertsFeature/Package.swift")
        #expect(manifest.hasPrefix("// swift-tools-version: 6.2\n\nimport PackageDescription\n"), "\(manifest)")
        #expect(manifest.contains(".iOS(.v18)") && manifest.contains(".visionOS(.v1)"), "\(manifest)")
        #expect(manifest.contains("\n  name: \"ServiceAlertsFeature\""), "\(manifest)")
        let model = try app.read("Packages/ServiceAlertsFeature/Sources/ServiceAlertsFeature/ServiceAlerts/Domain/"
            + "ServiceAlerts.swift")
        #expect(!model.contains("Copyright") && model.hasPrefix("/// The feature's `ServiceAlerts` value"), "\(model)")
        #expect(model.contains("\n  public let id: String\n"), "\(model)")
        #expect(try Self.changedPaths(app).allSatisfy { $0.hasPrefix("Packages/ServiceAlertsFeature/") })

        let refused = await InProcessTools.run(["create-feature", "Cart", "--dependency", "HomeFeature"], in: app.url)
        #expect(refused.status == 2 && refused.error.contains("'HomeFeature' is a feature package"), "\(refused.error)")

        guard TestEnvironment.runsSwiftBuilds else { return }
        let package = app.url.appendingPathComponent("Packages/ServiceAlertsFeature")
        let build = try await runCommandOffThePool("swift", ["build"], in: package, check: false)
        #expect(build.status == 0, "\(build.output)\(build.error)")
    }

    /// The XcodeGen app: its spec and an include in `Apps/Shop/`, a script's copy at the root, ignored.
    static func xcodeGenApp() throws -> GitFixture {
        let app = try GitFixture(prefix: "tools xcodegen app")
        try app.write("""
        name: Shop
        include: [targets.yml]
        options:
          deploymentTarget:
            iOS: "17.0"
        packages:
          Models:
            path: ../../Packages/Models

        """, to: "Apps/Shop/project.yml")
        try app.write("""
        targets:
          Shop:
            type: application
            platform: iOS
            sources: [Sources]
            dependencies:
              - package: Models

        """, to: "Apps/Shop/targets.yml")
        try app.write("import Foundation\n\nenum Start {\n    static let name = \"Shop\"\n}\n",
                      to: "Apps/Shop/Sources/Start.swift")
        try app.write("/project.yml\n.build/\n", to: ".gitignore")
        try app.write("disabled_rules: [todo]\n", to: ".swiftlint.yml")
        try app.write(manifest("Models"), to: "Packages/Models/Package.swift")
        try app.write(source("Item"), to: "Packages/Models/Sources/Models/Item.swift")
        try app.commitAll("the app")
        // What the app's script leaves at the root (ignored): a copy that does not resolve from there.
        try app.write("name: Shop\npackages:\n  Models:\n    path: ../../Packages/Models\n", to: "project.yml")
        return app
    }

    @Test func theNamedSpecGetsTheRegistrationAndTheIgnoredRootSpecStaysAsItIs() async throws {
        let app = try Self.xcodeGenApp()
        let rootSpec = try app.read("project.yml")
        let initialized = await InProcessTools.run(["init", "--no-hook", "--dry-run"], in: app.url)
        #expect(initialized.output.contains("keep     Apps/Shop/project.yml\n"), "\(initialized.output)")
        let created = await InProcessTools.run(["create-feature", "Alerts"], in: app.url)
        #expect(created.status == 0, "\(created.output)\(created.error)")
        #expect(app.directory.exists("Packages/AlertsFeature/Package.swift"))
        let spec = try app.read("Apps/Shop/project.yml")
        #expect(spec.contains("  AlertsFeature:\n    path: ../../Packages/AlertsFeature\n"), "\(spec)")
        #expect(try app.read("project.yml") == rootSpec)
        #expect(try Self.changedPaths(app).allSatisfy {
            $0 == "Apps/Shop/project.yml" || $0.hasPrefix("Packages/AlertsFeature/")
        })

        let doctor = await InProcessTools.run(["doctor"], in: app.url)
        #expect(doctor.output.contains("2 local packages"), "\(doctor.output)")
    }

    @Test func initKeepsTheAppsSpecAndMeasuresTheFormatterFromTheCode() async throws {
        let app = try Self.xcodeGenApp()
        try FileManager.default.removeItem(at: app.url.appendingPathComponent("project.yml"))
        // Two-space code, as the SwiftUI app's, but no formatter configuration: init measures it.
        try app.write(Self.source("Start"), to: "Apps/Shop/Sources/Start.swift")
        try app.commitAll("two spaces")
        let result = await InProcessTools.run(["init", "--no-hook"], in: app.url)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("skip     project.yml: the app keeps its spec in Apps/Shop/project.yml"),
                "\(result.output)")
        #expect(!app.directory.exists("project.yml"))
        let format = try app.read(".swift-format")
        #expect(format.contains("\"indentation\": { \"spaces\": 2 }"), "\(format)")
        #expect(try Self.changedPaths(app).sorted() == [".gitignore", ".swift-format"])
    }

    /// A file the repository's `.gitignore` ignores is named and not written.
    @Test func initWritesNoFileGitIgnores() async throws {
        let app = try GitFixture(prefix: "tools ignoring app")
        try app.write("/project.yml\n.build/\n", to: ".gitignore")
        try app.write(Self.source("Start"), to: "Sources/Start.swift")
        try app.write(Self.manifest("Models"), to: "Packages/Models/Package.swift")
        try app.commitAll("the app")
        let result = await InProcessTools.run(["init", "--no-hook"], in: app.url)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("skip     project.yml: the repository's .gitignore ignores it"),
                "\(result.output)")
        #expect(!app.directory.exists("project.yml"))
    }

    /// Without any spec, init's `project.yml` names the folder the packages are in and every platform they
    /// declare, at the versions they declare.
    @Test func initsSpecFollowsThePackagesOnDisk() async throws {
        let app = try GitFixture(prefix: "tools packages app")
        try app.write(Self.manifest("Models"), to: "Modules/Models/Package.swift")
        try app.write(Self.manifest("Store"), to: "Modules/Store/Package.swift")
        let result = await InProcessTools.run(["init", "--no-hook", "--dry-run"], in: app.url)
        #expect(result.output.contains("create   project.yml"), "\(result.output)")
        let written = await InProcessTools.run(["init", "--no-hook"], in: app.url)
        #expect(written.status == 0, "\(written.output)\(written.error)")
        let spec = try app.read("project.yml")
        #expect(spec.contains("featuresPath: Modules ") && spec.contains("    iOS: \"18.0\"\n")
            && spec.contains("    visionOS: \"1.0\"\n") && spec.contains("    macOS: \"14.0\"\n"), "\(spec)")
    }
}
