// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore
@testable import ToolsMocks

/// A cached run whose inputs and outputs are as the last run of the same request left them reuses its
/// result; anything the result depends on sends it through the whole pipeline again.
@Suite(.offThePool)
struct RunMemoTests {
    private func request(_ folder: TemporaryDirectory) -> MockRequest {
        var request = MockRequest(jobs: [MockJob(
            output: folder.url.appendingPathComponent("Mocks/Mocks.swift"),
            sources: MockPlanner.swiftFiles(under: folder.url.appendingPathComponent("Sources"))
        )])
        request.displayRoot = folder.url
        return request
    }

    private func write(_ folder: TemporaryDirectory) throws {
        try folder.write("/// @mockable\nprotocol Service: Base {\n    func load(id: Int) -> String\n}\n",
                         to: "Sources/Service.swift")
        try folder.write("protocol Base {\n    var name: String { get }\n}\n", to: "Sources/Base.swift")
        // A requirement mocks cannot implement: the run reports it, and a reused run must report it too.
        try folder.write("/// @mockable\nprotocol Broken {\n    static func make() -> Self.Item\n"
            + "    associatedtype Item\n}\n", to: "Sources/Broken.swift")
    }

    @Test func anUnchangedRunReusesTheResultWithItsDiagnostics() throws {
        let folder = try TemporaryDirectory()
        try write(folder)
        let generator = MockGenerator(store: try Store(url: folder.url.appendingPathComponent("store.sqlite")))
        let first = try generator.run(request(folder))
        let second = try generator.run(request(folder))
        #expect(first.mockCount == 1 && second.mockCount == 1)
        #expect(!first.diagnostics.isEmpty && second.diagnostics == first.diagnostics)
        #expect(second.files.map(\.state) == [.unchanged])
        #expect(try folder.read("Mocks/Mocks.swift").contains("class ServiceMock"))
    }

    @Test func anEditThatKeepsTheModelsKeepsTheResultAndOneThatChangesThemDoesNot() throws {
        let folder = try TemporaryDirectory()
        try write(folder)
        let generator = MockGenerator(store: try Store(url: folder.url.appendingPathComponent("store.sqlite")))
        let first = try generator.run(request(folder))
        let before = try folder.read("Mocks/Mocks.swift")

        // A comment after the annotated protocol: parsed again, same models, same result.
        try folder.write("/// @mockable\nprotocol Service: Base {\n    func load(id: Int) -> String\n}\n// note\n",
                         to: "Sources/Service.swift")
        let commented = try generator.run(request(folder))
        #expect(commented.parsedFiles == 1 && commented.diagnostics == first.diagnostics)
        #expect(commented.files.map(\.state) == [.unchanged])

        // A new requirement in the parent (a file without annotation, known by its content): all again.
        try folder.write("protocol Base {\n    var name: String { get }\n    func reset()\n}\n",
                         to: "Sources/Base.swift")
        let changed = try generator.run(request(folder))
        #expect(changed.files.map(\.state) == [.written])
        let after = try folder.read("Mocks/Mocks.swift")
        #expect(after != before && after.contains("func reset()"))
    }

    @Test func anOutputEditedOrRemovedIsWrittenAgain() throws {
        let folder = try TemporaryDirectory()
        try write(folder)
        let generator = MockGenerator(store: try Store(url: folder.url.appendingPathComponent("store.sqlite")))
        _ = try generator.run(request(folder))
        let generated = try folder.read("Mocks/Mocks.swift")

        try folder.write(generated + "// edited\n", to: "Mocks/Mocks.swift")
        #expect(try generator.run(request(folder)).files.map(\.state) == [.written])
        #expect(try folder.read("Mocks/Mocks.swift") == generated)

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Mocks/Mocks.swift"))
        #expect(try generator.run(request(folder)).files.map(\.state) == [.written])
        #expect(try folder.read("Mocks/Mocks.swift") == generated)
    }

    /// In processes of their own: a process cleans each folder once (`TemporaryName`).
    @Test func aReusedRunStillRemovesWhatAKilledRunLeft() throws {
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        let folder = try TemporaryDirectory()
        try write(folder)
        func generate() throws -> String {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["generate-mocks", "Sources", "--output", "Mocks/Mocks.swift", "--verbose"]
            process.currentDirectoryURL = folder.url
            process.environment = ProcessInfo.processInfo.environment.merging(
                ["XDG_CACHE_HOME": folder.url.appendingPathComponent("cache").path]
            ) { $1 }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return text
        }
        // Files last changed over a second ago are known by their stamps: a reused run reads none of them.
        Thread.sleep(forTimeInterval: 1.1)
        _ = try generate()
        // Without cached models a full run would parse the files again: "0 files parsed" is the reuse.
        try Store(url: folder.url.appendingPathComponent("cache/tools/tools.sqlite"))
            .removeValues(namespace: ModelLoader.namespace)
        // A temporary of a process that no longer runs, as a run killed while writing leaves it.
        let leftover = "Mocks/.Mocks.swift.tools-999999-\(UUID().uuidString).tmp"
        try folder.write("half", to: leftover)
        let reused = try generate()
        #expect(reused.contains("0 files parsed"), "\(reused)")
        #expect(!folder.exists(leftover))
    }

    @Test func anotherRequestDoesNotTakeTheResultOfTheFirst() throws {
        let folder = try TemporaryDirectory()
        try write(folder)
        let generator = MockGenerator(store: try Store(url: folder.url.appendingPathComponent("store.sqlite")))
        _ = try generator.run(request(folder))
        var everything = request(folder)
        everything.selectsAll = true
        let all = try generator.run(everything)
        #expect(all.mockCount == 2)
        #expect(try folder.read("Mocks/Mocks.swift").contains("class BaseMock"))
    }
}
