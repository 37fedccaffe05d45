// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The steps XcodeGen applies to the merged spec before reading targets and schemes: multi-platform
/// targets split per platform, `targetTemplates` and `schemeTemplates` applied (with `${target_name}`,
/// `${scheme_name}` and `templateAttributes`), then multi-platform targets split again (a template may
/// have made a target multi-platform).
enum SpecResolution {
    static func resolve(_ document: SpecNode) -> SpecNode {
        var document = splitMultiPlatformTargets(document)
        document = applyTemplates(document, group: "targets", templates: "targetTemplates", name: "target_name")
        document = applyTemplates(document, group: "schemes", templates: "schemeTemplates", name: "scheme_name")
        return splitMultiPlatformTargets(document)
    }

    // MARK: Templates

    private static func applyTemplates(
        _ document: SpecNode, group: String, templates: String, name variable: String
    ) -> SpecNode {
        guard let items = document[group], items.isMapping else { return document }
        let library = document[templates] ?? SpecNode.emptyMapping
        var resolved: [SpecEntry] = []
        for entry in items.entries {
            var item = entry.value
            let names = templateNames(of: item, library: library)
            if !names.isEmpty, item.isMapping {
                var base = SpecNode.emptyMapping
                for name in names {
                    if let template = library[name] { base = template.merged(onto: base) }
                }
                item = item.merged(onto: base)
                item = item.mapStrings { SpecReader.expand($0, variables: [variable: entry.key]) }
                if let attributes = item["templateAttributes"], attributes.isMapping {
                    var values: [String: String] = [:]
                    for attribute in attributes.entries {
                        if let text = attribute.value.scalar { values[attribute.key] = text }
                    }
                    item = item.mapStrings { SpecReader.expand($0, variables: values) }
                }
            }
            resolved.append(SpecEntry(key: entry.key, keyLocation: entry.keyLocation, value: item))
        }
        var result = document
        result.set(group, SpecNode(.mapping(resolved), at: items.location))
        return result
    }

    /// The templates of `item`, nested ones first, each once, in XcodeGen's order.
    private static func templateNames(of item: SpecNode, library: SpecNode) -> [String] {
        var names: [String] = []
        var index = 0
        func collect(_ node: SpecNode) {
            guard let list = node["templates"] else { return }
            let templateNames = list.isSequence ? list.elements.compactMap(\.scalar) : [list.scalar].compactMap { $0 }
            for name in templateNames where !names.contains(name) {
                guard let template = library[name] else { continue }
                names.insert(name, at: index)
                collect(template)
                index += 1
            }
        }
        collect(item)
        return names
    }

    // MARK: Multi-platform targets

    /// A target whose `platform` is a list becomes one target per platform, named `<prefix><name><suffix>`
    /// (suffix `_<platform>` unless `platformSuffix` says otherwise), with `${platform}` replaced.
    static func splitMultiPlatformTargets(_ document: SpecNode) -> SpecNode {
        guard let targets = document["targets"], targets.isMapping else { return document }
        var split: [SpecEntry] = []
        for entry in targets.entries {
            guard let platforms = entry.value["platform"], platforms.isSequence else {
                split.append(entry)
                continue
            }
            for platformNode in platforms.elements {
                guard let platform = platformNode.scalar else { continue }
                var target = entry.value.mapStrings { SpecReader.expand($0, variables: ["platform": platform]) }
                target.set("platform", SpecNode(.scalar(platform, isPlain: true), at: platformNode.location))
                target.set("isMultiPlatformTarget", SpecNode(.scalar("true", isPlain: true), at: entry.keyLocation))
                let suffix = target["platformSuffix"]?.scalar ?? "_\(platform)"
                let prefix = target["platformPrefix"]?.scalar ?? ""
                if target["productName"] == nil { target.set("productName", .string(entry.key, at: entry.keyLocation)) }
                if let deployment = entry.value["deploymentTarget"], deployment.isMapping {
                    if let value = deployment[platform] { target.set("deploymentTarget", value) } else {
                        target.remove("deploymentTarget")
                    }
                }
                split.append(SpecEntry(key: prefix + entry.key + suffix, keyLocation: entry.keyLocation, value: target))
            }
        }
        var result = document
        result.set("targets", SpecNode(.mapping(split), at: targets.location))
        return result
    }
}
