// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// What the mock generator may write and remove (issue 37's mocks trap): mocks made with `--all PATHS` stay
/// for `--check` and the plain run it recommends; the hook blocks a commit that leaves a mock untracked or
/// unstaged; a mock named like a hand-written type of its module is reported, never written over it.
@Suite(.offThePool)
struct MocksOwnershipTests {
    private static let target = "localPackages/CarFeature/Sources/CarFeature"
    private static let mocksFile = "\(target)/Mocks/CarFeatureMocks.swift"
    private static let header = "// Copyright © 2026 Acme. All rights reserved.\n\n"

    /// A repository with one feature package: `CarRepository` in `Domain/` (mocked by default).
    private func repository() throws -> GitFixture {
        let fixture = try GitFixture(prefix: "tools mocks ownership")
        try fixture.write("name: App\ntools:\n  copyrightHolder: Acme\n", to: "project.yml")
        try fixture.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "CarFeature", targets: [.target(name: "CarFeature")])
        """, to: "localPackages/CarFeature/Package.swift")
        try fixture.write(Self.header + "public protocol CarRepository {\n    func cars() -> [String]\n}\n",
                          to: "\(Self.target)/Domain/CarRepository.swift")
        return fixture
    }

    private func shown(_ result: CommandResult) -> String {
        result.output + result.error
    }

    @Test("a mock made with --all PATHS (one file) is up to date for --check and kept by a plain run")
    func allPathsInTheOneFileLayout() async throws {
        let fixture = try repository()
        try fixture.write("public protocol LocationManaging {\n    func start()\n}\n",
                          to: "\(Self.target)/Services/LocationManaging.swift")
        let all = await InProcessTools.run(["generate-mocks", "--all", "\(Self.target)/Services"], in: fixture.url)
        #expect(all.status == 0, "\(shown(all))")
        let made = try fixture.read(Self.mocksFile)
        #expect(made.contains("class LocationManagingMock"), "\(made)")
        // Naming a path never drops the package's other mocks.
        #expect(made.contains("class CarRepositoryMock"), "\(made)")

        let check = await InProcessTools.run(["generate-mocks", "--check"], in: fixture.url)
        #expect(check.status == 0, "\(shown(check))")
        let plain = await InProcessTools.run(["generate-mocks"], in: fixture.url)
        #expect(plain.status == 0, "\(shown(plain))")
        #expect(try fixture.read(Self.mocksFile) == made)
        #expect(!shown(plain).contains("removed"), "\(shown(plain))")
    }

    @Test("a mock made with --all PATHS (one file per mock) stays until its protocol goes")
    func allPathsInTheSplitLayout() async throws {
        let fixture = try repository()
        let subFeature = "\(Self.target)/Climate"
        try fixture.write("public protocol ClimateViewModeling {\n    func refresh()\n}\n",
                          to: "\(subFeature)/Presentation/ClimateViewModeling.swift")
        try fixture.write("public protocol ClimateRepo {\n    func read() -> Int\n}\n",
                          to: "\(subFeature)/Domain/ClimateRepo.swift")
        let mock = "\(subFeature)/Mocks/ClimateViewModelingMock.swift"
        let all = await InProcessTools.run(["generate-mocks", "--all", "\(subFeature)/Presentation"], in: fixture.url)
        #expect(all.status == 0, "\(shown(all))")
        #expect(fixture.directory.exists(mock))
        #expect(fixture.directory.exists("\(subFeature)/Mocks/ClimateRepoMock.swift"))
        let made = try fixture.read(mock)

        let check = await InProcessTools.run(["generate-mocks", "--check"], in: fixture.url)
        #expect(check.status == 0, "\(shown(check))")
        let plain = await InProcessTools.run(["generate-mocks"], in: fixture.url)
        #expect(plain.status == 0, "\(shown(plain))")
        #expect(try fixture.read(mock) == made)

        try FileManager.default.removeItem(at: fixture.url.appendingPathComponent(
            "\(subFeature)/Presentation/ClimateViewModeling.swift"))
        let gone = await InProcessTools.run(["generate-mocks"], in: fixture.url)
        #expect(gone.status == 0, "\(shown(gone))")
        #expect(!fixture.directory.exists(mock))
        #expect(fixture.directory.exists("\(subFeature)/Mocks/ClimateRepoMock.swift"))
    }

    @Test("the hook blocks a mock left untracked or unstaged, naming git add; staged, it passes")
    func hookBlocksUntrackedAndUnstagedMocks() async throws {
        let fixture = try repository()
        #expect(await InProcessTools.run(["generate-mocks"], in: fixture.url).status == 0)
        _ = try fixture.commitAll("start")

        // A new annotated protocol; its mock generated into a new file, which is not added.
        let subFeature = "\(Self.target)/Climate"
        try fixture.write(Self.header + "public protocol ClimateRepo {\n    func read() -> Int\n}\n",
                          to: "\(subFeature)/Domain/ClimateRepo.swift")
        #expect(await InProcessTools.run(["generate-mocks"], in: fixture.url).status == 0)
        let mock = "\(subFeature)/Mocks/ClimateRepoMock.swift"
        #expect(fixture.directory.exists(mock))
        _ = try fixture.git("add", "\(subFeature)/Domain/ClimateRepo.swift")
        let untracked = await InProcessTools.run(["hooks", "run", "pre-commit", "--no-cache"], in: fixture.url)
        #expect(untracked.status == 1, "\(shown(untracked))")
        #expect(shown(untracked).contains("\(mock): error:"), "\(shown(untracked))")
        #expect(shown(untracked).contains("untracked"), "\(shown(untracked))")
        #expect(shown(untracked).contains("and 'git add \(mock)'"), "\(shown(untracked))")

        _ = try fixture.git("add", mock)
        let added = await InProcessTools.run(["hooks", "run", "pre-commit", "--no-cache"], in: fixture.url)
        #expect(added.status == 0, "\(shown(added))")
        _ = try fixture.git("commit", "-q", "--no-verify", "-m", "climate")

        // The protocol changes, the mock is regenerated, only the protocol is staged.
        try fixture.write(Self.header + "public protocol ClimateRepo {\n    func read() -> Int\n    func reset()\n}\n",
                          to: "\(subFeature)/Domain/ClimateRepo.swift")
        #expect(await InProcessTools.run(["generate-mocks"], in: fixture.url).status == 0)
        _ = try fixture.git("add", "\(subFeature)/Domain/ClimateRepo.swift")
        let unstaged = await InProcessTools.run(["hooks", "run", "pre-commit", "--no-cache"], in: fixture.url)
        #expect(unstaged.status == 1, "\(shown(unstaged))")
        #expect(shown(unstaged).contains("\(mock): error:"), "\(shown(unstaged))")
        #expect(shown(unstaged).contains("not staged as generated"), "\(shown(unstaged))")
        _ = try fixture.git("add", mock)
        let staged = await InProcessTools.run(["hooks", "run", "pre-commit", "--no-cache"], in: fixture.url)
        #expect(staged.status == 0, "\(shown(staged))")
    }

    @Test("a real git commit adding an AutoMockable annotation with its mock file untracked is blocked")
    func gitCommitBlocksAnUntrackedMock() async throws {
        let fixture = try repository()
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        try ToolsBinary.run(["hooks", "install", "--binary", binary.path], in: fixture.url, check: true)
        #expect(await InProcessTools.run(["generate-mocks"], in: fixture.url).status == 0)
        _ = try fixture.git("add", "-A")
        #expect(try await commit(fixture).status == 0)

        // Annotated in a sub-feature's `Presentation/` folder: its mock gets a new file of its own.
        let protocolFile = "\(Self.target)/Climate/Presentation/LocationManaging.swift"
        try fixture.write(Self.header + "// sourcery: AutoMockable\npublic protocol LocationManaging {\n"
            + "    func start()\n}\n", to: protocolFile)
        #expect(await InProcessTools.run(["generate-mocks"], in: fixture.url).status == 0)
        let mock = "\(Self.target)/Climate/Mocks/LocationManagingMock.swift"
        #expect(fixture.directory.exists(mock))
        _ = try fixture.git("add", protocolFile)
        let blocked = try await commit(fixture)
        #expect(blocked.status == 1, "\(shown(blocked))")
        #expect(shown(blocked).contains("\(mock): error:"), "\(shown(blocked))")
        #expect(shown(blocked).contains("untracked"), "\(shown(blocked))")
        _ = try fixture.git("add", mock)
        let passed = try await commit(fixture)
        #expect(passed.status == 0, "\(shown(passed))")
    }

    /// `git commit` runs the hook, which runs the tools binary: off the cooperative threads.
    private func commit(_ fixture: GitFixture) async throws -> CommandResult {
        try await runCommandOffThePool(
            "git", ["commit", "-q", "-m", "change"], in: fixture.url, environment: ["NO_COLOR": "1"], check: false
        )
    }

    @Test("mock files the repository ignores are not asked to be staged")
    func hookLeavesIgnoredMocksAlone() async throws {
        let fixture = try repository()
        try fixture.write("Mocks/\n", to: ".gitignore")
        _ = try fixture.commitAll("start")
        try fixture.write(
            Self.header + "public protocol CarRepository {\n    func cars() -> [String]\n    func reset()\n}\n",
            to: "\(Self.target)/Domain/CarRepository.swift"
        )
        #expect(await InProcessTools.run(["generate-mocks"], in: fixture.url).status == 0)
        #expect(fixture.directory.exists(Self.mocksFile))
        _ = try fixture.git("add", "-A")
        let hook = await InProcessTools.run(["hooks", "run", "pre-commit", "--no-cache"], in: fixture.url)
        #expect(hook.status == 0, "\(shown(hook))")
    }

    @Test("a mock named like a hand-written type of its module is reported at both places and not written")
    func mockNameTakenByAHandWrittenType() async throws {
        let fixture = try repository()
        let handWritten = "// A fake the tests already use.\n"
            + "final class CarRepositoryMock {\n    var cars: [String] = []\n}\n"
        try fixture.write(handWritten, to: "\(Self.target)/Testing/CarRepositoryMock.swift")
        let result = await InProcessTools.run(["generate-mocks"], in: fixture.url)
        #expect(result.status == 1, "\(shown(result))")
        let handWrittenPlace = "\(Self.target)/Testing/CarRepositoryMock.swift:2:13: error:"
        #expect(shown(result).contains(handWrittenPlace), "\(shown(result))")
        #expect(shown(result).contains("\(Self.target)/Domain/CarRepository.swift:3:"), "\(shown(result))")
        #expect(try fixture.read("\(Self.target)/Testing/CarRepositoryMock.swift") == handWritten)
        let mocks = fixture.directory.exists(Self.mocksFile) ? try fixture.read(Self.mocksFile) : ""
        #expect(!mocks.contains("class CarRepositoryMock"), "\(mocks)")

        let check = await InProcessTools.run(["generate-mocks", "--check"], in: fixture.url)
        #expect(check.status == 1, "\(shown(check))")
        #expect(shown(check).contains("Testing/CarRepositoryMock.swift:2:13: error:"), "\(shown(check))")
    }
}
