// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import PackagePlugin

/// Lints a target's Swift files when they change: `tools lint --reporter xcode` prints
/// `file:line:col: warning: …` lines, which SwiftPM and Xcode show as the build's diagnostics; an error-level
/// finding fails the build (the tool exits 1).
///
/// A build command, not a prebuild one: SwiftPM shows a build command's output (a prebuild command's only
/// with `-v`), and runs it again only when the target's files changed. A build command runs when the build
/// needs what it writes, so it leaves an empty Swift file (compiled into the target, adding nothing) after
/// linting, through `/bin/sh`. The store and caches go to the plugin's work folder (the build's sandbox).
@main
struct ToolsLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sources = target as? SourceModuleTarget else { return [] }
        let files = sources.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        return [
            try Self.command(
                tool: context.tool(named: "tools").url, files: files, root: context.package.directoryURL,
                workFolder: context.pluginWorkDirectoryURL, name: target.name
            ),
        ]
    }

    /// Lints `files`, then writes the stamp whatever the outcome, and exits with lint's status.
    static let script = #"tool="$1"; stamp="$2"; shift 2; "$tool" lint --reporter xcode "$@"; status=$?; "#
        + #": > "$stamp"; exit $status"#

    static func command(tool: URL, files: [URL], root: URL, workFolder: URL, name: String) -> Command {
        let stamp = workFolder.appendingPathComponent("ToolsLintStamp_\(name).swift")
        return .buildCommand(
            displayName: "tools lint \(name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, "sh", tool.path, stamp.path, "--root", root.path] + files.map(\.path),
            environment: [
                "TOOLS_STORE": workFolder.appendingPathComponent("tools.sqlite").path,
                "XDG_CACHE_HOME": workFolder.appendingPathComponent("cache").path,
                "NO_COLOR": "1",
            ],
            inputFiles: [tool] + files,
            outputFiles: [stamp]
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ToolsLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        guard !files.isEmpty else { return [] }
        return [
            try Self.command(
                tool: context.tool(named: "tools").url, files: files, root: context.xcodeProject.directoryURL,
                workFolder: context.pluginWorkDirectoryURL, name: target.displayName
            ),
        ]
    }
}
#endif
