// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// `--sourcery-config FILE` (or `tools.mocks.sourceryConfig`): one job with the configuration's sources and
/// output, selecting protocols as its AutoMockable template does (annotated or based on `AutoMockable`, not
/// the layer folders), with its imports and its template's naming.
extension MockPlanner {
    static func sourceryRequest(
        options: MockCommandOptions, settings: MockSettings, workspace: Workspace?, currentDirectory: URL
    ) throws -> (request: MockRequest, warnings: [Diagnostic])? {
        guard let configuration = try sourceryConfiguration(
            options: options, settings: settings, workspace: workspace, currentDirectory: currentDirectory
        ) else { return nil }
        guard options.paths.isEmpty, options.output == nil else { throw MocksError.sourceryConfigWithPaths }
        let root = workspace?.root ?? currentDirectory
        guard WorkspacePath.contains(configuration.output, in: root) else {
            let message = "'\(configuration.output.path)' is outside the workspace \(root.path)"
            let hint = "generate into a folder inside the workspace"
            throw configuration.outputNode?.error(message, hint: hint)
                ?? ConfigurationError.invalidValue(nil, keyPath: "output", problem: message, hint: hint)
        }
        try WorkspacePath.checkOutsideGitDirectory(
            configuration.output, spelled: configuration.output.path, node: configuration.outputNode
        )
        var request = baseRequest(
            options: options, settings: settings, workspace: workspace, currentDirectory: currentDirectory
        )
        request.folders = []
        request.imports = configuration.imports + request.imports
        request.testableImports = configuration.testableImports + request.testableImports
        // The command line first, then what the team's template does, then `tools.mocks`.
        request.style = MockStyle(
            naming: options.naming ?? configuration.template?.naming ?? settings.naming,
            dropsProtocolSuffix: options.dropsProtocolSuffix
                || (configuration.template?.dropsProtocolSuffix ?? settings.dropsProtocolSuffix)
        )
        let output = configuration.output.path
        let sources = configuration.sources.filter { $0.path != output }
        request.jobs = [MockJob(output: configuration.output, sources: sources)]
        request.writesEmptyFiles = true
        return (request, configuration.warnings)
    }

    /// The configuration named on the command line (relative to the current folder), else in `tools.mocks`
    /// (relative to the workspace root, and inside it) unless the run names its paths or output
    /// (`create-feature` generates the new package's mocks by paths, in the package's layout).
    private static func sourceryConfiguration(
        options: MockCommandOptions, settings: MockSettings, workspace: Workspace?, currentDirectory: URL
    ) throws -> SourceryConfiguration? {
        let url: URL
        if let path = options.sourceryConfig {
            url = resolve(path, against: currentDirectory)
            guard FileManager.default.fileExists(atPath: url.path) else { throw MocksError.noSuchPath(path) }
        } else if let path = settings.sourceryConfig, let root = workspace?.root, options.paths.isEmpty,
                  options.output == nil {
            url = try WorkspacePath.resolve(path, in: root, node: settings.sourceryConfigNode, writing: false)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw settings.sourceryConfigNode?.error("'\(path)' does not exist",
                                                         hint: "give the path of .sourcery.yml, relative to the root")
                    ?? MocksError.noSuchPath(path)
            }
        } else {
            return nil
        }
        let display = MockGenerator.displayPath(url, root: workspace?.root ?? currentDirectory)
        return try SourceryConfiguration.read(url, displayPath: display, environment: Invocation.current.environment)
    }
}
