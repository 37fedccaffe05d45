// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation
import ToolsCore

/// `--spec FILE`, XcodeGen's flag, for every command that reads the spec (`build`, `test`, `ci`, `graph`,
/// `doctor`, `create-feature`): real repositories keep `project-<app>.yml` or one spec per folder. The
/// workspace root is then the spec's folder (unless `--root` says otherwise) and the spec's relative paths
/// are relative to its folder, as XcodeGen reads them.
struct SpecOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The XcodeGen spec to read (default: project.yml of the workspace).", valueName: "file"))
    var spec: String?

    /// A `--spec` that names no file is refused: planning without it would build something else.
    func validate() throws {
        guard let spec else { return }
        let url = URL(fileURLWithPath: spec, relativeTo: Invocation.current.currentDirectory).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
        else {
            throw ValidationError("--spec \(spec): no file at \(url.path); pass the XcodeGen spec's path")
        }
    }
}
