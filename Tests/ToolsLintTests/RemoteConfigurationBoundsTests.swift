// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import TestSupport
import Testing
import ToolsCore
@testable import ToolsLint

/// Remote and local `parent_config`/`child_config` chains against misbehaving loopback servers and hostile
/// local files: every read is bounded (size, chain length, wait), every failure says what happened, and the
/// kept copy is replaced only by a configuration.
@Suite(.offThePool) struct RemoteConfigurationBoundsTests {
    private func resolver(_ directory: TemporaryDirectory, store: Store? = nil) throws -> ConfigurationResolver {
        try ConfigurationResolver(rootDirectory: directory.url, context: RuleContext(), store: store)
    }

    private func failure(_ directory: TemporaryDirectory, store: Store? = nil) -> ConfigurationError? {
        #expect(throws: ConfigurationError.self) { try resolver(directory, store: store) }
    }

    @Test func anEndlessBodyStopsAtTheCapWithALocatedError() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let chunk = "disabled_rules: [force_try]\n# " + String(repeating: "x", count: 4_000) + "\n"
        server.respond(to: "/endless.yml", with: .endless(chunk))
        let directory = try TemporaryDirectory()
        try directory.write("parent_config: \(server.url("/endless.yml"))\nremote_timeout: 60\n", to: ".swiftlint.yml")
        let error = try #require(failure(directory))
        #expect(error.location?.file.hasSuffix(".swiftlint.yml") == true)
        #expect(error.location?.position?.line == 1)
        #expect(error.message.contains("the answer is larger than 1 MB (1048576 bytes)"), "\(error.message)")
        #expect(error.hint?.contains("remote_timeout") == false)
    }

    @Test func anAnnouncedLargeBodyIsRefused() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let large = "a: " + String(repeating: "y", count: 2 << 20) + "\n"
        server.respond(to: "/large.yml", with: .init(body: large))
        let directory = try TemporaryDirectory()
        try directory.write(
            "child_config: \(server.url("/large.yml"))\n" + RemoteWaits.generous, to: ".swiftlint.yml"
        )
        let error = try #require(failure(directory))
        #expect(error.message.contains("larger than 1 MB"), "\(error.message)")
    }

    @Test func aServerNamingANewParentAtEachAnswerStopsAtTheChainBound() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let base = server.url("")
        server.respond { path in
            let level = Int(path.dropFirst("/level".count).prefix { $0.isNumber }) ?? 0
            return .init(body: "parent_config: \(base)/level\(level + 1).yml\n")
        }
        let directory = try TemporaryDirectory()
        try directory.write(
            "parent_config: \(server.url("/level0.yml"))\n" + RemoteWaits.generous, to: ".swiftlint.yml"
        )
        let error = try #require(failure(directory))
        #expect(error.message.contains("longer than 64 files"), "\(error.message)")
        // Located in the last file read, at its parent_config.
        #expect(error.location?.file == server.url("/level62.yml"), "\(String(describing: error.location))")
        #expect(error.location?.position?.line == 1)
        #expect(server.requestedPaths.count == 63)
    }

    @Test func aLongLocalChainIsAnErrorNotACrash() throws {
        let directory = try TemporaryDirectory()
        let length = 3_000
        try directory.write("parent_config: p1.yml\n", to: ".swiftlint.yml")
        for index in 1..<length {
            try directory.write("parent_config: p\(index + 1).yml\n", to: "p\(index).yml")
        }
        try directory.write("disabled_rules: [force_try]\n", to: "p\(length).yml")
        let error = try #require(failure(directory))
        #expect(error.message.contains("longer than 64 files"), "\(error.message)")
        #expect(error.location?.file.hasSuffix("/p63.yml") == true, "\(String(describing: error.location))")
    }

    @Test func aLoopThroughALinkIsOneCycleError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("parent_config: a.yml\n", to: ".swiftlint.yml")
        try directory.write("parent_config: b.yml\n", to: "a.yml")
        try directory.write("parent_config: link-to-a.yml\n", to: "b.yml")
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("link-to-a.yml").path, withDestinationPath: "a.yml"
        )
        let error = try #require(failure(directory))
        #expect(error.problems.count == 1)
        #expect(error.message.contains("There's a cycle of child / parent config references."), "\(error.message)")
        #expect(error.location?.file.hasSuffix("/b.yml") == true)
    }

    @Test func aHugeTimeoutIsUsedAsTheLongestWaitWithAWarning() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.respond(to: "/base.yml", with: .init(body: "disabled_rules: [force_try]\n"))
        let directory = try TemporaryDirectory()
        try directory.write(
            "parent_config: \(server.url("/base.yml"))\nremote_timeout: 1e16\nremote_timeout_if_cached: -1\n",
            to: ".swiftlint.yml"
        )
        let configuration = try resolver(directory).rootConfiguration()
        #expect(!configuration.enabledRuleIDs.contains("force_try"))
        #expect(configuration.warnings.map(\.message) == [
            "remote_timeout: 1e16 seconds is more than the longest wait, 300 seconds; 300 is used",
            "remote_timeout_if_cached: expected a number of seconds above 0; the default is used",
        ])
    }

    @Test func theKeptCopyIsReplacedOnlyByAConfiguration() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        let store = try Store(url: directory.url.appendingPathComponent("cache/tools.sqlite"))
        server.respond(to: "/base.yml", with: .init(body: "disabled_rules: [force_try]\n"))
        try directory.write(
            "parent_config: \(server.url("/base.yml"))\n" + RemoteWaits.generous, to: ".swiftlint.yml"
        )
        #expect(try !resolver(directory, store: store).rootConfiguration().enabledRuleIDs.contains("force_try"))

        // A captive portal answers 200 with its page: the kept copy stands in, and stays kept.
        server.respond(to: "/base.yml", with: .init(body: "<html><body>Sign in to the Wi-Fi</body></html>\n"))
        let portal = try resolver(directory, store: store).rootConfiguration()
        #expect(!portal.enabledRuleIDs.contains("force_try"))
        #expect(portal.warnings.count == 1)
        #expect(portal.warnings.first?.message.contains("the answer is no configuration") == true)
        // A body over the cap, then a body that is not UTF-8: each refused, the copy still stands in.
        server.respond(to: "/base.yml", with: .init(body: "a: " + String(repeating: "z", count: 3 << 20)))
        let large = try resolver(directory, store: store).rootConfiguration()
        #expect(large.warnings.first?.message.contains("larger than 1 MB") == true)
        server.respond(to: "/base.yml", with: .init(bytes: Data([0x61, 0x3A, 0x20, 0xFF, 0xFE, 0x0A])))
        let binary = try resolver(directory, store: store).rootConfiguration()
        #expect(binary.warnings.first?.message.contains("the answer is not UTF-8 text") == true)

        // The server gone, the copy kept is still the configuration.
        server.stop()
        let offline = try resolver(directory, store: store).rootConfiguration()
        #expect(!offline.enabledRuleIDs.contains("force_try"))
        #expect(offline.warnings.first?.message.contains("Using cached version as a fallback.") == true)
    }

    @Test func eachFailureSaysWhatHappenedAndOnlyATimeoutSuggestsALongerWait() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        func error(for url: String, extra: String = "") throws -> ConfigurationError {
            // A generous wait unless the case is about the wait: a busy machine must not turn a 404 into a timeout.
            let waits = extra.contains("remote_timeout") ? "" : "remote_timeout: 60\n"
            try directory.write("parent_config: \(url)\n\(extra)\(waits)", to: ".swiftlint.yml")
            return try #require(failure(directory))
        }
        let missing = try error(for: server.url("/missing.yml"))
        #expect(missing.message.contains(": the server answered HTTP 404."), "\(missing.message)")
        #expect(missing.hint?.contains("remote_timeout") == false)

        server.respond(to: "/binary.yml", with: .init(bytes: Data([0xC3, 0x28, 0xA0, 0xA1])))
        let binary = try error(for: server.url("/binary.yml"))
        #expect(binary.message.contains("the answer is not UTF-8 text"), "\(binary.message)")
        #expect(binary.hint?.contains("remote_timeout") == false)

        // TLS spoken to a server that speaks plain HTTP: the handshake fails.
        let insecure = try error(for: "https://127.0.0.1:\(server.port)/base.yml")
        #expect(insecure.message.contains(": the secure connection failed ("), "\(insecure.message)")
        #expect(!insecure.message.contains("Timeout"), "\(insecure.message)")
        #expect(insecure.hint?.contains("remote_timeout") == false, "\(String(describing: insecure.hint))")

        server.isSilent = true
        let slow = try error(for: server.url("/slow.yml"), extra: "remote_timeout: 0.3\n")
        #expect(slow.message.contains("Timeout (0.3 sec)"), "\(slow.message)")
        #expect(slow.hint?.contains("raise remote_timeout") == true)
    }

    @Test func credentialsNeverShowInMessagesOrTheStoreKey() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        let store = try Store(url: directory.url.appendingPathComponent("cache/tools.sqlite"))
        let secret = "pa55-w0rd-9f3a"
        let url = "http://deploy:\(secret)@127.0.0.1:\(server.port)/base.yml"
        server.respond(to: "/base.yml", with: .init(body: "line_length: [80\n"))
        try directory.write("parent_config: \(url)\n" + RemoteWaits.generous, to: ".swiftlint.yml")
        let broken = try #require(failure(directory, store: store))
        #expect(broken.location?.file == "http://***@127.0.0.1:\(server.port)/base.yml")
        #expect(!"\(broken)".contains(secret))
        server.respond(to: "/base.yml", with: .init(body: "disabled_rules: [force_try]\n"))
        _ = try resolver(directory, store: store).rootConfiguration()
        let keys = try store.allValues(namespace: RemoteConfigurationFetcher.namespace).keys
        #expect(keys.count == 1)
        #expect(keys.allSatisfy { !$0.contains(secret) && $0.hasPrefix("http://***@127.0.0.1") })
        server.respond(to: "/base.yml", with: .init(status: 503, body: "down"))
        let offline = try resolver(directory, store: store).rootConfiguration()
        #expect(offline.warnings.count == 1)
        #expect(offline.warnings.allSatisfy { !$0.message.contains(secret) && $0.message.contains("***@") })
        #expect(RemoteAddress.redacted("https://ghp_token@host/x@y?z") == "https://***@host/x@y?***")
        #expect(RemoteAddress.redacted("https://host/a") == "https://host/a")
        #expect(RemoteAddress.redacted("https://host/a.yml?token=T0K#top") == "https://host/a.yml?***#top")
        #expect(RemoteAddress.redacted("https://u:p@host") == "https://***@host")
        #expect(RemoteAddress.redacted("not a url @ all") == "not a url @ all")
    }

    /// Async callers fetch without holding a thread of the cooperative pool: more fetches than the pool has
    /// threads all reach a silent server before any of them ends (blocked threads would let only as many
    /// through as the pool has, until their wait ran out).
    @Test func asyncLoadsHoldNoThreadWhileTheServerIsWaitedFor() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.isSilent = true
        let directory = try TemporaryDirectory()
        try directory.write("parent_config: \(server.url("/slow.yml"))\nremote_timeout: 60\n", to: ".swiftlint.yml")
        let count = ProcessInfo.processInfo.activeProcessorCount + 3
        let ended = Locked(0)
        let endedBeforeAllArrived = Locked<Int?>(nil)
        // Watched from a thread of its own: the pool's threads are what is tested.
        let watcher = Thread {
            let deadline = Date().addingTimeInterval(50)
            while server.requestedPaths.count < count, Date() < deadline { usleep(10_000) }
            endedBeforeAllArrived.withLock { $0 = ended.current }
            server.stop()
        }
        watcher.start()
        @Sendable func fetchAll() async {
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<count {
                    group.addTask {
                        _ = await ConfigurationResolver.preload(rootDirectory: directory.url)
                        ended.withLock { $0 += 1 }
                    }
                }
            }
        }
        // On Swift concurrency's own pool, not the suite's threads (`.offThePool` adds a thread per waiting
        // task, which would hide a wait that holds one).
        if #available(macOS 15, *) {
            await withTaskExecutorPreference(globalConcurrentExecutor) { await fetchAll() }
        } else {
            await fetchAll()
        }
        #expect(server.requestedPaths.count == count)
        #expect(endedBeforeAllArrived.current == 0)
    }
}
