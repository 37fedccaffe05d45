// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// A huge `.swift` file (a sparse file: no disk used) is measured, never read: lint and the mock generator
/// skip it with the one located message, and the process's memory does not grow by its size.
@Suite("Huge inputs measured before reading", .offThePool)
struct HugeInputTests {
    /// 1.2 GB, as the issue's scenario: reading it whole would raise the peak memory by as much.
    static let hugeSize: off_t = 1_200 << 20

    /// A sparse file of `size` bytes at `path` (holes read as zeros; nothing is written to disk).
    static func makeSparse(_ url: URL, size: off_t) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("let a = 1\n".utf8)))
        #expect(truncate(url.path, size) == 0)
    }

    /// The process's peak resident memory in bytes (Linux reports kilobytes, macOS bytes).
    static func peakMemory() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #endif
    }

    @Test("lint skips a 1.2 GB source without reading it")
    func lintMeasuresFirst() async throws {
        let folder = try TemporaryDirectory(prefix: "tools huge")
        try folder.write("name: App\ntools:\n  copyrightHolder: Acme\n", to: "project.yml")
        try Self.makeSparse(folder.url.appendingPathComponent("Sources/Generated.swift"), size: Self.hugeSize)
        let before = Self.peakMemory()
        let result = await InProcessTools.run(["lint", "--no-cache", "Sources"], in: folder.url)
        #expect(result.output.contains("Generated.swift:1:1: warning: ") || result.error.contains("Generated.swift"),
                "\(result.output)\(result.error)")
        #expect((result.output + result.error).contains("the file is larger than 8 MB"), "\(result.output)")
        #expect(Self.peakMemory() - before < 400 << 20, "the file was read: peak memory grew by its size")
    }

    @Test("generate-mocks skips a 1.2 GB source without reading it, and mocks the rest")
    func mocksMeasureFirst() async throws {
        let folder = try TemporaryDirectory(prefix: "tools huge")
        try runCommand("git", ["init", "-q"], in: folder.url)
        try folder.write("name: App\ntools:\n  copyrightHolder: Acme\n", to: "project.yml")
        try folder.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "CarFeature", targets: [.target(name: "CarFeature")])
        """, to: "localPackages/CarFeature/Package.swift")
        let domain = "localPackages/CarFeature/Sources/CarFeature/Domain/"
        try folder.write("public protocol CarRepository {\n    func cars() -> [String]\n}\n",
                         to: domain + "CarRepository.swift")
        try Self.makeSparse(folder.url.appendingPathComponent(domain + "Generated.swift"), size: Self.hugeSize)
        let before = Self.peakMemory()
        let result = await InProcessTools.run(["generate-mocks", "--no-cache"], in: folder.url)
        let shown = result.output + result.error
        #expect(shown.contains("Generated.swift:1:1") && shown.contains("the file is larger than 8 MB"), "\(shown)")
        #expect(Self.peakMemory() - before < 400 << 20, "the file was read: peak memory grew by its size")
        let mocks = try folder.read("localPackages/CarFeature/Sources/CarFeature/Mocks/CarFeatureMocks.swift")
        #expect(mocks.contains("class CarRepositoryMock"))
    }

    @Test("BoundedRead measures the opened file: a huge file, a FIFO and a small file")
    func boundedRead() throws {
        let folder = try TemporaryDirectory(prefix: "tools huge")
        let huge = folder.url.appendingPathComponent("Huge.swift")
        try Self.makeSparse(huge, size: Self.hugeSize)
        #expect(BoundedRead.read(huge.path) == .tooLarge(size: Int(Self.hugeSize)))
        let fifo = folder.url.appendingPathComponent("Pipe.swift")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        guard case .unreadable(let reason) = BoundedRead.read(fifo.path) else {
            Issue.record("a FIFO was read")
            return
        }
        #expect(reason.contains("FIFO"))
        let small = try folder.write("let a = 1\n", to: "Small.swift")
        #expect(BoundedRead.read(small.path) == .data(Data("let a = 1\n".utf8)))
        #expect(BoundedRead.read(small.path, limit: 4) == .tooLarge(size: 10))
    }
}
