// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport

/// A remote `parent_config` whose URL carries credentials, through `tools lint` against a loopback server
/// (which asks for none): online, with a broken answer, offline. The password shows in no output, no report
/// file and no byte of the store.
@Suite("Remote configuration credentials", .offThePool)
struct RemoteConfigSecretsTests {
    static let secret = "Tr0ub4dor-s3cr3t"

    /// Every byte of every file under `folder` (the store, its WAL and shared memory).
    private func bytes(under folder: URL) throws -> [(String, Data)] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var found: [(String, Data)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            found.append((url.path, try Data(contentsOf: url)))
        }
        return found
    }

    @Test("the password never shows in messages, reports or the store")
    func credentialsAreRedacted() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let fixture = try GitFixture(prefix: "tools remote secrets")
        let url = "http://ci-bot:\(Self.secret)@127.0.0.1:\(server.port)/company/swiftlint.yml"
        let shown = "http://***@127.0.0.1:\(server.port)/company/swiftlint.yml"
        try fixture.write("parent_config: \(url)\nremote_timeout: 30\n", to: ".swiftlint.yml")
        try fixture.write("let value = 1   \n", to: "A.swift")

        var outputs: [String] = []
        // Online: the copy is kept; a JSON report is written to a file too.
        server.respond(to: "/company/swiftlint.yml", with: .init(body: "only_rules: [trailing_whitespace]\n"))
        let online = await InProcessTools.run(["lint", "--reporter", "json:report.json", "--reporter", "xcode"], in: fixture.url)
        #expect(online.status == 0, "\(online.error)")
        #expect(online.output.contains("trailing_whitespace"), "\(online.output)")
        outputs += [online.output, online.error, try fixture.read("report.json")]

        // A broken answer, then none: located messages naming the redacted URL.
        server.respond(to: "/company/swiftlint.yml", with: .init(status: 500, body: "down"))
        let offline = await InProcessTools.run(["lint"], in: fixture.url)
        #expect(offline.status == 0, "\(offline.error)")
        #expect(offline.error.contains("Unable to load remote config from \"\(shown)\""), "\(offline.error)")
        outputs += [offline.output, offline.error]

        server.respond(to: "/company/swiftlint.yml", with: .init(body: "only_rules: [trailing_whitespace\n"))
        let broken = await InProcessTools.run(["lint", "--no-cache"], in: fixture.url)
        #expect(broken.status == 2, "\(broken.error)")
        #expect(broken.error.contains(shown + ":"), "\(broken.error)")
        outputs += [broken.output, broken.error]

        for text in outputs {
            #expect(!text.contains(Self.secret), "\(text)")
        }
        let stored = try bytes(under: fixture.url.appendingPathComponent(".git/tools"))
        #expect(!stored.isEmpty)
        for (path, data) in stored {
            #expect(data.range(of: Data(Self.secret.utf8)) == nil, "\(path) holds the password")
        }
    }
}
