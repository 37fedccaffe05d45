// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The `.swift-format` `tools init` offers: swift-format's settings that agree with the team's `.swiftlint.yml`
/// (its line length, its indentation width, whether multi-line collections end with a comma), so that what
/// `tools format` writes lints clean and the two tools never fight. Code inside `#if` is not indented, as the
/// scaffolder's templates and generated mocks write it: a new feature package is formatted already.
enum FormatPreset {
    /// The settings read from `lintConfiguration` (the `.swiftlint.yml` in place, else the preset `tools init`
    /// writes); for what it does not set, those `measured` from the code (`tools format` must not re-indent
    /// the team's files), else SwiftLint's defaults; in the `swift-format.json` preset.
    static func text(
        agreeingWith lintConfiguration: String, measured: SwiftStyle? = nil, presets: InitPresets
    ) throws(CommandError) -> String {
        let lint = try? YAMLLoader.parse(lintConfiguration, file: ".swiftlint.yml")
        let lineLength = lineLength(in: lint?["line_length"]) ?? measured?.lineLength ?? 120
        let indentation = (try? lint?["indentation_width"]?["indentation_width"]?.int())
            ?? measured?.indentation ?? 4
        let trailingCommas = (try? lint?["trailing_comma"]?["mandatory_comma"]?.bool()) ?? false
        return try presets.text(InitPresets.formatConfiguration, filling: [
            "lineLength": String(lineLength),
            "indentation": String(indentation),
            "trailingCommas": String(trailingCommas),
        ])
    }

    /// `line_length: 100` or `line_length: {warning: 100}`.
    private static func lineLength(in node: ConfigNode?) -> Int? {
        guard let node else { return nil }
        if let plain = try? node.int() { return plain }
        return try? node["warning"]?.int()
    }
}
