// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Testing
import TestSupport
import ToolsCore

/// Seeded stress runs of the families issue 29 adds to the fuzz suite: every written path replaced by another
/// kind of file, files edited while `lint --fix` runs, huge and deep inputs. The seed is printed; CI runs a
/// small budget, `TOOLS_FUZZ_ITERATIONS` (and `TOOLS_FUZZ_SEED`) a longer search, as README says.
@Suite("Stress: written paths, concurrent edits, huge inputs", .offThePool)
struct WritePathStressTests {
    static let environment = ProcessInfo.processInfo.environment
    static let iterations = max(1, (environment["TOOLS_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 120) / 20)
    static let header = "// Copyright © 2026 Acme. All rights reserved.\n"

    /// What a written path may be replaced with.
    enum Kind: CaseIterable {
        case linkToOutside, danglingLink, fifo, directory

        func make(at url: URL, outside: URL) throws {
            try? FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch self {
            case .linkToOutside: try FileManager.default.createSymbolicLink(at: url, withDestinationURL: outside)
            case .danglingLink:
                try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "missing/target")
            case .fifo: #expect(mkfifo(url.path, 0o644) == 0)
            case .directory: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            }
        }

        var fileKind: FileKind {
            switch self {
            case .linkToOutside, .danglingLink: .symbolicLink
            case .fifo: .fifo
            case .directory: .directory
            }
        }
    }

    private func workspace() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(prefix: "tools stress")
        try runCommand("git", ["init", "-q"], in: folder.url)
        try folder.write("name: App\ntools:\n  copyrightHolder: Acme\n", to: "project.yml")
        try folder.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "CarFeature", targets: [.target(name: "CarFeature")])
        """, to: "localPackages/CarFeature/Package.swift")
        try folder.write(Self.header + "public protocol CarRepository {\n    func cars() -> [String]\n}\n",
                         to: "localPackages/CarFeature/Sources/CarFeature/Domain/CarRepository.swift")
        try folder.write(Self.header + "let a = 1   \n", to: "Sources/A.swift")
        return folder
    }

    @Test("every written path replaced by a link, a dangling link, a FIFO or a folder: never replaced, never crashed")
    func writtenPathsOfEveryKind() async throws {
        var random = SeededRandom(variable: "TOOLS_FUZZ_SEED", fallback: 2_026_11_25, for: "writtenPathsOfEveryKind")
        let mocks = "localPackages/CarFeature/Sources/CarFeature/Mocks/CarFeatureMocks.swift"
        // (written path, command writing it)
        let targets: [(String, [String])] = [
            ("Sources/B.swift", ["lint", "--fix", "--no-cache", "Sources"]),
            ("report.json", ["lint", "--no-cache", "Sources", "--reporter", "json:report.json"]),
            ("baseline.json", ["lint", "--no-cache", "Sources", "--write-baseline", "baseline.json"]),
            (mocks, ["generate-mocks", "--no-cache"]),
        ]
        for round in 0..<Self.iterations {
            let folder = try workspace()
            let outside = try TemporaryDirectory(prefix: "tools stress outside")
            let target = try outside.write("keep me\n", to: "target.txt")
            let (path, arguments) = targets[Int(random.next() % UInt64(targets.count))]
            let kind = Kind.allCases[Int(random.next() % UInt64(Kind.allCases.count))]
            let url = folder.url.appendingPathComponent(path)
            try kind.make(at: url, outside: target)
            let result = await InProcessTools.run(arguments, in: folder.url)
            let label = "round \(round): \(path) as \(kind), \(arguments.joined(separator: " "))"
            #expect(result.status <= 2, "\(label): \(result.output)\(result.error)")
            #expect(FileKind.of(url.path) == kind.fileKind, "\(label)")
            // A path the user typed may be written through (a link named on purpose); the ones tools finds or
            // is configured with never are.
            if !arguments.contains(where: { $0.contains(path) }) {
                #expect(try outside.read("target.txt") == "keep me\n", "\(label)")
            }
        }
    }

    @Test("files saved while lint --fix runs: each ends as the edit or as its fix, never as the fix of the old text")
    func concurrentEditsDuringFix() async throws {
        var random = SeededRandom(variable: "TOOLS_FUZZ_SEED", fallback: 2_026_11_25, for: "concurrentEditsDuringFix")
        for round in 0..<Self.iterations {
            let folder = try TemporaryDirectory(prefix: "tools stress fix")
            try folder.write("name: App\ntools:\n  copyrightHolder: Acme\n", to: "project.yml")
            let count = 30
            for index in 0..<count {
                try folder.write(Self.header + "let value\(index) = \(index)   \n", to: "Sources/F\(index).swift")
            }
            // The edits are clean (nothing to fix): whether lint read the file before or after, the end is the edit.
            let edited = (0..<count).filter { _ in random.next() % 3 == 0 }
            let pauses = edited.map { _ in Int(random.next() % 3_000) }
            async let fixing = InProcessTools.run(["lint", "--fix", "--no-cache", "Sources"], in: folder.url)
            for (index, pause) in zip(edited, pauses) {
                try await Task.sleep(for: .microseconds(pause))
                try folder.write(Self.header + "let edited\(index) = \(round)\n", to: "Sources/F\(index).swift")
            }
            _ = await fixing
            for index in 0..<count {
                let text = try folder.read("Sources/F\(index).swift")
                let expected = edited.contains(index)
                    ? Self.header + "let edited\(index) = \(round)\n" : Self.header + "let value\(index) = \(index)\n"
                #expect(text == expected, "round \(round), F\(index).swift")
            }
        }
    }

    @Test("huge and deep inputs of random sizes around the limits: skipped with their place, no crash")
    func hugeAndDeepInputs() async throws {
        var random = SeededRandom(variable: "TOOLS_FUZZ_SEED", fallback: 2_026_11_25, for: "hugeAndDeepInputs")
        let folder = try workspace()
        let domain = "localPackages/CarFeature/Sources/CarFeature/Domain/"
        var huge: [String] = []
        for index in 0..<max(2, Self.iterations) {
            // Sparse: from just over the 8 MB limit to gigabytes, at no disk cost.
            let size = off_t((8 << 20) + 1) + off_t(random.next() % (4 << 30))
            let path = domain + "Huge\(index).swift"
            let url = folder.url.appendingPathComponent(path)
            #expect(FileManager.default.createFile(atPath: url.path, contents: Data("let a = 1\n".utf8)))
            #expect(truncate(url.path, size) == 0)
            huge.append(path)
        }
        let depth = 65 + Int(random.next() % 400)
        var chain = Self.header + "public protocol Deep0 {\n    func deep()\n}\n"
        for level in 1..<depth { chain += "public protocol Deep\(level): Deep\(level - 1) {}\n" }
        try folder.write(chain, to: domain + "Chain.swift")
        let nested = Self.header + "let x = " + String(repeating: "(", count: 100 + Int(random.next() % 5_000)) + "\n"
        try folder.write(nested, to: domain + "Nested.swift")

        let lint = await InProcessTools.run(["lint", "--no-cache", "localPackages"], in: folder.url)
        let mocks = await InProcessTools.run(["generate-mocks", "--no-cache"], in: folder.url)
        for result in [lint, mocks] {
            let shown = result.output + result.error
            for path in huge { #expect(shown.contains("Huge") && shown.contains("larger than 8 MB"), "\(path)") }
        }
        // Lint reads every file; the mock generator parses only files that may declare a protocol.
        #expect((lint.output + lint.error).contains("Nested.swift:2:"), "\(lint.output.prefix(2_000))")
        #expect((mocks.output + mocks.error).contains("the mock of 'Deep\(depth - 1)' is not generated"))
    }
}
