// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The tool's own template sets: the folders beside this file (`Feature`), shipped as this target's
/// resources, with the files `tools init` offers (`Init`). They sit at the top of the repository, where a workspace keeps its own templates, so the
/// repository shows what `create-feature --export-templates` gives a team.
///
/// ToolsScaffold's `BundledTemplates` finds the bundle (beside the binary, beside a link's target, in
/// `../share/tools`, beside the test bundle): never through `Bundle.module`, which looks beside
/// `Bundle.main` only (Xcode's `xctest` under `swift test` on macOS) and stops the process when the bundle is
/// missing.
public enum TemplateResources {
    /// SwiftPM's name for this target's resource bundle.
    public static var bundleName: String {
        #if canImport(Darwin)
        "tools_ToolsTemplates.bundle"
        #else
        "tools_ToolsTemplates.resources"
        #endif
    }

    /// A template set every bundle holds: its folder's parent is the folder of the sets.
    public static let defaultSet = "Feature"

    /// The folder of `tools init`'s presets (`project.yml`, `swiftlint.yml`, `swift-format.json`), beside the sets.
    public static let initPresets = "Init"
}
