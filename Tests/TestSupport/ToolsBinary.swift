// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The `tools` executable built alongside the tests (the CLI test target depends on it, so SwiftPM
/// builds it first), for end-to-end tests that run the real command.
public enum ToolsBinary {
    public static var url: URL? {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["TOOLS_BIN"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        let bundle = Bundle.main.bundleURL
        candidates += [
            bundle.appendingPathComponent("tools"),
            bundle.deletingLastPathComponent().appendingPathComponent("tools"),
        ]
        for bundle in Bundle.allBundles {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("tools"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) && !$0.hasDirectoryPath }
    }

    /// Whether `output` has a fix line `fix:    swift run --package-path <path> tools <command>` whose
    /// path, read from `directory` (where the hook ran), is this checkout: the built binary was made here by
    /// SwiftPM, so hints name it that way (`InvocationSpelling`), relative or absolute depending on where the
    /// temporary folder and the checkout are.
    public static func fixLine(in output: String, runs command: String, from directory: URL) -> Bool {
        let checkout = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let prefix = "fix:    swift run --package-path "
        let suffix = " tools \(command)"
        for line in output.split(separator: "\n").map(String.init) {
            guard let start = line.range(of: prefix),
                  let end = line.range(of: suffix, range: start.upperBound..<line.endIndex)
            else { continue }
            var path = String(line[start.upperBound..<end.lowerBound])
            if path.hasPrefix("'"), path.hasSuffix("'"), path.count >= 2 { path = String(path.dropFirst().dropLast()) }
            let resolved = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                : directory.appendingPathComponent(path).standardizedFileURL
            if RealPath.of(resolved.path) == RealPath.of(checkout.path) { return true }
        }
        return false
    }

    /// Runs `tools` with `arguments` in `directory`.
    @discardableResult
    public static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], check: Bool = false
    ) throws -> CommandResult {
        guard let binary = url else { throw CommandFailed(description: "the tools binary was not built") }
        var environment = environment
        environment["NO_COLOR"] = environment["NO_COLOR"] ?? "1"
        return try runCommand(binary.path, arguments, in: directory, environment: environment, check: check)
    }

    /// `run` on a thread of its own, for async tests (see `runCommandOffThePool`).
    @discardableResult
    public static func runOffThePool(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], check: Bool = false
    ) async throws -> CommandResult {
        guard let binary = url else { throw CommandFailed(description: "the tools binary was not built") }
        var environment = environment
        environment["NO_COLOR"] = environment["NO_COLOR"] ?? "1"
        return try await runCommandOffThePool(
            binary.path, arguments, in: directory, environment: environment, check: check
        )
    }
}
