// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The command that (re)builds the hook's binary, spelled as it works from the top of the repository the
/// hook is installed in (where git runs hooks): `swift run tools setup-project` where the repository is the
/// tools package itself, `swift run --package-path Tools tools setup-project` in an app repository whose
/// `Tools/` package depends on tools. Every hint about a missing or stale binary names it; the spelling
/// itself is `InvocationSpelling`'s, as for every other hint.
public enum SetupCommand {
    /// - Parameters:
    ///   - packageDirectory: the package whose `swift build` gives the binary (nil when a binary was given).
    ///   - binary: the binary given with `--binary`, when there is no package.
    ///   - workingTree: the top of the repository's working tree, where the hook runs.
    public static func spelled(packageDirectory: URL?, binary: URL?, workingTree: URL?) -> String {
        if let packageDirectory {
            return tools(packageDirectory: packageDirectory, workingTree: workingTree) + " setup-project"
        }
        if let binary {
            return "tools setup-project --binary \(ShellQuoting.quote(binary.path))"
        }
        return "tools setup-project"
    }

    /// The tool itself, spelled the same way: `swift run --package-path Tools tools`, `swift run tools`, or
    /// `tools` for a binary built elsewhere (on the PATH, installed by Mint or a release archive).
    public static func tools(packageDirectory: URL?, workingTree: URL?) -> String {
        guard let packageDirectory else { return "tools" }
        guard let workingTree else {
            return "swift run --package-path \(ShellQuoting.quote(packageDirectory.standardizedFileURL.path)) tools"
        }
        return InvocationSpelling.swiftRun(package: packageDirectory, from: workingTree).tool
    }

    /// How a release's binary is installed again, from the package that adds the Plugins package (README's
    /// one line): a newer pin brings a newer binary.
    public static let pluginSetup = "swift package --allow-writing-to-package-directory tools setup-project"

    /// Whether `binary` is a release's prebuilt binary: inside an `.artifactbundle` (where SwiftPM unpacks the
    /// Plugins package's binary target, under the app's `.build/artifacts/`), not a build of a package.
    public static func isPrebuilt(_ binary: URL) -> Bool {
        binary.standardizedFileURL.pathComponents.contains { $0.hasSuffix(".artifactbundle") }
    }

    /// See `InvocationSpelling.packageDirectory(ofBuiltBinary:)`.
    public static func packageDirectory(ofBuiltBinary binary: URL) -> URL? {
        InvocationSpelling.packageDirectory(ofBuiltBinary: binary)
    }
}
