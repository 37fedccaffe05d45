// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore
import ToolsLint
@testable import ToolsScaffold

/// Seeded random chains of configuration files and templates, local and remote: `project.yml` include graphs
/// (cycles, links, depth), `.swiftlint.yml` parent/child chains, a loopback server answering each path in
/// some misbehaving way, and templates of random nesting. Each load ends as a configuration or one located
/// error, never a crash or a hang; a password in a URL never shows. CI runs a few dozen cases;
/// `TOOLS_FUZZ_ITERATIONS` runs more, `TOOLS_FUZZ_SEED` others.
@Suite("Stress: configuration chains and templates", .offThePool)
struct ConfigurationChainStressTests {
    static let iterations = max(FuzzTests.iterations / 4, 8)

    @Test func randomIncludeGraphsLoadOrFailLocated() throws {
        var random = SeededRandom(variable: "TOOLS_FUZZ_SEED", fallback: FuzzTests.seed, for: "include graphs")
        for round in 0..<Self.iterations {
            let folder = try TemporaryDirectory()
            let count = Int.random(in: 1...90, using: &random)
            try folder.write("name: App\ninclude: [f0.yml]\n", to: "project.yml")
            for index in 0..<count {
                // Mostly the next file (deep chains), sometimes any file (cycles), sometimes a link or a gap.
                var includes: [String] = []
                if index + 1 < count { includes.append("f\(index + 1).yml") }
                if Int.random(in: 0..<4, using: &random) == 0 {
                    includes.append("f\(Int.random(in: 0..<count, using: &random)).yml")
                }
                if Int.random(in: 0..<8, using: &random) == 0 { includes.append("link\(index).yml") }
                if Int.random(in: 0..<16, using: &random) == 0 { includes.append("missing\(index).yml") }
                try folder.write("include: [\(includes.joined(separator: ", "))]\noptions: {}\n", to: "f\(index).yml")
                try? FileManager.default.createSymbolicLink(
                    atPath: folder.url.appendingPathComponent("link\(index).yml").path,
                    withDestinationPath: "f\(Int.random(in: 0..<count, using: &random)).yml"
                )
            }
            do {
                let spec = try ProjectSpecLoader.load(
                    folder.url.appendingPathComponent("project.yml"), relativeTo: folder.url
                )
                #expect(spec.files.count <= count + 1, "round \(round)")
            } catch {
                for problem in error.problems {
                    #expect(problem.location?.position != nil, "round \(round): \(problem)")
                }
            }
        }
    }

    @Test func randomLocalLintChainsLoadOrFailLocated() throws {
        var random = SeededRandom(variable: "TOOLS_FUZZ_SEED", fallback: FuzzTests.seed, for: "lint chains")
        for round in 0..<Self.iterations {
            let folder = try TemporaryDirectory()
            let count = Int.random(in: 1...100, using: &random)
            try folder.write("parent_config: c0.yml\n", to: ".swiftlint.yml")
            for index in 0..<count {
                let next = Int.random(in: 0..<10, using: &random) == 0
                    ? Int.random(in: 0..<count, using: &random) : index + 1
                let key = Int.random(in: 0..<6, using: &random) == 0 ? "child_config" : "parent_config"
                let text = index + 1 == count ? "line_length: 90\n" : "\(key): c\(next).yml\n"
                try folder.write(text, to: "c\(index).yml")
            }
            do {
                _ = try ConfigurationResolver(rootDirectory: folder.url, context: RuleContext()).rootConfiguration()
            } catch let error as ConfigurationError {
                #expect(error.location?.position != nil, "round \(round): \(error)")
            }
        }
    }

    @Test func misbehavingServersEndAsConfigurationsOrLocatedErrors() throws {
        var random = SeededRandom(variable: "TOOLS_FUZZ_SEED", fallback: FuzzTests.seed, for: "remote servers")
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let secret = "fuzz-pass-7781"
        let base = "http://user:\(secret)@127.0.0.1:\(server.port)"
        let behaviours: [@Sendable (Int) -> LoopbackHTTPServer.Response] = [
            { _ in .init(body: "line_length: 90\n") },
            { next in .init(body: "parent_config: \(base)/f\(next).yml\n") },
            { next in .init(status: [301, 403, 404, 500, 503][next % 5], body: "no") },
            { _ in .init(bytes: Data((0..<64).map { _ in UInt8.random(in: 0x80...0xFF) })) },
            { _ in .endless("a: b\n") },
            { _ in .init(body: "<html>portal</html>") },
            { _ in .init(body: "line_length: [\n") },
        ]
        let plan = Locked<[String: Int]>([:])
        server.respond { path in
            let index = Int(path.dropFirst("/f".count).prefix { $0.isNumber }) ?? 0
            guard let behaviour = plan.current[path] else { return nil }
            return behaviours[behaviour](index + 1)
        }
        // A third of the rounds: each may make dozens of requests.
        for round in 0..<max(Self.iterations / 3, 6) {
            var chosen: [String: Int] = [:]
            for index in 0..<70 { chosen["/f\(index).yml"] = Int.random(in: 0..<behaviours.count, using: &random) }
            plan.withLock { $0 = chosen }
            let folder = try TemporaryDirectory()
            try folder.write("parent_config: \(base)/f0.yml\nremote_timeout: 30\n", to: ".swiftlint.yml")
            do {
                let configuration = try ConfigurationResolver(rootDirectory: folder.url, context: RuleContext())
                    .rootConfiguration()
                #expect(configuration.warnings.allSatisfy { !$0.message.contains(secret) }, "round \(round)")
            } catch let error as ConfigurationError {
                #expect(error.location?.position != nil, "round \(round): \(error)")
                #expect(!error.description.contains(secret), "round \(round): \(error)")
            }
        }
    }

    @Test func randomTemplateNestingIsScannedAsStencilNestsIt() {
        var random = SeededRandom(variable: "TOOLS_FUZZ_SEED", fallback: FuzzTests.seed, for: "template nesting")
        let pieces = ["{% if a %}", "{% endif %}", "{%- for x in y -%}", "{% endfor %}", "{# {% if z %} #}", "{{ v }}",
                      "text", "\n", "é", "{% else %}", "{% filter upper %}", "{% endfilter %}"]
        for round in 0..<(Self.iterations * 4) {
            var text = ""
            var depth = 0
            var firstPast: SourcePosition?
            var line = 1
            var column = 1
            let limit = Int.random(in: 1...8, using: &random)
            for _ in 0..<Int.random(in: 0...300, using: &random) {
                let piece = pieces[Int.random(in: 0..<pieces.count, using: &random)]
                if piece.hasPrefix("{% if") || piece.hasPrefix("{%- for") || piece.hasPrefix("{% filter") {
                    depth += 1
                    if depth > limit, firstPast == nil { firstPast = SourcePosition(line: line, column: column) }
                } else if piece.hasPrefix("{% end") {
                    depth = max(depth - 1, 0)
                }
                for scalar in piece.unicodeScalars {
                    if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
                }
                text += piece
            }
            #expect(TemplateNesting.firstTooDeep(in: text, limit: limit) == firstPast, "round \(round): \(text)")
        }
    }
}
