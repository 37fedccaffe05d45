// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The tool's own template sets: the folders beside this file (`Feature`), compiled into the binary
/// (`TemplateFiles`), with the files `tools init` offers (`Init`). They sit at the top of the repository, where a
/// workspace keeps its own templates, so the repository shows what `create-feature --export-templates` gives a
/// team. ToolsScaffold's `BundledTemplates` writes them, as a folder, to the user's cache when they are used.
public enum TemplateResources {
    /// The name SwiftPM gave this target's resource bundle when the templates were resources; messages
    /// about templates that cannot be found still name it (the templates are compiled in now).
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
