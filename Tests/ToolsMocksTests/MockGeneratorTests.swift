// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore
@testable import ToolsMocks

@Suite(.offThePool)
struct MockGeneratorTests {
    let service = """
    // sourcery: AutoMockable
    protocol Service {
        func load(id: Int) -> String
    }
    """

    func request(_ folder: TemporaryDirectory, output: String = "Mocks/Mocks.swift") -> MockRequest {
        var request = MockRequest(jobs: [MockJob(
            output: folder.url.appendingPathComponent(output),
            sources: MockPlanner.swiftFiles(under: folder.url.appendingPathComponent("Sources"))
        )])
        request.displayRoot = folder.url
        request.folders = ["Domain", "Application"]
        request.folderPackages = [folder.url.appendingPathComponent("Sources/Feature")]
        return request
    }

    @Test func writesDeterministicallyAndOnlyWhenChanged() throws {
        let folder = try TemporaryDirectory()
        try folder.write(service, to: "Sources/Service.swift")
        try folder.write("protocol Other: AutoMockable { var name: String { get } }", to: "Sources/Other.swift")
        let generator = MockGenerator(store: nil)
        let first = try generator.run(request(folder))
        #expect(first.files.map(\.state) == [.written])
        let text = try folder.read("Mocks/Mocks.swift")
        #expect(text.contains("final class OtherMock: Other"))
        let other = try #require(text.range(of: "OtherMock"))
        let service = try #require(text.range(of: "ServiceMock"))
        #expect(other.lowerBound < service.lowerBound)
        let output = folder.url.appendingPathComponent("Mocks/Mocks.swift")
        let before = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let second = try generator.run(request(folder))
        #expect(second.files.map(\.state) == [.unchanged])
        let after = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(before == after)
        #expect(try folder.read("Mocks/Mocks.swift") == text)
    }

    @Test func checkWritesNothingAndReportsMissingThenStale() throws {
        let folder = try TemporaryDirectory()
        try folder.write(service, to: "Sources/Service.swift")
        var check = request(folder)
        check.checkOnly = true
        let missing = try MockGenerator(store: nil).run(check)
        #expect(missing.files.map(\.state) == [.missing] && missing.exitStatus == .failure)
        #expect(!folder.exists("Mocks/Mocks.swift"))

        _ = try MockGenerator(store: nil).run(request(folder))
        #expect(try MockGenerator(store: nil).run(check).exitStatus == .success)
        try folder.write(service.replacingOccurrences(of: "-> String", with: "-> Int"), to: "Sources/Service.swift")
        let stale = try MockGenerator(store: nil).run(check)
        #expect(stale.files.map(\.state) == [.stale] && stale.exitStatus == .failure)
        #expect(try folder.read("Mocks/Mocks.swift").contains("loadIdReturnValue: String!"))
    }

    @Test func cachedModelsAreReusedAndOnlyTheChangedFileIsParsedAgain() throws {
        let folder = try TemporaryDirectory()
        for index in 0..<5 {
            let source = "// sourcery: AutoMockable\nprotocol P\(index) { func f() }"
            try folder.write(source, to: "Sources/P\(index).swift")
        }
        try folder.write("struct NoProtocolsHere {}", to: "Sources/Plain.swift")
        let store = try Store(url: folder.url.appendingPathComponent("store.sqlite"))
        let generator = MockGenerator(store: store)
        let cold = try generator.run(request(folder))
        #expect(cold.parsedFiles == 5 && cold.cachedFiles == 0 && cold.mockCount == 5)
        let warm = try generator.run(request(folder))
        #expect(warm.parsedFiles == 0 && warm.cachedFiles == 5)
        try folder.write("// sourcery: AutoMockable\nprotocol P2 { func g() }", to: "Sources/P2.swift")
        let changed = try generator.run(request(folder))
        #expect(changed.parsedFiles == 1 && changed.cachedFiles == 4)
        #expect(changed.files.map(\.state) == [.written])
        #expect(try folder.read("Mocks/Mocks.swift").contains("func g()"))
    }

    /// Files are known by their stamp (`FileStamp`, as lint's): an unchanged file is not read again, and an
    /// edit that keeps the size and puts the modification time back is still seen (its status change time).
    @Test func unchangedStampsSkipReadingAndRestoredTimesAreSeen() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("// sourcery: AutoMockable\nprotocol A { func f() }", to: "Sources/A.swift")
        let past = Date(timeIntervalSinceNow: -3_600)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        let store = try Store(url: folder.url.appendingPathComponent("store.sqlite"))
        let generator = MockGenerator(store: store)
        #expect(try generator.run(request(folder)).parsedFiles == 1)

        let unchanged = try generator.run(request(folder))
        #expect(unchanged.parsedFiles == 0)
        #expect(unchanged.files.map(\.state) == [.unchanged])

        // Same size, modification time put back: the status change time tells the edit.
        try folder.write("// sourcery: AutoMockable\nprotocol A { func g() }", to: "Sources/A.swift")
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        let changed = try generator.run(request(folder))
        #expect(changed.parsedFiles == 1)
        #expect(try folder.read("Mocks/Mocks.swift").contains("func g()"))
    }

    @Test func anUnparsableFileIsReportedAndTheOthersStillProcessed() throws {
        let folder = try TemporaryDirectory()
        try folder.write(service, to: "Sources/Service.swift")
        try folder.write("// sourcery: AutoMockable\nprotocol Broken {\n    func f(\n}\n", to: "Sources/Broken.swift")
        let outcome = try MockGenerator(store: nil).run(request(folder))
        let error = try #require(outcome.diagnostics.first)
        #expect(error.file == "Sources/Broken.swift" && error.line != nil && error.column != nil)
        #expect(error.ruleID == "syntax_error" && error.severity == .error)
        #expect(outcome.exitStatus == .failure)
        let text = try folder.read("Mocks/Mocks.swift")
        #expect(text.contains("ServiceMock") && !text.contains("BrokenMock"))
    }

    @Test func parentsAreFoundAcrossFilesAndAMissingParentIsNamed() throws {
        let folder = try TemporaryDirectory()
        try folder.write("protocol Base { func base() }", to: "Sources/Base/Base.swift")
        try folder.write("// sourcery: AutoMockable\nprotocol Child: Base { func child() }", to: "Sources/Child.swift")
        try folder.write("// sourcery: AutoMockable\nprotocol Lost: Nowhere {}", to: "Sources/Lost.swift")
        let outcome = try MockGenerator(store: nil).run(request(folder))
        let text = try folder.read("Mocks/Mocks.swift")
        #expect(text.contains("func base()") && text.contains("func child()"))
        #expect(!text.contains("BaseMock"))
        // A parent from elsewhere: mocked with what is known, and a warning saying what the user must add.
        #expect(text.contains("LostMock"))
        let warning = try #require(outcome.diagnostics.first)
        #expect(warning.file == "Sources/Lost.swift" && warning.line == 2 && warning.message.contains("'Nowhere'"))
        #expect(warning.severity == .warning && warning.message.contains("extension of LostMock"))
    }

    /// Files without anything to mock are parsed only when a mocked protocol needs what they declare:
    /// parents (also through an alias) are found; an unrelated file, even a broken one, is never parsed.
    @Test func filesAreParsedOnlyWhenAMockNeedsThem() throws {
        let folder = try TemporaryDirectory()
        try folder.write("// sourcery: AutoMockable\nprotocol Child: Parents { func child() }",
                         to: "Sources/Child.swift")
        try folder.write("typealias Parents = Base & Other\nprotocol Unused {}", to: "Sources/Aliases.swift")
        try folder.write("protocol Base: Root { func base() }", to: "Sources/Base.swift")
        try folder.write("protocol Other { var other: Int { get } }", to: "Sources/Deep/Other.swift")
        try folder.write("protocol Root { func root() }", to: "Sources/Deep/Root.swift")
        try folder.write("protocol Broken { func broken( }", to: "Sources/Broken.swift")
        try folder.write("// a protocol in a comment\nstruct Plain {}", to: "Sources/Plain.swift")
        try folder.write("protocol Layered { func layered() }", to: "Sources/Feature/Domain/Layered.swift")
        let outcome = try MockGenerator(store: nil).run(request(folder))
        let text = try folder.read("Mocks/Mocks.swift")
        for member in ["func child()", "func base()", "func root()", "var other: Int", "func layered()"] {
            #expect(text.contains(member), "\(member)")
        }
        #expect(outcome.diagnostics.isEmpty, "the broken file is not needed: \(outcome.diagnostics)")
        #expect(outcome.parsedFiles == 6, "Child, Layered, then Aliases, then Base and Other, then Root")

        var everything = request(folder)
        everything.selectsAll = true
        let all = try MockGenerator(store: nil).run(everything)
        #expect(all.diagnostics.contains { $0.file == "Sources/Broken.swift" && $0.severity == .error })
    }

    /// Stored renderings are reused only while everything a mock depends on is unchanged: its parents'
    /// files and the aliases it was resolved through.
    @Test func storedRenderingsFollowChangesOfParentsAndAliases() throws {
        let folder = try TemporaryDirectory()
        let store = try Store(url: folder.url.appendingPathComponent("store.sqlite"))
        try folder.write("// sourcery: AutoMockable\nprotocol Child: Parents { func child() }",
                         to: "Sources/Child.swift")
        try folder.write("typealias Parents = Base\n", to: "Sources/Aliases.swift")
        try folder.write("protocol Base { func first() }", to: "Sources/Base.swift")
        try folder.write("protocol Other { func other() }", to: "Sources/Other.swift")
        _ = try MockGenerator(store: store).run(request(folder))
        #expect(try folder.read("Mocks/Mocks.swift").contains("func first()"))

        try folder.write("protocol Base { func second(value: Int) }", to: "Sources/Base.swift")
        _ = try MockGenerator(store: store).run(request(folder))
        var text = try folder.read("Mocks/Mocks.swift")
        #expect(text.contains("func second(value: Int)") && !text.contains("func first()"))

        try folder.write("typealias Parents = Other\n", to: "Sources/Aliases.swift")
        _ = try MockGenerator(store: store).run(request(folder))
        text = try folder.read("Mocks/Mocks.swift")
        #expect(text.contains("func other()") && !text.contains("func second("))

        let again = try MockGenerator(store: store).run(request(folder))
        #expect(try folder.read("Mocks/Mocks.swift") == text)
        #expect(again.files.allSatisfy { $0.state == .unchanged })
    }

    @Test func domainAndApplicationFoldersNeedNoAnnotationAndAllTakesEverything() throws {
        let folder = try TemporaryDirectory()
        try folder.write("protocol InDomain { func a() }", to: "Sources/Feature/Domain/A.swift")
        try folder.write("protocol InApplication { func b() }", to: "Sources/Feature/Application/B.swift")
        try folder.write("protocol Elsewhere { func c() }", to: "Sources/Feature/Presentation/C.swift")
        try folder.write("private protocol Hidden { func d() }", to: "Sources/Feature/Domain/D.swift")
        // A layer-named folder outside the feature packages (an app target) is not a layer.
        try folder.write("protocol InApp { func e() }", to: "Sources/App/Application/E.swift")
        _ = try MockGenerator(store: nil).run(request(folder))
        let text = try folder.read("Mocks/Mocks.swift")
        #expect(text.contains("InDomainMock") && text.contains("InApplicationMock") && !text.contains("ElsewhereMock"))
        #expect(!text.contains("InAppMock"))
        #expect(!text.contains("HiddenMock"))
        var all = request(folder)
        all.selectsAll = true
        _ = try MockGenerator(store: nil).run(all)
        #expect(try folder.read("Mocks/Mocks.swift").contains("ElsewhereMock"))
    }

    @Test func headerImportsAndAccessLevel() throws {
        let folder = try TemporaryDirectory()
        try folder.write("/// @mockable\npublic protocol Api { func call() }", to: "Sources/Api.swift")
        var request = request(folder)
        request.header = HeaderTemplate(holder: "Acme")
        request.imports = ["Networking"]
        request.testableImports = ["App"]
        _ = try MockGenerator(store: nil).run(request)
        let text = try folder.read("Mocks/Mocks.swift")
        let year = HeaderTemplate.currentYear
        #expect(text.hasPrefix("// Copyright © \(year) Acme. All rights reserved.\n\(MockGenerator.marker)\n"))
        #expect(text.contains("import Foundation\nimport Networking\n@testable import App\n"))
        #expect(text.contains("public nonisolated final class ApiMock: Api {"))
        #expect(text.contains("    public init() {}"))

        // An existing header with an older year is kept, so a new year alone rewrites nothing.
        let old = text.replacingOccurrences(of: "© \(year)", with: "© 2019")
        try folder.write(old, to: "Mocks/Mocks.swift")
        let outcome = try MockGenerator(store: nil).run(request)
        #expect(outcome.files.map(\.state) == [.unchanged])
    }

    @Test func projectSettingsChooseNamingClassNamesAndParentFolders() throws {
        let folder = try TemporaryDirectory()
        try folder.write("""
        name: App
        tools:
          mocks:
            naming: typed
            dropProtocolSuffix: true
            lookupPaths: [Shared]
        """, to: "project.yml")
        try folder.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "CarFeature", targets: [.target(name: "CarFeature")])
        """, to: "localPackages/CarFeature/Package.swift")
        try folder.write("protocol CarRepositoryProtocol: Base { func cars() -> [String] }",
                         to: "localPackages/CarFeature/Sources/CarFeature/Domain/CarRepository.swift")
        try folder.write("protocol Base { func start() }", to: "Shared/Base.swift")
        let workspace = try Workspace.load(root: folder.url)
        let (request, warnings) = try MockPlanner.request(
            options: MockCommandOptions(), workspace: workspace, currentDirectory: folder.url
        )
        #expect(warnings.isEmpty)
        let outcome = try MockGenerator(store: nil).run(request)
        #expect(outcome.diagnostics.isEmpty)
        let text = try folder.read("localPackages/CarFeature/Sources/CarFeature/Mocks/CarFeatureMocks.swift")
        #expect(text.contains("final class CarRepositoryMock: CarRepositoryProtocol {"))
        #expect(text.contains("var carsStringCallsCount") && text.contains("var startVoidCallsCount"))

        try folder.write("name: App\ntools:\n  mocks:\n    naming: camel\n", to: "project.yml")
        let bad = try Workspace.load(root: folder.url)
        #expect(throws: ConfigurationError.self) {
            try MockPlanner.request(options: MockCommandOptions(), workspace: bad, currentDirectory: folder.url)
        }
    }
}
