// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The settings shared by every capability, from the `tools:` section of `project.yml`.
/// Each capability reads its own sub-section (`mocks:`, `scaffold:`, `build:`) from `section`.
public struct ToolSettings: Sendable {
    /// Folder of the feature packages, relative to the root.
    public var featuresPath: String
    /// The copyright holder: `tools.copyrightHolder`, else `attributes.ORGANIZATIONNAME`.
    public var copyrightHolder: String?
    public var header: HeaderTemplate
    /// Folder of the scaffolding templates, relative to the root.
    public var templatesPath: String
    public var section: ConfigNode?

    static let knownKeys: Set<String> = [
        "featuresPath", "copyrightHolder", "headerTemplate", "templatesPath",
        "mocks", "scaffold", "build", "lint", "hooks",
    ]

    public init(
        featuresPath: String = "localPackages", copyrightHolder: String? = nil,
        headerTemplate: String = HeaderTemplate.defaultTemplate, templatesPath: String = "Templates",
        section: ConfigNode? = nil
    ) {
        self.featuresPath = featuresPath
        self.copyrightHolder = copyrightHolder
        header = HeaderTemplate(template: headerTemplate, holder: copyrightHolder ?? "")
        self.templatesPath = templatesPath
        self.section = section
    }

    /// Reads the settings of `spec`; defaults when there is no spec or no `tools:` section. Every problem
    /// of the section is reported at once (one located line each), as XcodeGen's validation does.
    public static func from(_ spec: ProjectSpec?) throws(ConfigurationError) -> (ToolSettings, [Diagnostic]) {
        var problems = ConfigurationProblems()
        let result = read(spec, problems: &problems)
        try problems.finish()
        return result
    }

    /// The settings of `spec` (defaults where a key has a problem) and its warnings; its problems go to
    /// `problems`.
    public static func read(
        _ spec: ProjectSpec?, problems: inout ConfigurationProblems
    ) -> (ToolSettings, [Diagnostic]) {
        guard let spec else { return (ToolSettings(), []) }
        var section = spec.toolsSection
        if let node = section, !node.isNull, !node.isMapping {
            problems.record(node.wrongType("a mapping of keys to values"))
            section = nil
        }
        func text(_ key: String) -> String? {
            problems.collect { () throws(ConfigurationError) in try section?[key]?.string() } ?? nil
        }
        let holder = text("copyrightHolder") ?? spec.organizationName
        let settings = ToolSettings(
            featuresPath: text("featuresPath") ?? "localPackages",
            copyrightHolder: holder,
            headerTemplate: text("headerTemplate") ?? HeaderTemplate.defaultTemplate,
            templatesPath: text("templatesPath") ?? "Templates",
            section: section
        )
        return (settings, section?.unknownKeyWarnings(known: knownKeys) ?? [])
    }
}
