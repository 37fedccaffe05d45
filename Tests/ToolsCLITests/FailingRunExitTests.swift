// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// A run that fails ends with its located error and exit status, never with a crash: `generate-mocks` with
/// a broken `tools.mocks` section began opening the store on another thread (libgit2's first
/// initialisation, SQLite), failed while planning, and exited under that thread; the exit handlers
/// (libcrypto's cleanup) then crashed it with signal 11, about once in a hundred runs.
@Suite("Failing runs end cleanly", .offThePool)
struct FailingRunExitTests {
    private let located = "project.yml:4:13: error: tools.mocks.naming: unknown naming 'bogus'"

    /// A git repository with a feature package and a `tools.mocks` section that does not load.
    private func workspace() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: "tools failing run")
        try runCommand("git", ["init", "-q"], in: folder.url)
        try folder.write("""
        name: App
        tools:
          mocks:
            naming: bogus
        """, to: "project.yml")
        try folder.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "CarFeature", targets: [.target(name: "CarFeature")])
        """, to: "localPackages/CarFeature/Package.swift")
        try folder.write("public protocol CarRepository {\n    func cars() -> [String]\n}\n",
                         to: "localPackages/CarFeature/Sources/CarFeature/Domain/CarRepository.swift")
        return folder
    }

    /// The run waits for the store it began opening: the opening's warning (a corrupt file moved aside) is
    /// printed before the error, where it was lost when the run ended first.
    @Test("a failing generate-mocks finishes opening the store before it ends")
    func failingPlanFinishesTheStoreOpening() async throws {
        let folder = try workspace()
        let store = folder.url.appendingPathComponent(".git/tools/tools.sqlite")
        let folderOfStore = store.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folderOfStore, withIntermediateDirectories: true)
        try Data(repeating: 0x42, count: 8_192).write(to: store)

        let result = await InProcessTools.run(["generate-mocks"], in: folder.url)
        #expect(result.status == 2, "\(result.error)")
        let lines = result.error.split(separator: "\n").map(String.init)
        let warning = lines.firstIndex { $0.hasPrefix("warning: the store ") && $0.contains("was corrupt") }
        let error = lines.firstIndex { $0.hasPrefix(located) }
        #expect(warning != nil && error != nil, "\(result.error)")
        if let warning, let error { #expect(warning < error, "the warning comes first: \(result.error)") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folderOfStore.path)
        #expect(names.contains { $0.hasPrefix("tools.sqlite.broken-") }, "\(names)")
    }

    /// The real binary, again and again on failing inputs (the crash was at the process's exit, which an
    /// in-process run never reaches): each run ends with its own status, none with a signal. A seeded choice
    /// of inputs; every other run starts without a store, so that its opening (creating the file) is longest.
    @Test("failing runs of the binary exit with their status, never a signal")
    func failingRunsNeverEndWithASignal() async throws {
        let folder = try workspace()
        try folder.write("disabled_rules: [\n", to: "broken.swiftlint.yml")
        // Each fails with exit status 2 and prints its message.
        let cases: [(arguments: [String], message: String)] = [
            (["generate-mocks"], located),
            (["generate-mocks", "--check"], located),
            (["lint", "--config", "broken.swiftlint.yml"], "error: invalid YAML"),
        ]
        var random = SeededRandom(variable: "TOOLS_EXIT_SEED", fallback: 2_026, for: "failingRunsNeverEndWithASignal")
        let store = folder.url.appendingPathComponent(".git/tools")
        for run in 0..<32 {
            let chosen = cases[Int.random(in: 0..<cases.count, using: &random)]
            if run.isMultiple(of: 2) { try? FileManager.default.removeItem(at: store) }
            let result = try await ToolsBinary.runOffThePool(chosen.arguments, in: folder.url)
            #expect(result.status == 2, "run \(run) \(chosen.arguments): \(result.error)")
            #expect(result.error.contains(chosen.message), "run \(run) \(chosen.arguments): \(result.error)")
            guard result.status == 2 else { break }
        }
    }
}
