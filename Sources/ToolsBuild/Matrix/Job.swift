// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One job of the matrix: one process with its exact command line.
public struct Job: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `swift build` or `swift test` of a local package.
        case package
        /// `xcodebuild` of a scheme.
        case scheme
        /// A command from `tools.build.commands`.
        case command
        /// `xcodegen generate`, before the scheme jobs (`ProjectGeneration`).
        case generate
    }

    /// Unique and stable across runs: `test ClimateFeature`, `build LexusOneAppAU`; history, shards and
    /// JUnit use it.
    public var id: String
    /// The package, scheme or command name that selectors match.
    public var name: String
    public var kind: Kind
    public var action: BuildAction
    public var process: ProcessSpec
    /// Ids of the jobs that must finish first.
    public var dependencies: [String]
    /// The local package a package job builds.
    public var package: String?
    /// Variant labels of a scheme job (`brand: Lexus`).
    public var labels: [String: String]
    /// Where xcodebuild writes its result bundle; removed before the run (xcodebuild refuses to overwrite).
    public var resultBundle: URL?
    /// Where `swift test` writes xUnit results.
    public var xunitFile: URL?
    /// The job's full output.
    public var logFile: URL
    /// For a scheme job: the scheme, configuration, destination and test plan xcodebuild is given, and the
    /// spec line they come from.
    public var xcode: XcodeInvocation?

    /// Why the job runs the way it does, for plans (`xcodebuild` for a package: `its platforms are iOS`).
    public var why: String?
    /// Other schemes whose build this job is (same targets, destination and configuration): planned once.
    public var sharedBy: [String] = []

    /// The command line exactly as it runs, for plans and logs.
    public var commandLine: String { process.commandLine }
}

extension Job {
    /// The executable's full path: looked up on PATH (xcodebuild as a Mac finds it, see `XcodeLocator`),
    /// or, for a relative path such as `./scripts/codegen`, taken from the job's working folder; nil when
    /// missing.
    func resolvedExecutable(environment: [String: String]) -> String? {
        let executable = process.executable
        if executable == "xcodebuild" { return XcodeLocator.xcodebuild(environment: environment).path }
        if executable.contains("/"), !executable.hasPrefix("/"), let folder = process.workingDirectory {
            return ProcessRunner.locate(folder.appendingPathComponent(executable).standardizedFileURL.path)
        }
        return ProcessRunner.locate(executable, environment: environment)
    }
}
