// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// `tools generate-mocks --sourcery-config FILE` and `tools.mocks.sourceryConfig`: a team's `.sourcery.yml`
/// read as `sourcery --config` reads it (paths relative to the file, include/exclude, the output folder's
/// `AutoMockable.generated.swift`, the template's imports and naming), through the CLI.
@Suite(.offThePool)
struct SourceryConfigCommandTests {
    /// The parts of an AutoMockable template that tell its naming (written here, not Sourcery's file): the
    /// 2.2+ template joins the method's and the return type's names; older copies use the selector.
    static let typedTemplate = """
        {% for type in types.protocols where type.based.AutoMockable or type|annotated:"AutoMockable" %}
        {% set cleanMethodReturnTypeName %}{% call cleanString method.actualReturnTypeName.name %}{% endset %}
        class {{ type.name }}Mock: {{ type.name }} {}
        {% endfor %}
        """
    static let selectorTemplate = """
        {% macro swiftifyMethodName name %}{{ name | snakeToCamelCase | lowerFirstWord }}{% endmacro %}
        {% for type in types.protocols where type.based.AutoMockable or type|annotated:"AutoMockable" %}
        class {{ type.name | replace:"Protocol","" }}Mock: {{ type.name }} {
            var {% call swiftifyMethodName method.selectorName %}CallsCount = 0
        }
        {% endfor %}
        """

    /// An app repository as teams keep it: sources in the app folder and in a shared folder beside it, the
    /// Sourcery configuration and template under `Tools/Sourcery`.
    private func appRepository(template: String = typedTemplate, config: String? = nil) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: "tools sourcery")
        try runCommand("git", ["init", "-q"], in: folder.url)
        try folder.write("name: App\n", to: "project.yml")
        try folder.write("""
            import Foundation

            // sourcery: AutoMockable
            protocol CarService {
                var name: String { get }
                func car(vin: String) async throws -> Car
                func ping()
            }

            struct Car {}

            """, to: "App/Sources/Car/CarService.swift")
        try folder.write("// sourcery: AutoMockable\nprotocol ExcludedThing {\n    func nope()\n}\n",
                         to: "App/Sources/Car/Excluded.swift")
        // Not annotated: Sourcery's template leaves it out, even in a Domain folder.
        try folder.write("protocol PlainRepo {\n    func load()\n}\n", to: "App/Sources/Domain/PlainRepo.swift")
        try folder.write("""
            protocol AutoMockable {}

            protocol ClientProxyProtocol: AutoMockable {
                func value(for key: String) -> String?
            }

            """, to: "Shared/ClientProxyProtocol.swift")
        try folder.write(template, to: "Tools/Sourcery/AutoMockable.stencil")
        try folder.write(config ?? """
            sources:
              include:
                - ../../App/Sources
                - ../../Shared
              exclude:
                - ../../App/Sources/Car/Excluded.swift
            templates:
              - AutoMockable.stencil
            output: ../../${MOCKS_FOLDER}
            cacheBasePath: .sourcery-cache
            args:
              autoMockableImports: [CarKit]
              autoMockableTestableImports: [CarApp]
              mockWrapDefine: DEBUG

            """, to: "Tools/Sourcery/.sourcery.yml")
        return folder
    }

    private let generated = "Generated/Mocks/AutoMockable.generated.swift"
    private let environment = ["MOCKS_FOLDER": "Generated/Mocks"]

    @Test func readsTheSourcesOutputAndImportsAsSourceryDoes() async throws {
        let folder = try appRepository()
        let result = await InProcessTools.run(
            ["generate-mocks", "--sourcery-config", "Tools/Sourcery/.sourcery.yml"], in: folder.url,
            environment: environment
        )
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let text = try folder.read(generated)
        #expect(text.contains("class CarServiceMock: CarService"))
        // The 2.2+ template's names, and its class names (the suffix kept).
        #expect(text.contains("carVinStringCarCallsCount") && text.contains("pingVoidCallsCount"), "\(text)")
        #expect(text.contains("class ClientProxyProtocolMock: ClientProxyProtocol"))
        #expect(!text.contains("ExcludedThing"), "excluded by the configuration")
        #expect(!text.contains("PlainRepo"), "not annotated: Sourcery's template does not mock it")
        #expect(text.contains("\nimport CarKit\n") && text.contains("\n@testable import CarApp\n"))
        // What is not honoured is said once per key, at the key.
        let warnings = result.error.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 2, "\(result.error)")
        #expect(result.error.contains("warning: Tools/Sourcery/.sourcery.yml:10:1: cacheBasePath: not honoured"),
                "\(result.error)")
        #expect(result.error.contains("warning: Tools/Sourcery/.sourcery.yml:14:3: args.mockWrapDefine: not honoured"),
                "\(result.error)")

        let check = await InProcessTools.run(
            ["generate-mocks", "--check", "--sourcery-config", "Tools/Sourcery/.sourcery.yml"], in: folder.url,
            environment: environment
        )
        #expect(check.status == 0, "\(check.output)\(check.error)")
    }

    /// A template over the size bound is not read (its size is looked up first): one located warning says
    /// so, and the names follow the defaults.
    @Test func aHugeTemplateIsNotRead() async throws {
        let folder = try appRepository()
        for name in ["AutoMockable.stencil", "Other.stencil"] {
            let url = folder.url.appendingPathComponent("Tools/Sourcery/\(name)")
            if !FileManager.default.fileExists(atPath: url.path) {
                try folder.write("", to: "Tools/Sourcery/\(name)")
            }
            // Sparse: 64 MB that cost no disk.
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 64 << 20)
            try handle.close()
        }
        let config = try folder.read("Tools/Sourcery/.sourcery.yml")
            .replacingOccurrences(
                of: "  - AutoMockable.stencil\n", with: "  - AutoMockable.stencil\n  - Other.stencil\n"
            )
        try folder.write(config, to: "Tools/Sourcery/.sourcery.yml")
        let result = await InProcessTools.run(
            ["generate-mocks", "--sourcery-config", "Tools/Sourcery/.sourcery.yml"], in: folder.url,
            environment: environment
        )
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.error.contains(
            "warning: Tools/Sourcery/.sourcery.yml:8:3: templates: the template 'AutoMockable.stencil' is larger than "
                + "1 MB and is not read"
        ), "\(result.error)")
        #expect(try folder.read(generated).contains("class CarServiceMock: CarService"))
    }

    /// The key in `project.yml`, and a template that names members by selector and drops `Protocol`.
    @Test func theTeamsTemplateDecidesTheNaming() async throws {
        let folder = try appRepository(template: Self.selectorTemplate)
        try folder.write("name: App\ntools:\n  mocks:\n    sourceryConfig: Tools/Sourcery/.sourcery.yml\n",
                         to: "project.yml")
        let result = await InProcessTools.run(["generate-mocks"], in: folder.url, environment: environment)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let text = try folder.read(generated)
        #expect(text.contains("carVinCallsCount") && !text.contains("carVinStringCar"), "\(text)")
        #expect(text.contains("class ClientProxyMock: ClientProxyProtocol"), "\(text)")
        // The command line still wins.
        let typed = await InProcessTools.run(["generate-mocks", "--naming", "typed"], in: folder.url,
                                             environment: environment)
        #expect(typed.status == 0)
        #expect(try folder.read(generated).contains("carVinStringCarCallsCount"))
        // The hook's and CI's check follows the key too.
        let check = await InProcessTools.run(["generate-mocks", "--check"], in: folder.url, environment: environment)
        #expect(check.status == 1, "the file now has the typed names, the template says selector")
    }

    /// With the key, `ci lint` and the hook check the configuration's output; `create-feature`-style runs
    /// that name paths keep the package layout.
    @Test func ciLintAndTheHookFollowTheKey() async throws {
        let folder = try appRepository()
        try folder.write("name: App\ntools:\n  mocks:\n    sourceryConfig: Tools/Sourcery/.sourcery.yml\n",
                         to: "project.yml")
        try folder.write("only_rules: [force_try]\n", to: ".swiftlint.yml")
        let missing = await InProcessTools.run(["ci", "lint", "--reporter", "xcode"], in: folder.url,
                                               environment: environment)
        #expect(missing.status == 1, "\(missing.output)\(missing.error)")
        #expect(missing.output.contains("\(generated): error: Mocks Up To Date Violation: the mock file is missing"),
                "\(missing.output)")

        #expect(await InProcessTools.run(["generate-mocks"], in: folder.url, environment: environment).status == 0)
        try runCommand("git", ["add", "-A"], in: folder.url)
        #expect(await InProcessTools.run(["hooks", "run", "pre-commit"], in: folder.url, environment: environment)
            .status == 0)
        // A staged change to an annotated protocol leaves the generated file stale: the hook blocks.
        try folder.write("// sourcery: AutoMockable\nprotocol Late {\n    func go()\n}\n", to: "Shared/Late.swift")
        try runCommand("git", ["add", "-A"], in: folder.url)
        let hook = await InProcessTools.run(["hooks", "run", "pre-commit"], in: folder.url, environment: environment)
        #expect(hook.status == 1, "\(hook.output)\(hook.error)")
        #expect((hook.output + hook.error).contains("\(generated)"), "\(hook.output)\(hook.error)")
    }

    @Test func aListOfSourcesAndAnOutputFile() async throws {
        let folder = try appRepository(config: """
            sources: [../../App/Sources/Car/CarService.swift, ../../Shared, ../../Missing]
            templates: [.]
            output: ../../Tests/Mocks.swift
            project: App.xcodeproj

            """)
        try folder.write("{% for type in types.protocols %}{% endfor %}\n", to: "Tools/Sourcery/AutoEquatable.stencil")
        let result = await InProcessTools.run(
            ["generate-mocks", "--sourcery-config", "Tools/Sourcery/.sourcery.yml"], in: folder.url
        )
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let text = try folder.read("Tests/Mocks.swift")
        #expect(text.contains("CarServiceMock") && text.contains("ClientProxyProtocolMock"))
        #expect(!text.contains("ExcludedThing"), "only the one file of that folder is a source")
        #expect(result.error.contains(
            ".sourcery.yml:2:12: templates: the template 'AutoEquatable.stencil' is not generated by tools"),
                "\(result.error)")
        #expect(result.error.contains(".sourcery.yml:4:1: project: not honoured"), "\(result.error)")
        // Sourcery skips a missing path silently; here it is a warning.
        #expect(result.error.contains("sources[2]: '") && result.error.contains("/Missing' does not exist"),
                "\(result.error)")
    }

    @Test(arguments: [
        ("templates: [AutoMockable.stencil]\noutput: out/\n", ".sourcery.yml:1:1: error: the configuration has no "
            + "'sources'"),
        ("sources: [../../App]\ntemplates: [AutoEquatable.stencil]\noutput: out/\n", ".sourcery.yml:2:12: error: "
            + "templates: no AutoMockable template among the templates"),
        ("sources: [../../App]\ntemplates: [AutoMockable.stencil]\noutput: ../../../outside/\n",
         ".sourcery.yml:3:9: error: output: '"),
        ("sources: {exclude: [x]}\ntemplates: [AutoMockable.stencil]\noutput: out/\n",
         ".sourcery.yml:1:10: error: sources: expected a list of paths"),
    ])
    func aConfigurationItCannotFollowIsOneLocatedError(config: String, expected: String) async throws {
        let folder = try appRepository(config: config)
        let result = await InProcessTools.run(
            ["generate-mocks", "--sourcery-config", "Tools/Sourcery/.sourcery.yml"], in: folder.url
        )
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.hasPrefix("Tools/Sourcery/" + expected), "\(result.error)")
        #expect(!folder.exists("Tools/Sourcery/out"))
    }

    @Test func pathsOrOutputWithTheConfigurationAreRefused() async throws {
        let folder = try appRepository()
        for extra in [["App"], ["--output", "X.swift"]] {
            let result = await InProcessTools.run(
                ["generate-mocks", "--sourcery-config", "Tools/Sourcery/.sourcery.yml"] + extra, in: folder.url
            )
            #expect(result.status == 2, "\(extra): \(result.error)")
            #expect(result.error.contains("--sourcery-config takes the sources and the output from the configuration"))
        }
        let missing = await InProcessTools.run(["generate-mocks", "--sourcery-config", "nope.yml"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.error.contains("nope.yml"), "\(missing.error)")
    }

    /// `configurations:`: the one using the AutoMockable template is generated.
    @Test func severalConfigurations() async throws {
        let folder = try appRepository(config: """
            configurations:
              - sources: [../../App]
                templates: [AutoEquatable.stencil]
                output: ../../Equatable/
              - sources: [../../Shared]
                templates: [AutoMockable.stencil]
                output: ../../Mocks/

            """)
        try folder.write("{% for type in types.protocols %}{% endfor %}\n", to: "Tools/Sourcery/AutoEquatable.stencil")
        let result = await InProcessTools.run(
            ["generate-mocks", "--sourcery-config", "Tools/Sourcery/.sourcery.yml"], in: folder.url
        )
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let text = try folder.read("Mocks/AutoMockable.generated.swift")
        #expect(text.contains("ClientProxyProtocolMock") && !text.contains("CarServiceMock"))
        #expect(!folder.exists("Equatable"))
    }
}
