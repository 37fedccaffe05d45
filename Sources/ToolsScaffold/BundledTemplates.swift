// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsTemplates

/// Finds the tool's own templates: the resources of the ToolsTemplates target, in SwiftPM's resource bundle.
///
/// SwiftPM's `Bundle.module` looks beside `Bundle.main` and then at the build folder compiled into the
/// binary, and stops the process when both fail (a binary copied without its bundle). `Bundle.main` is not
/// always the tool: under `swift test` on macOS it is Xcode's `xctest` runner, and a Homebrew or Mint
/// install starts the tool through a link in another folder. So the bundle is looked for here, in order:
/// 1. beside the executable as started, and beside the file a link to it points to (what `swift build`,
///    `setup-project`, a release archive, Homebrew's `bin/` link and Mint give);
/// 2. in `../share/tools/` of either folder (a prefix install: `PREFIX/bin/tools`,
///    `PREFIX/share/tools/tools_ToolsTemplates.bundle`);
/// 3. beside the bundle holding this code (the test bundle under `swift test` on macOS, in the build folder).
/// A missing bundle is then the located "templates not found" error with its fix, never a crash.
enum BundledTemplates {
    static var folder: URL? {
        for directory in candidateDirectories() {
            let bundleURL = directory.appendingPathComponent(TemplateResources.bundleName)
            guard FileManager.default.fileExists(atPath: bundleURL.path), let bundle = Bundle(url: bundleURL),
                  let set = bundle.url(forResource: TemplateResources.defaultSet, withExtension: nil)
            else { continue }
            return set.deletingLastPathComponent()
        }
        return nil
    }

    /// The folders that may hold the bundle, in the order above, without repeats.
    static func candidateDirectories(
        executables: [URL] = startedExecutables(), codeBundle: URL = Bundle(for: Marker.self).bundleURL
    ) -> [URL] {
        var executableFolders: [URL] = [Bundle.main.bundleURL]
        for executable in executables {
            executableFolders.append(executable.deletingLastPathComponent())
            if let real = RealPath.of(executable.path) {
                executableFolders.append(URL(fileURLWithPath: real).deletingLastPathComponent())
            }
        }
        var folders = executableFolders
        folders += executableFolders.map {
            $0.deletingLastPathComponent().appendingPathComponent("share/tools", isDirectory: true)
        }
        folders += [codeBundle, codeBundle.deletingLastPathComponent()]
        var seen: Set<String> = []
        return folders.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
    }

    /// The executable as the system reports it (on Linux, links already resolved) and as it was started
    /// (`argv[0]` when it names a path: a link such as Homebrew's `bin/tools`).
    static func startedExecutables() -> [URL] {
        var executables = Bundle.main.executableURL.map { [$0] } ?? []
        if let first = CommandLine.arguments.first, first.contains("/") {
            // Relative to the folder the process started in (not a command's `--root`).
            let started = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            executables.append(URL(fileURLWithPath: first, relativeTo: started).absoluteURL)
        }
        return executables
    }

    /// A class of this module, for `Bundle(for:)`: the bundle whose code this is.
    final class Marker {}
}
