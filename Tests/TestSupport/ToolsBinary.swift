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

    /// How hints name the built binary: it was built in this checkout by SwiftPM, so
    /// `swift run --package-path <checkout> tools` (see `InvocationSpelling`); the fix lines say it.
    public static var spelled: String {
        let checkout = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = RealPath.of(checkout.path) ?? checkout.path
        return "swift run --package-path \(ShellQuoting.quote(path)) tools"
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
