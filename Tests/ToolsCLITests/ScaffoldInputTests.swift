// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// The scaffold's inputs: a copyright holder or header template with a line break, a feature named like a
/// layer, a CRLF `project.yml`, and an Xcode header template without a configured holder.
@Suite("scaffold inputs", .offThePool)
struct ScaffoldInputTests {
    private static let swiftLint = "opt_in_rules: [file_header]\nfile_header:\n  required_copyright: true\n"

    private func workspace(_ spec: String) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: "tools scaffold inputs")
        try runCommand("git", ["init", "-q"], in: folder.url)
        try folder.write(spec, to: "project.yml")
        return folder
    }

    @Test("copyrightHolder: | (a final line break) is an error at its place; nothing is created or fixed")
    func holderBlockScalar() async throws {
        let folder = try workspace("name: App\ntools:\n  copyrightHolder: |\n    Acme\n")
        try folder.write("import Foundation\n", to: "Sources/A.swift")
        try folder.write(Self.swiftLint, to: ".swiftlint.yml")
        let created = await InProcessTools.run(["create-feature", "Climate"], in: folder.url)
        #expect(created.status == 2, "\(created.output)\(created.error)")
        #expect(created.error.contains("project.yml:3:20: error: "), "\(created.error)")
        #expect(created.error.contains("has a line break"), "\(created.error)")
        #expect(!folder.exists("localPackages/ClimateFeature"))
        let fixed = await InProcessTools.run(["lint", "--fix", "--no-cache", "Sources"], in: folder.url)
        #expect(fixed.status == 2, "\(fixed.output)\(fixed.error)")
        #expect(try folder.read("Sources/A.swift") == "import Foundation\n")
    }

    @Test("file_header's holder in .swiftlint.yml with a line break is said, and --fix writes no code line")
    func lintHolderBlockScalar() async throws {
        let folder = try workspace("name: App\n")
        try folder.write("import Foundation\n", to: "Sources/A.swift")
        try folder.write(Self.swiftLint + "  holder: |\n    Acme\n", to: ".swiftlint.yml")
        let fixed = await InProcessTools.run(["lint", "--fix", "--no-cache", "Sources"], in: folder.url)
        #expect((fixed.output + fixed.error).contains("has a line break"), "\(fixed.output)\(fixed.error)")
        let text = try folder.read("Sources/A.swift")
        #expect(!text.contains("\n. All rights reserved."), "\(text)")
    }

    @Test("attributes.ORGANIZATIONNAME with a line break, and a headerTemplate ending in one, are located errors")
    func organizationAndTemplate() async throws {
        let organization = try workspace("name: App\nattributes:\n  ORGANIZATIONNAME: \"Acme\\nInc\"\n")
        let first = await InProcessTools.run(["create-feature", "Climate"], in: organization.url)
        #expect(first.status == 2, "\(first.output)\(first.error)")
        #expect(first.error.contains("project.yml:3:21: error: "), "\(first.error)")

        let template = try workspace(
            "name: App\ntools:\n  copyrightHolder: Acme\n  headerTemplate: |\n    // Copyright {year} {holder}\n"
        )
        let second = await InProcessTools.run(["create-feature", "Climate"], in: template.url)
        #expect(second.status == 2, "\(second.output)\(second.error)")
        #expect(second.error.contains("project.yml:4:19: error: "), "\(second.error)")
        #expect(second.error.contains("the header template ends with a line break"), "\(second.error)")

        let macro = try workspace(
            "name: App\ntools:\n  headerTemplate: \"// Copyright ___YEAR___ ___ORGANIZATIONNAME___\"\n"
        )
        let third = await InProcessTools.run(["create-feature", "Climate"], in: macro.url)
        #expect(third.status == 2, "\(third.output)\(third.error)")
        #expect(third.error.contains("project.yml:3:19: error: "), "\(third.error)")
        #expect(third.error.contains("the header template has Xcode's placeholder ___YEAR___"), "\(third.error)")
        #expect(!macro.exists("localPackages"))
    }

    @Test("create-feature Domain (or Presentation, Mocks) is refused: a layer's name, with a suggestion")
    func layerNames() async throws {
        let folder = try workspace("name: App\ntools:\n  copyrightHolder: Acme\n")
        for name in ["Domain", "ApplicationFeature", "Presentation", "DataAccess", "Mocks"] {
            let result = await InProcessTools.run(["create-feature", name], in: folder.url)
            #expect(result.status == 2, "\(name): \(result.output)\(result.error)")
            #expect(result.error.contains("is a layer folder's name"), "\(result.error)")
            #expect(result.error.contains("Models'"), "\(result.error)")
        }
        let sub = await InProcessTools.run(["create-feature", "Climate", "--sub-feature", "Domain"], in: folder.url)
        #expect(sub.status == 2, "\(sub.output)\(sub.error)")
        #expect(!folder.exists("localPackages"))
    }

    @Test("a CRLF project.yml: the package goes under its packages: key, in CRLF; the spec still loads")
    func crlfProject() async throws {
        let spec = "name: App\r\npackages:\r\n  Kit:\r\n    path: Kit\r\ntools:\r\n  copyrightHolder: Acme\r\n"
        let folder = try workspace(spec)
        try folder.write(
            "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n",
            to: "Kit/Package.swift"
        )
        let created = await InProcessTools.run(["create-feature", "Climate"], in: folder.url)
        #expect(created.status == 0, "\(created.output)\(created.error)")
        let edited = try folder.read("project.yml")
        #expect(edited.components(separatedBy: "packages:").count == 2, "\(edited.debugDescription)")
        #expect(edited == "name: App\r\npackages:\r\n  Kit:\r\n    path: Kit\r\n  ClimateFeature:\r\n"
            + "    path: localPackages/ClimateFeature\r\ntools:\r\n  copyrightHolder: Acme\r\n",
            "\(edited.debugDescription)")
        let plan = await InProcessTools.run(["build", "--plan"], in: folder.url)
        #expect(plan.status == 0, "\(plan.output)\(plan.error)")
    }

    @Test("an Xcode header with ___ORGANIZATIONNAME___ and no holder: new files pass file_header, --fix writes it")
    func xcodeHeaderWithoutHolder() async throws {
        let folder = try workspace("name: App\n")
        try folder.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>FILEHEADER</key>
            \t<string>
            //  Copyright © ___YEAR___ ___ORGANIZATIONNAME___. All rights reserved.
            //</string>
            </dict>
            </plist>
            """, to: "IDETemplateMacros.plist")
        try folder.write(Self.swiftLint, to: ".swiftlint.yml")
        let created = await InProcessTools.run(["create-feature", "Climate"], in: folder.url)
        #expect(created.status == 0, "\(created.output)\(created.error)")
        let lint = await InProcessTools.run(["lint", "--no-cache", "localPackages"], in: folder.url)
        #expect(lint.status == 0, "\(lint.output)\(lint.error)")
        #expect(!lint.output.contains("file_header"), "\(lint.output)")
        #expect(!lint.output.contains("___"), "\(lint.output)")

        try folder.write("import Foundation\n", to: "Sources/Plain.swift")
        let fixed = await InProcessTools.run(["lint", "--fix", "--no-cache", "Sources"], in: folder.url)
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.error)")
        let text = try folder.read("Sources/Plain.swift")
        #expect(text.contains("//  Copyright © ") && text.contains(" App. All rights reserved."), "\(text)")
    }
}
