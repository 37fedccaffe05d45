// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

extension SwiftFormatTool {
    /// The environment variable that names a SwiftFormat binary to use (a path, or a name on PATH).
    public static let lockwoodOverrideVariable = "TOOLS_SWIFTFORMAT"

    /// How long `mint which swiftformat` may take: it only reads Mint's folders.
    static let mintLimit = Duration.seconds(30)

    /// Finds SwiftFormat where teams install it: `TOOLS_SWIFTFORMAT`, else `swiftformat` on PATH, in Mint's
    /// link folder (`$MINT_LINK_PATH`, `~/.mint/bin`), through `mint which swiftformat`, or built as a product
    /// of the app's `Tools/` package (`Tools/.build/release`, then `debug`, under `root`); its version read as
    /// swift-format's is (`--version`, cached by the binary's stamp).
    ///
    /// - Parameter configuration: the `.swiftformat` that chose SwiftFormat, where a missing binary is reported.
    public static func locateLockwood(
        environment: [String: String] = Invocation.current.environment, root: URL?, configuration: String?,
        store: Store?
    ) async throws(FormatError) -> SwiftFormatTool {
        let limit = try timeLimit(environment: environment)
        guard let path = try await lockwoodExecutable(environment: environment, root: root) else {
            throw FormatError.lockwoodMissing(configuration: configuration)
        }
        var tool = SwiftFormatTool(executable: path, version: "", displayName: "swiftformat", timeLimit: limit)
        tool.kind = .lockwoodSwiftFormat
        tool.version = try await version(of: tool, store: store)
        return tool
    }

    private static func lockwoodExecutable(
        environment: [String: String], root: URL?
    ) async throws(FormatError) -> String? {
        let name = "swiftformat"
        if let override = environment[lockwoodOverrideVariable], !override.isEmpty {
            guard let path = ProcessRunner.locate(override, environment: environment) else {
                throw FormatError.lockwoodOverrideNotExecutable(override)
            }
            return path
        }
        if let path = ProcessRunner.locate(name, environment: environment) { return path }
        var candidates: [String] = []
        if let link = environment["MINT_LINK_PATH"], !link.isEmpty { candidates.append(link + "/" + name) }
        if let home = environment["HOME"], !home.isEmpty { candidates.append(home + "/.mint/bin/" + name) }
        if let path = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) { return path }
        if let path = await mintWhich(name, environment: environment) { return path }
        if let root {
            for configuration in ["release", "debug"] {
                let path = root.appendingPathComponent("Tools/.build/\(configuration)/\(name)").path
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// What `mint which NAME` prints when Mint is on PATH and has the package installed; nil otherwise (Mint
    /// missing, failing or slow is not SwiftFormat's problem: the search goes on).
    private static func mintWhich(_ name: String, environment: [String: String]) async -> String? {
        guard let mint = ProcessRunner.locate("mint", environment: environment) else { return nil }
        let spec = ProcessSpec(executable: mint, arguments: ["which", name], timeout: mintLimit)
        guard let captured = try? await ProcessRunner.capture(spec, limit: 1 << 16),
              case .exited(0) = captured.termination else { return nil }
        let path = String(decoding: captured.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") && FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}
