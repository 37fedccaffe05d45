// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import PackagePlugin

/// `swift package tools <command> [arguments]`: runs the prebuilt `tools` on the package, in its folder.
///
/// The tool's store and caches go to the plugin's work folder: the sandbox SwiftPM runs plugins in on macOS
/// allows writing there and in the package folder (when permitted), not in `.git/` or the user's cache.
@main
struct ToolsCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "tools")
        let status = try ToolRun.run(
            tool.url, arguments: arguments.isEmpty ? ["--help"] : arguments,
            in: context.package.directoryURL, workFolder: context.pluginWorkDirectoryURL
        )
        guard status == 0 else {
            Diagnostics.error("tools \(arguments.first ?? "") exited \(status)")
            throw ToolRun.Failed(status: status)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ToolsCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "tools")
        let status = try ToolRun.run(
            tool.url, arguments: arguments.isEmpty ? ["--help"] : arguments,
            in: context.xcodeProject.directoryURL, workFolder: context.pluginWorkDirectoryURL
        )
        guard status == 0 else { throw ToolRun.Failed(status: status) }
    }
}
#endif

/// Runs the tool with the terminal's output streams, its state kept in the plugin's work folder.
enum ToolRun {
    struct Failed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "tools exited \(status)" }
    }

    static func run(_ executable: URL, arguments: [String], in folder: URL, workFolder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["TOOLS_STORE"] = workFolder.appendingPathComponent("tools.sqlite").path
        environment["XDG_CACHE_HOME"] = workFolder.appendingPathComponent("cache").path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
