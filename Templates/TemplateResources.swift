// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The tool's own template sets: the folders beside this file (`Feature`), shipped as this target's
/// resources. They sit at the top of the repository, where a workspace keeps its own templates, so the
/// repository shows what `create-feature --export-templates` gives a team.
public enum TemplateResources {
    /// The folder holding the template sets, when the tool's resource bundle is where SwiftPM put it,
    /// beside the executable.
    public static var folder: URL? {
        // SwiftPM's `Bundle.module` stops the process when the bundle cannot be found (a binary copied
        // without it): it is asked only once the bundle is known to be there, and a missing one is then the
        // located "templates not found" error with its fix.
        #if os(Linux)
        let bundleName = "tools_ToolsTemplates.resources"
        #else
        let bundleName = "tools_ToolsTemplates.bundle"
        #endif
        let beside = Bundle.main.bundleURL.appendingPathComponent(bundleName)
        guard FileManager.default.fileExists(atPath: beside.path) else { return nil }
        return Bundle.module.url(forResource: "Feature", withExtension: nil)?.deletingLastPathComponent()
    }
}
