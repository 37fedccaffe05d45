// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
@testable import ToolsMocks

/// The modern-protocol corpus (`Benchmarks/mocks-swift6-corpus`: typed throws, `sending`, noncopyable types,
/// isolation, parameter packs…): its mocks compile with it, warnings as errors and through SIL (region and
/// ownership checks), in Swift 6 mode and with default main-actor isolation, one `swiftc` per mode; and the
/// `Sendable`, actor and `nonisolated` mocks stay race-free under ThreadSanitizer. Skipped with
/// `TOOLS_SKIP_SWIFT_BUILD_TESTS=1` (`TestEnvironment`).
@Suite(.offThePool, .serialized, .enabled(if: TestEnvironment.runsSwiftBuilds))
struct SwiftSixCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Benchmarks/mocks-swift6-corpus")

    static let modes: [(name: String, flags: [String])] = [
        ("Swift 6", []), ("default MainActor isolation", ["-default-isolation", "MainActor"]),
    ]

    /// The corpus's Swift files copied into a folder, and the mocks generated for them.
    struct Generated {
        var sources: [URL]
        var mocks: URL
        var outcome: MockOutcome
    }

    /// The corpus's Swift files, copied into `folder`, and the mocks generated for them (typed names, as
    /// Sourcery 2.3.0's template gives them).
    static func generate(into folder: TemporaryDirectory) throws -> Generated {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".swift") }
        var sources: [URL] = []
        for name in names.sorted() {
            let text = try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)
            sources.append(try folder.write(text, to: "Corpus/\(name)"))
        }
        let mocks = folder.url.appendingPathComponent("Mocks/CorpusMocks.swift")
        var request = MockRequest(jobs: [MockJob(output: mocks, sources: sources)])
        request.style = MockStyle(naming: .typed)
        request.displayRoot = folder.url
        let outcome = try MockGenerator(store: nil).run(request)
        return Generated(sources: sources, mocks: mocks, outcome: outcome)
    }

    static func swiftc(_ flags: [String], _ files: [URL], extra: [String]) async throws -> CommandResult {
        let arguments = ["-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors",
                         "-module-name", "Corpus"] + flags + extra + files.map(\.path)
        return try await runCommandOffThePool("swiftc", arguments, check: false)
    }

    @Test func everyCorpusMockCompilesInBothModesWithoutWarnings() async throws {
        let folder = try TemporaryDirectory(prefix: "tools swift6 corpus")
        let generated = try Self.generate(into: folder)
        let (sources, mocks, outcome) = (generated.sources, generated.mocks, generated.outcome)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let annotated = try sources.map { try String(contentsOf: $0, encoding: .utf8) }
            .map { $0.components(separatedBy: "// sourcery: AutoMockable\n").count - 1 }.reduce(0, +)
        #expect(outcome.mockCount == annotated, "every annotated protocol is mocked")
        let text = try String(contentsOf: mocks, encoding: .utf8)
        for mode in Self.modes {
            let result = try await Self.swiftc(mode.flags, sources + [mocks],
                                               extra: ["-parse-as-library", "-wmo", "-emit-sil", "-o", "/dev/null"])
            let problems = result.error.split(separator: "\n")
                .filter { $0.contains(": error:") || $0.contains(": warning:") }
            #expect(result.status == 0 && problems.isEmpty,
                    "\(mode.name): \(problems.count) problems\n\(result.error.prefix(8000))\n\(text.prefix(2000))")
        }
    }

    /// A `Sendable` mock, an actor mock and the `nonisolated` members of a main-actor mock called from 8 tasks
    /// at once, built with ThreadSanitizer: every count adds up and no race is reported.
    @Test func mocksCalledFromManyTasksHaveNoDataRace() async throws {
        let folder = try TemporaryDirectory(prefix: "tools swift6 tsan")
        let generated = try Self.generate(into: folder)
        let (sources, mocks, outcome) = (generated.sources, generated.mocks, generated.outcome)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let main = try folder.write(Self.raceProgram, to: "Runner/main.swift")
        let binary = folder.url.appendingPathComponent("runner")
        let build = try await Self.swiftc(["-sanitize=thread"], sources + [mocks, main], extra: ["-o", binary.path])
        #expect(build.status == 0, "\(build.error.prefix(8000))")
        guard build.status == 0 else { return }
        let run = try await runCommandOffThePool(binary.path, [], environment: ["TSAN_OPTIONS": "halt_on_error=1"],
                                                 check: false)
        #expect(run.status == 0 && run.output.contains("OK 96000"), "\(run.output)\n\(run.error.prefix(6000))")
        #expect(!run.error.contains("ThreadSanitizer"), "\(run.error.prefix(6000))")
    }

    /// 8 tasks × 2,000 rounds; each round calls each mock once (`--naming typed` names).
    static let raceProgram = """
    import Foundation

    let tasks = 8
    let rounds = 2_000
    let tracker = SessionTrackerMock()
    let hits = Hits()
    tracker.trackEventStringPropertiesStringStringVoidClosure = { _, _ in hits.add() }
    let counter = CounterServiceMock()
    let presenter = ScreenPresenterMock()
    presenter.identifierStringReturnValue = "screen"
    presenter.underlyingVersion = 3

    final class Hits: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    await withTaskGroup(of: Void.self) { group in
        for task in 0..<tasks {
            group.addTask {
                for round in 0..<rounds {
                    tracker.track("event", properties: ["round": "\\(round)"])
                    _ = tracker.currentUser
                    await counter.add(task)
                    _ = presenter.identifier()
                    _ = presenter.version
                }
            }
        }
    }
    let counts = [
        tracker.trackEventStringPropertiesStringStringVoidCallsCount, hits.value,
        counter.addAmountIntVoidCallsCount, presenter.identifierStringCallsCount,
        tracker.trackEventStringPropertiesStringStringVoidReceivedInvocations.count,
        counter.addAmountIntVoidReceivedInvocations.count,
    ]
    guard counts.allSatisfy({ $0 == tasks * rounds }) else {
        print("counts: \\(counts)")
        exit(1)
    }
    print("OK \\(counts.reduce(0, +))")
    """
}
