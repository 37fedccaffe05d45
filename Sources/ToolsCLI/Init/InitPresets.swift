// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsScaffold
import ToolsTemplates

/// The files `tools init` offers, as the tool ships them: `Templates/Init/` of this repository (the
/// ToolsTemplates target's resources), found where the feature templates are found
/// (`TemplateSet.bundledTemplatesFolder`: beside the binary, beside a link's target, in `../share/tools`).
/// A preset's `{{ key }}` placeholders are filled with the values given by key; nothing else in it changes.
struct InitPresets {
    /// The project spec, with `{{ name }}`, `{{ featuresPath }}` and `{{ deploymentTargets }}` (indented
    /// `iOS: "17.0"` lines).
    static let projectSpec = "project.yml"
    static let lintConfiguration = "swiftlint.yml"
    /// swift-format's settings, with `{{ lineLength }}`, `{{ indentation }}` and `{{ trailingCommas }}`.
    static let formatConfiguration = "swift-format.json"

    let folder: URL

    /// The presets of the tool's resource bundle.
    static func bundled() throws(CommandError) -> InitPresets {
        guard let templates = TemplateSet.bundledTemplatesFolder else {
            throw .presetsNotFound(path: TemplateResources.bundleName)
        }
        return InitPresets(folder: templates.appendingPathComponent(TemplateResources.initPresets))
    }

    /// The preset `file` with each `{{ key }}` replaced by its value.
    func text(_ file: String, filling values: [String: String] = [:]) throws(CommandError) -> String {
        let url = folder.appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .presetsNotFound(path: url.path)
        }
        var text = String(decoding: data, as: UTF8.self)
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            text = text.replacingOccurrences(of: "{{ \(key) }}", with: value)
        }
        return text
    }
}
