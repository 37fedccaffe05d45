// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// A folder the walk cannot list is warned about once, never skipped silently. (Made unreadable by a path
/// longer than the system's limit, which stops root too, unlike permissions.)
@Suite("Unreadable folders", .offThePool)
struct UnreadableFolderTests {
    /// Nested folders (each name 200 characters) until the absolute path passes 4,200 bytes, built relative
    /// to open folders (`mkdirat`), with a Swift file at the bottom; returns the number of levels.
    static func makeTooDeep(under root: URL) throws -> Int {
        let name = String(repeating: "d", count: 200)
        var descriptor = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        try #require(descriptor >= 0)
        var length = root.path.utf8.count
        var levels = 0
        while length < 4_200 {
            try #require(mkdirat(descriptor, name, 0o755) == 0)
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            close(descriptor)
            try #require(next >= 0)
            descriptor = next
            length += name.utf8.count + 1
            levels += 1
        }
        let file = openat(descriptor, "Deep.swift", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        try #require(file >= 0)
        _ = "let deep = try! load()\n".withCString { write(file, $0, strlen($0)) }
        close(file)
        close(descriptor)
        return levels
    }

    @Test("lint warns once about a folder it cannot list, and lints the rest")
    func lintWarnsOnce() async throws {
        let folder = try TemporaryDirectory(prefix: "tools unreadable")
        defer { _ = try? runCommand("rm", ["-rf", folder.url.appendingPathComponent("Deep").path]) }
        try folder.write("let value = try! load()\n", to: "Sources/A.swift")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Deep"), withIntermediateDirectories: true)
        _ = try Self.makeTooDeep(under: folder.url.appendingPathComponent("Deep"))
        let result = await InProcessTools.run(["lint", "--no-cache"], in: folder.url)
        let shown = result.output + result.error
        #expect(shown.contains("Sources/A.swift:1:"), "\(shown.prefix(3_000))")
        #expect(shown.components(separatedBy: "the folder cannot be read").count == 2, "\(shown.prefix(3_000))")
        #expect(shown.contains("its files are not linted"))
    }

    @Test("generate-mocks warns once about a folder it cannot list, and mocks the rest")
    func mocksWarnOnce() async throws {
        let folder = try TemporaryDirectory(prefix: "tools unreadable")
        let sources = "localPackages/CarFeature/Sources/CarFeature/"
        defer { _ = try? runCommand("rm", ["-rf", folder.url.appendingPathComponent(sources + "Deep").path]) }
        try runCommand("git", ["init", "-q"], in: folder.url)
        try folder.write("name: App\ntools:\n  copyrightHolder: Acme\n", to: "project.yml")
        try folder.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "CarFeature", targets: [.target(name: "CarFeature")])
        """, to: "localPackages/CarFeature/Package.swift")
        try folder.write("public protocol CarRepository {\n    func cars() -> [String]\n}\n",
                         to: sources + "Domain/CarRepository.swift")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent(sources + "Deep"), withIntermediateDirectories: true)
        _ = try Self.makeTooDeep(under: folder.url.appendingPathComponent(sources + "Deep"))
        let result = await InProcessTools.run(["generate-mocks", "--no-cache"], in: folder.url)
        let shown = result.output + result.error
        #expect(result.status == 0, "\(shown.prefix(3_000))")
        #expect(shown.components(separatedBy: "the folder cannot be read").count == 2, "\(shown.prefix(3_000))")
        #expect(shown.contains("its protocols are not mocked"))
        let mocks = try folder.read(sources + "Mocks/CarFeatureMocks.swift")
        #expect(mocks.contains("class CarRepositoryMock"))
    }
}
