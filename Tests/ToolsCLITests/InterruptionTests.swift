// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// Writing commands killed at random moments (SIGINT and SIGKILL, alternating, seeded delays): every state
/// they leave is the old one or the new one, and the next run leaves no temporary file behind. Each test
/// prints its seed; `TOOLS_INTERRUPT_SEED=<seed>` repeats (or varies) the delays.
@Suite("Interrupted writing commands", .offThePool, .serialized)
struct InterruptionTests {
    static let runs = ProcessInfo.processInfo.environment["TOOLS_INTERRUPT_RUNS"].flatMap(Int.init) ?? 30

    /// The delays' generator: `TOOLS_INTERRUPT_SEED`, else a fixed seed per test.
    private static func generator(_ test: String, fallback: UInt64) -> SeededRandom {
        SeededRandom(variable: "TOOLS_INTERRUPT_SEED", fallback: fallback, for: "InterruptionTests.\(test)")
    }

    /// Starts `tools` with `arguments` and sends `signal` after `delay` milliseconds (or lets it finish).
    private func interrupted(
        _ arguments: [String], in directory: URL, signal: Int32, afterMilliseconds delay: Int
    ) async throws {
        let binary = try #require(ToolsBinary.url, "the tools binary was not built")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try await Task.sleep(for: .milliseconds(delay))
        if process.isRunning { kill(process.processIdentifier, signal) }
        while process.isRunning { try await Task.sleep(for: .milliseconds(5)) }
    }

    /// Every entry the tool names as temporary (`.<name>.tools-<pid>-<uuid>.<kind>`) below `directory`.
    private func temporaries(in directory: URL) -> [String] {
        let all = FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []
        return all.filter { ($0 as NSString).lastPathComponent.contains(".tools-") && !$0.hasPrefix(".git/") }
    }

    /// Registered means complete (its mocks too); unregistered means absent.
    private func expectWholeOrAbsent(_ name: String, in folder: TemporaryDirectory, _ comment: String) throws {
        let package = folder.url.appendingPathComponent("localPackages/\(name)Feature")
        let registered = try folder.read("project.yml").contains("  \(name)Feature:\n")
        let exists = FileManager.default.fileExists(atPath: package.path)
        #expect(registered == exists, "\(comment): registered \(registered), exists \(exists)")
        if registered {
            let mocks = "localPackages/\(name)Feature/Sources/\(name)Feature/\(name)/Mocks/\(name)RepoMock.swift"
            #expect(folder.exists(mocks), "\(comment): registered without its mocks")
        }
    }

    @Test func createFeatureLeavesNoPartialOrHalfRegisteredPackage() async throws {
        let folder = try CreateFeatureEndToEndTests.exampleWorkspace()
        var generator = Self.generator("createFeature", fallback: 2_029_01)
        for run in 0..<Self.runs {
            let delay = Int.random(in: 0...400, using: &generator)
            let signal = run.isMultiple(of: 2) ? SIGINT : SIGKILL
            try await interrupted(["create-feature", "Killed\(run)"], in: folder.url, signal: signal,
                                  afterMilliseconds: delay)
            // Ctrl-C is handled: the state is whole at once. SIGKILL cannot be: the next run repairs it.
            if signal == SIGINT { try expectWholeOrAbsent("Killed\(run)", in: folder, "SIGINT after \(delay) ms") }
        }
        let final = await InProcessTools.run(["create-feature", "Survivor"], in: folder.url)
        #expect(final.status == 0, "\(final.error)")
        for run in 0..<Self.runs {
            try expectWholeOrAbsent("Killed\(run)", in: folder, "after the next run, run \(run)")
        }
        #expect(temporaries(in: folder.url).isEmpty, "\(temporaries(in: folder.url))")
    }

    /// A sub-feature added to an existing package is whole (sources, mocks, tests) or absent.
    private func expectWholeOrAbsent(subFeature name: String, in folder: TemporaryDirectory, _ comment: String) {
        let package = "localPackages/ClimateFeature"
        let sources = folder.exists("\(package)/Sources/ClimateFeature/\(name)")
        let mocks = folder.exists("\(package)/Sources/ClimateFeature/\(name)/Mocks/\(name)RepoMock.swift")
        let testFolder = folder.url.appendingPathComponent("\(package)/Tests/ClimateFeatureTests")
        let tests = ((try? FileManager.default.contentsOfDirectory(atPath: testFolder.path)) ?? [])
            .contains { $0.hasPrefix(name) && $0.dropFirst(name.count).first?.isUppercase == true }
        #expect(sources == mocks && mocks == tests, "\(comment): sources \(sources), mocks \(mocks), tests \(tests)")
    }

    @Test func addingSubFeaturesLeavesNoHalfAddedOne() async throws {
        let folder = try CreateFeatureEndToEndTests.exampleWorkspace()
        var generator = Self.generator("subFeatures", fallback: 2_029_02)
        let runs = max(2, Self.runs / 2)
        for run in 0..<runs {
            let delay = Int.random(in: 0...400, using: &generator)
            let signal = run.isMultiple(of: 2) ? SIGINT : SIGKILL
            try await interrupted(["create-feature", "Climate", "--sub-feature", "Killed\(run)"], in: folder.url,
                                  signal: signal, afterMilliseconds: delay)
            if signal == SIGINT {
                expectWholeOrAbsent(subFeature: "Killed\(run)", in: folder, "SIGINT after \(delay) ms")
            }
        }
        let final = await InProcessTools.run(["create-feature", "Climate", "--sub-feature", "Survivor"],
                                             in: folder.url)
        #expect(final.status == 0, "\(final.error)")
        for run in 0..<runs {
            expectWholeOrAbsent(subFeature: "Killed\(run)", in: folder, "after the next run, run \(run)")
        }
        expectWholeOrAbsent(subFeature: "Survivor", in: folder, "the last run")
        #expect(folder.exists("localPackages/ClimateFeature/Sources/ClimateFeature/Survivor"))
        #expect(temporaries(in: folder.url).isEmpty, "\(temporaries(in: folder.url))")
    }

    /// The file contents below `folder`, by relative path.
    private func contents(of folder: URL, files: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for file in files {
            result[file] = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        return result
    }

    @Test func lintFixAndGenerateMocksLeaveWholeFilesAndNoTemporaries() async throws {
        let folder = try CreateFeatureEndToEndTests.exampleWorkspace()
        let sources = "localPackages/ClimateFeature/Sources"
        let swiftFiles = (FileManager.default.enumerator(atPath: folder.url.appendingPathComponent(sources).path)?
            .allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.map { sources + "/" + $0 }
        var generator = Self.generator("lintFixAndMocks", fallback: 2_029_03)
        for run in 0..<Self.runs {
            // Trailing spaces on every line give lint --fix something to rewrite in every file.
            for file in swiftFiles {
                let text = try folder.read(file)
                try folder.write(text.replacingOccurrences(of: "\n", with: "  \n"), to: file)
            }
            let command = run.isMultiple(of: 3) ? ["generate-mocks"] : ["lint", "--fix", "localPackages"]
            // What an uninterrupted run makes of the same files, on a copy.
            let copy = try TemporaryDirectory()
            let expectedRoot = copy.url.appendingPathComponent("w")
            try FileManager.default.copyItem(at: folder.url, to: expectedRoot)
            _ = await InProcessTools.run(command, in: expectedRoot)
            let before = try contents(of: folder.url, files: swiftFiles)
            let after = try contents(of: expectedRoot, files: swiftFiles)
            try await interrupted(command, in: folder.url, signal: run.isMultiple(of: 2) ? SIGINT : SIGKILL,
                                  afterMilliseconds: Int.random(in: 0...300, using: &generator))
            for (file, text) in try contents(of: folder.url, files: swiftFiles) {
                #expect(text == before[file] || text == after[file], "run \(run): \(file) is neither old nor new")
            }
        }
        let lint = await InProcessTools.run(["lint", "--fix", "localPackages"], in: folder.url)
        #expect(lint.status != 2, "\(lint.error)")
        let mocks = await InProcessTools.run(["generate-mocks"], in: folder.url)
        #expect(mocks.status == 0, "\(mocks.error)")
        #expect(temporaries(in: folder.url).isEmpty, "\(temporaries(in: folder.url))")
    }
}
