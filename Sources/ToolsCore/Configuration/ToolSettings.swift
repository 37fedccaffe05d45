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
        "mocks", "scaffold", "build", "lint", "hooks", "format",
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
        let holder = checkedHolder(text("copyrightHolder"), spec: spec, section: section, problems: &problems)
        let folder = spec.file.deletingLastPathComponent()
        // Read in the order of the keys above: the problems are listed in that order.
        let featuresPath = text("featuresPath")
        let template = text("headerTemplate").flatMap { template in
            checkedTemplate(template, node: section?["headerTemplate"], problems: &problems)
        }
        let settings = ToolSettings(
            featuresPath: featuresPath ?? packagesFolder(of: spec) ?? "localPackages",
            copyrightHolder: holder,
            headerTemplate: template
                ?? XcodeFileHeader.template(in: folder, projectName: spec.name) ?? HeaderTemplate.defaultTemplate,
            templatesPath: text("templatesPath") ?? "Templates",
            section: section
        )
        return (settings, section?.unknownKeyWarnings(known: knownKeys) ?? [])
    }

    /// The holder (`tools.copyrightHolder`, else `attributes.ORGANIZATIONNAME`) when it fits on one line: it is
    /// written into the one-line copyright comment, where a line break (a `|` block's last one) would start a
    /// line of code.
    private static func checkedHolder(
        _ configured: String?, spec: ProjectSpec, section: ConfigNode?, problems: inout ConfigurationProblems
    ) -> String? {
        guard let holder = configured ?? spec.organizationName else { return nil }
        guard holder.contains(where: \.isNewline) else { return holder }
        let node = configured != nil ? section?["copyrightHolder"]
            : spec.resolved?["attributes"]?["ORGANIZATIONNAME"].map {
                ConfigNode(value: $0, keyPath: "attributes.ORGANIZATIONNAME")
            }
        let message = "the copyright holder \(holder.debugDescription) has a line break"
        let hint = "write it on one line, as a plain or quoted value ('|' and '>' blocks end with a line break)"
        problems.record(node?.error(message, hint: hint)
            ?? .invalidValue(nil, keyPath: "copyrightHolder", problem: message, hint: hint))
        return nil
    }

    /// `tools.headerTemplate` when each of its lines is a comment (or it is one `/* … */` block): lint's
    /// `--fix` inserts it as it is, and a line that is not a comment (a trailing line break leaves an empty
    /// one) would be code.
    private static func checkedTemplate(
        _ template: String, node: ConfigNode?, problems: inout ConfigurationProblems
    ) -> String? {
        let lines = template.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).trimmingCharacters(in: .whitespaces) }
        if let macro = template.range(of: "___[A-Z_]+?___", options: .regularExpression) {
            let name = template[macro]
            problems.record(node?.error(
                "the header template has Xcode's placeholder \(name), which tools would write as it is",
                hint: "write {year} and {holder} (the only placeholders), or the text itself"
            ) ?? .invalidValue(nil, keyPath: "headerTemplate", problem: "Xcode placeholder \(name)", hint: nil))
            return nil
        }
        let block = template.hasPrefix("/*") && template.hasSuffix("*/")
        let carriageReturn = template.unicodeScalars.contains("\r")
        let bad = carriageReturn ? 0 : block ? nil : lines.firstIndex { !$0.hasPrefix("//") }
        guard let index = bad else { return template }
        let message = carriageReturn ? "the header template has a carriage return"
            : index == lines.count - 1 && lines[index].isEmpty ? "the header template ends with a line break"
            : "line \(index + 1) of the header template is not a '//' comment"
        let hint = "write every line as a '//' comment, e.g. \"// Copyright © {year} {holder}.\", with no final "
            + "line break ('|' blocks keep one: use '|-')"
        problems.record(node?.error(message, hint: hint)
            ?? .invalidValue(nil, keyPath: "headerTemplate", problem: message, hint: hint))
        return nil
    }

    /// Where the spec's local packages live (`Packages/` for `path: Packages/Components`): the folder most
    /// of them share, inside the spec's folder; nil when they sit at its top or outside it, or when the
    /// default `localPackages/` exists (a workspace that has it keeps its features there).
    static func packagesFolder(of spec: ProjectSpec) -> String? {
        let folder = spec.file.deletingLastPathComponent().standardizedFileURL
        guard !FileManager.default.fileExists(atPath: folder.appendingPathComponent("localPackages").path) else {
            return nil
        }
        let base = folder.path + "/"
        var counts: [String: Int] = [:]
        for package in spec.packages {
            guard let path = package.path?.standardizedFileURL.deletingLastPathComponent().path,
                  (path + "/").hasPrefix(base), path + "/" != base else { continue }
            counts[String(path.dropFirst(base.count)), default: 0] += 1
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
}
