// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// The first day in an existing app repository, command by command (in-process, real git repositories):
/// init and create-feature read the repository first, the command line forgives what users type, and the
/// hook judges the configuration as it is staged.
@Suite("Adopting tools in an app repository, in-process", .offThePool)
struct AdoptionCommandTests {
    static let year = Calendar.current.component(.year, from: Date())

    /// An XcodeGen app keeping its packages in `Packages/`, targeting iOS 15, tracking its `Package.resolved`
    /// files and a file inside its `.xcodeproj`.
    private func app() throws -> GitFixture {
        let app = try GitFixture(prefix: "tools adoption")
        try app.write(
            """
            name: Shop
            options:
              deploymentTarget:
                iOS: "15.0"
            packages:
              Components:
                path: Packages/Components
            targetTemplates:
              AppBase:
                dependencies:
                  - package: Components
            targets:
              Shop:
                type: application
                platform: iOS
                templates: [AppBase]
                sources: [Shop]

            """, to: "project.yml")
        try app.write("// swift-tools-version: 5.9\nimport PackageDescription\n"
            + "let package = Package(name: \"Components\", targets: [.target(name: \"Components\")])\n",
            to: "Packages/Components/Package.swift")
        try app.write("{}\n", to: "Packages/Components/Package.resolved")
        try app.write("{}\n", to: "Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
        // Forced: a global excludes file may ignore them (this machine's does); the app tracks them.
        try app.git("add", "-f", "Packages/Components/Package.resolved", "Shop.xcodeproj")
        try app.commitAll("the app")
        return app
    }

    @Test func initNeverIgnoresTrackedFiles() async throws {
        let app = try app()
        let result = await InProcessTools.run(["init", "--no-hook"], in: app.url)
        #expect(result.status == 0, "\(result.error)")
        let ignored = try app.read(".gitignore")
        #expect(ignored.contains(".build/\n") && ignored.contains("DerivedData/\n"), "\(ignored)")
        #expect(!ignored.contains("Package.resolved"), "\(ignored)")
        #expect(!ignored.contains("*.xcodeproj"), "\(ignored)")
        #expect(ignored == ".build/\nDerivedData/\nxcuserdata/\n", "\(ignored)")
    }

    @Test func createFeatureFollowsTheAppsFoldersPlatformsAndHeader() async throws {
        let app = try app()
        try app.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>FILEHEADER</key>
                <string> Copyright © ___YEAR___ Shop Ltd.

             SPDX-License-Identifier: GPL-3.0-only</string>
            </dict>
            </plist>

            """, to: "Shop.xcodeproj/xcshareddata/IDETemplateMacros.plist")
        try app.write("included:\n  - Shop\n", to: ".swiftlint.yml")
        let created = await InProcessTools.run(["create-feature", "Profile"], in: app.url)
        #expect(created.status == 0, "\(created.output)\(created.error)")
        let package = "Packages/ProfileFeature"
        #expect(app.directory.exists("\(package)/Package.swift"), "\(created.output)")
        #expect(!app.directory.exists("localPackages"))
        let manifest = try app.read("\(package)/Package.swift")
        #expect(manifest.contains(".iOS(.v15)") && !manifest.contains(".iOS(.v17)"), "\(manifest)")
        let entity = try app.read("\(package)/Sources/ProfileFeature/Profile/Domain/Profile.swift")
        let header = "// Copyright © \(Self.year) Shop Ltd.\n//\n// SPDX-License-Identifier: GPL-3.0-only\n"
        #expect(entity.hasPrefix(header), "\(entity)")
        let mock = try app.read("\(package)/Sources/ProfileFeature/Profile/Mocks/ProfileRepoMock.swift")
        #expect(mock.hasPrefix(header), "\(mock)")
        // The notes: nothing links the package, lint would not see it.
        #expect(created.error.contains("no target links ProfileFeature"), "\(created.error)")
        #expect(created.error.contains(".swiftlint.yml:2: included: leaves Packages/ProfileFeature out"),
                "\(created.error)")
        // The count is what is on disk.
        let onDisk = try runCommand("find", [package, "-type", "f"], in: app.url).output
            .split(separator: "\n").count
        let mocksFolder = "\(package)/Sources/ProfileFeature/Profile/Mocks"
        let mocks = try runCommand("find", [mocksFolder, "-type", "f"], in: app.url).output.split(separator: "\n").count
        #expect(created.error.contains("(\(onDisk - mocks) files and \(mocks) mock"), "\(created.error) \(onDisk)")
        // Lint agrees with the header it wrote.
        try app.write("included:\n  - Packages\nonly_rules: [file_header]\nfile_header:\n  required_copyright: true\n",
                      to: ".swiftlint.yml")
        let lint = await InProcessTools.run(["lint", package], in: app.url)
        #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.output)\(lint.error)")
    }

    @Test func registerInTargetsMayNameATargetTemplate() async throws {
        let app = try app()
        let spec = try app.read("project.yml") + "tools:\n  scaffold:\n    registerInTargets: [AppBase]\n"
        try app.write(spec, to: "project.yml")
        let created = await InProcessTools.run(["create-feature", "Cart"], in: app.url)
        #expect(created.status == 0, "\(created.output)\(created.error)")
        let spec2 = try app.read("project.yml")
        #expect(spec2.contains("      - package: Components\n      - package: CartFeature\n"), "\(spec2)")
        #expect(!created.error.contains("no target links"), "\(created.error)")
    }

    @Test func aFeatureNameDifferingOnlyInCaseIsRefused() async throws {
        let app = try app()
        #expect(await InProcessTools.run(["create-feature", "Profile"], in: app.url).status == 0)
        let again = await InProcessTools.run(["create-feature", "PROFILE"], in: app.url)
        #expect(again.status == 2, "\(again.output)\(again.error)")
        #expect(again.error.contains("PROFILEFeature differs only in case from ProfileFeature"), "\(again.error)")
        #expect(!app.directory.exists("Packages/PROFILEFeature"))
    }

    @Test func aMisspeltSubcommandGetsTheNearestOne() async throws {
        let folder = try TemporaryDirectory()
        let lint = await InProcessTools.run(["lnt"], in: folder.url)
        #expect(lint.status == 2)
        #expect(lint.error == "error: 'tools lnt': no such command; did you mean 'lint'? ('tools --help' lists them)\n",
                "\(lint.error)")
        let hooks = await InProcessTools.run(["hooks", "instal"], in: folder.url)
        #expect(hooks.status == 2)
        #expect(hooks.error.contains("did you mean 'install'?"), "\(hooks.error)")
        let help = await InProcessTools.run(["help", "docter"], in: folder.url)
        #expect(help.status == 2)
        #expect(help.error.contains("did you mean 'doctor'?"), "\(help.error)")
    }

    @Test func globalOptionsGoBeforeOrAfterTheSubcommand() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: Shop\n", to: "app/project.yml")
        try folder.write("only_rules: [force_try]\n", to: "app/.swiftlint.yml")
        try folder.write("let a = try! b()\n", to: "app/A.swift")
        let before = await InProcessTools.run(["--root", "app", "--quiet", "lint", "--no-cache", "app"], in: folder.url)
        let after = await InProcessTools.run(["lint", "--root", "app", "--quiet", "--no-cache", "app"], in: folder.url)
        #expect(before.status == 1, "\(before.error)")
        #expect(before.output == after.output && before.output.contains("app/A.swift:1:9"), "\(before.output)")
        let doctor = await InProcessTools.run(["--root=app", "doctor"], in: folder.url)
        #expect(!doctor.error.contains("Unknown option"), "\(doctor.error)")
        #expect(doctor.output.contains("valid: 0 targets, 0 schemes"), "\(doctor.output)")
        let status = await InProcessTools.run(["--root", "app", "hooks", "status"], in: folder.url)
        #expect(!status.error.contains("Unknown option"), "\(status.error)")
    }

    @Test func oneWarningIsSingular() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("name: Shop\ntools:\n  featurePath: x\n", to: "project.yml")
        let doctor = await InProcessTools.run(["doctor"], in: folder.url)
        #expect(doctor.output.contains("1 warning (unknown keys)"), "\(doctor.output)")
        #expect(!doctor.output.contains("1 warnings"), "\(doctor.output)")
    }
}

/// The hook judges the configuration of the commit: staged `project.yml` and `.swiftlint.yml`.
@Suite("The hook reads the configuration as staged", .offThePool)
struct StagedConfigurationHookTests {
    static let header = "// Copyright © 2026 Acme. All rights reserved.\n"

    private func repository() throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools staged config")
        try fixture.write("name: App\nattributes:\n  ORGANIZATIONNAME: Acme\n", to: "project.yml")
        try fixture.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        try fixture.write(Self.header + "let value = 1\n", to: "A.swift")
        try fixture.commitAll("first")
        return fixture
    }

    @Test func anUnstagedBrokenProjectYmlIsAWarningNotABlock() async throws {
        let fixture = try repository()
        try fixture.write("name: App\n  broken: [\n", to: "project.yml")
        try fixture.write(Self.header + "let value = 2\n", to: "A.swift")
        try fixture.git("add", "A.swift")
        let hook = await InProcessTools.run(["hooks", "run", "pre-commit"], in: fixture.url)
        #expect(hook.status == 0, "\(hook.output)\(hook.error)")
        #expect(hook.error.contains("warning: project.yml: the working tree's copy does not load"), "\(hook.error)")
    }

    @Test func theStagedLintConfigurationIsTheOneApplied() async throws {
        let fixture = try repository()
        // Staged: force_try on. Working tree: the rule is off. The commit is judged as staged.
        try fixture.write(Self.header + "let value = try! load()\n", to: "A.swift")
        try fixture.git("add", "A.swift")
        try fixture.write("only_rules: [line_length]\n", to: ".swiftlint.yml")
        let hook = await InProcessTools.run(["hooks", "run", "pre-commit"], in: fixture.url)
        #expect(hook.status == 1, "\(hook.output)\(hook.error)")
        #expect(hook.output.contains("A.swift:2:13: error: Force Try Violation"), "\(hook.output)")
        // And the other way round: a staged configuration that turns it off lets the commit through.
        try fixture.git("add", ".swiftlint.yml")
        try fixture.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        let passed = await InProcessTools.run(["hooks", "run", "pre-commit"], in: fixture.url)
        #expect(passed.status == 0, "\(passed.output)\(passed.error)")
    }

    @Test func aBrokenStagedConfigurationBlocksWithTheUsualFooter() async throws {
        let fixture = try repository()
        try fixture.write("name: App\n  broken: [\n", to: "project.yml")
        try fixture.write(Self.header + "let value = 2\n", to: "A.swift")
        try fixture.git("add", "-A")
        let hook = await InProcessTools.run(["hooks", "run", "pre-commit"], in: fixture.url)
        #expect(hook.status == 2, "\(hook.output)\(hook.error)")
        #expect(hook.error.contains("project.yml:2:"), "\(hook.error)")
        #expect(hook.error.contains("tools pre-commit: commit blocked"), "\(hook.error)")
        #expect(hook.error.contains("  fix:    correct project.yml"), "\(hook.error)")
        #expect(hook.error.hasSuffix("  bypass: git commit --no-verify   (skips every check, for this commit only)\n"),
                "\(hook.error)")
    }
}
