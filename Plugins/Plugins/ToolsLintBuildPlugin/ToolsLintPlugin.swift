// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import PackagePlugin

/// Lints a target's Swift files before it compiles, on every build: `tools lint --reporter xcode` prints
/// `file:line:col: warning: …` lines, which SwiftPM and Xcode show as the build's diagnostics; an error-level
/// finding fails the build (the tool exits 1).
///
/// A prebuild command (it runs each build, and may use a binary target such as the artifact bundle); its
/// output folder stays empty. The store and caches go to the plugin's work folder (the build's sandbox).
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

    static func command(tool: URL, files: [URL], root: URL, workFolder: URL, name: String) -> Command {
        .prebuildCommand(
            displayName: "tools lint \(name)",
            executable: tool,
            arguments: ["lint", "--reporter", "xcode", "--root", root.path] + files.map(\.path),
            environment: [
                "TOOLS_STORE": workFolder.appendingPathComponent("tools.sqlite").path,
                "XDG_CACHE_HOME": workFolder.appendingPathComponent("cache").path,
                "NO_COLOR": "1",
            ],
            outputFilesDirectory: workFolder.appendingPathComponent("Output")
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
