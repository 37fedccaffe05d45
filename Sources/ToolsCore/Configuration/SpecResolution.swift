// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The steps XcodeGen applies to the merged spec before reading targets and schemes: multi-platform
/// targets split per platform, `targetTemplates` and `schemeTemplates` applied (with `${target_name}`,
/// `${scheme_name}` and `templateAttributes`), then multi-platform targets split again (a template may
/// have made a target multi-platform). A template name that names no template is skipped, as XcodeGen
/// skips it, and recorded: the target or scheme then usually lacks what XcodeGen requires.
struct SpecResolution {
    /// A `templates:` entry that names no template.
    struct MissingTemplate: Hashable {
        var name: String
        /// Where the name is written: in the target or scheme, or in a template it uses.
        var location: FileLocation
        var keyPath: String
        /// The nearest template name, for a did-you-mean.
        var suggestion: String?

        /// `template 'X' does not exist (did you mean 'Y'?)`.
        var description: String {
            "template '\(name)' does not exist" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        }
    }

    private(set) var document: ConfigValue
    /// By item key path (`targets.App`, `schemes.Beta`).
    private(set) var missingTemplates: [String: [MissingTemplate]] = [:]

    init(_ merged: ConfigValue) {
        document = Self.splitMultiPlatformTargets(merged)
        applyTemplates(group: "targets", templates: "targetTemplates", name: "target_name")
        applyTemplates(group: "schemes", templates: "schemeTemplates", name: "scheme_name")
        document = Self.splitMultiPlatformTargets(document)
    }

    // MARK: Templates

    private mutating func applyTemplates(group: String, templates: String, name variable: String) {
        guard let items = document[group], items.isMapping else { return }
        let library = document[templates] ?? ConfigValue.emptyMapping()
        var resolved: [ConfigEntry] = []
        for entry in items.entries {
            var item = entry.value
            var missing: [MissingTemplate] = []
            let names = Self.templateNames(
                of: item, at: "\(group).\(entry.key)", library: library, libraryKey: templates, missing: &missing)
            if !missing.isEmpty { missingTemplates["\(group).\(entry.key)", default: []] += missing }
            if !names.isEmpty, item.isMapping {
                var base = ConfigValue.emptyMapping()
                for name in names {
                    if let template = library[name] { base = template.merged(onto: base) }
                }
                item = item.merged(onto: base)
                item = item.mapStrings { SpecVariables.expand($0, variables: [variable: entry.key]) }
                if let attributes = item["templateAttributes"], attributes.isMapping {
                    var values: [String: String] = [:]
                    for attribute in attributes.entries {
                        if let text = attribute.value.scalar { values[attribute.key] = text }
                    }
                    item = item.mapStrings { SpecVariables.expand($0, variables: values) }
                }
            }
            resolved.append(ConfigEntry(key: entry.key, keyLocation: entry.keyLocation, value: item))
        }
        document.set(group, ConfigValue(.mapping(resolved), at: items.location))
    }

    /// The templates of `item`, nested ones first, each once, in XcodeGen's order; names that name no
    /// template go to `missing`.
    private static func templateNames(
        of item: ConfigValue, at itemPath: String, library: ConfigValue, libraryKey: String,
        missing: inout [MissingTemplate]
    ) -> [String] {
        var names: [String] = []
        var index = 0
        func collect(_ node: ConfigValue, at path: String) {
            guard let list = node["templates"] else { return }
            let written = list.isSequence
                ? list.elements.enumerated().map { ($1, "\(path).templates[\($0)]") }
                : [(list, "\(path).templates")]
            for (element, keyPath) in written {
                guard let name = element.scalar, !names.contains(name) else { continue }
                guard let template = library[name] else {
                    missing.append(
                        MissingTemplate(
                            name: name, location: element.location, keyPath: keyPath,
                            suggestion: KeySuggestion.closest(to: name, in: library.keys)))
                    continue
                }
                names.insert(name, at: index)
                collect(template, at: "\(libraryKey).\(name)")
                index += 1
            }
        }
        collect(item, at: itemPath)
        return names
    }

    // MARK: Multi-platform targets

    /// A target whose `platform` is a list becomes one target per platform, named `<prefix><name><suffix>`
    /// (suffix `_<platform>` unless `platformSuffix` says otherwise), with `${platform}` replaced.
    static func splitMultiPlatformTargets(_ document: ConfigValue) -> ConfigValue {
        guard let targets = document["targets"], targets.isMapping else { return document }
        var split: [ConfigEntry] = []
        for entry in targets.entries {
            guard let platforms = entry.value["platform"], platforms.isSequence else {
                split.append(entry)
                continue
            }
            for platformNode in platforms.elements {
                guard let platform = platformNode.scalar else { continue }
                var target = entry.value.mapStrings { SpecVariables.expand($0, variables: ["platform": platform]) }
                target.set("platform", ConfigValue(.scalar(platform, isPlain: true), at: platformNode.location))
                target.set("isMultiPlatformTarget", ConfigValue(.scalar("true", isPlain: true), at: entry.keyLocation))
                let suffix = target["platformSuffix"]?.scalar ?? "_\(platform)"
                let prefix = target["platformPrefix"]?.scalar ?? ""
                if target["productName"] == nil { target.set("productName", .string(entry.key, at: entry.keyLocation)) }
                if let deployment = entry.value["deploymentTarget"], deployment.isMapping {
                    if let value = deployment[platform] { target.set("deploymentTarget", value) } else {
                        target.remove("deploymentTarget")
                    }
                }
                let name = prefix + entry.key + suffix
                split.append(ConfigEntry(key: name, keyLocation: entry.keyLocation, value: target))
            }
        }
        var result = document
        result.set("targets", ConfigValue(.mapping(split), at: targets.location))
        return result
    }
}
