// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// XcodeGen's one check of build settings: under a settings mapping with `base`, `groups` or `configs`,
/// every value of `configs` must itself be a mapping of settings. Each such value is one problem.
enum SpecSettings {
    static func validate(_ document: ConfigValue, into problems: inout ConfigurationProblems) {
        if let settings = document["settings"] { check(settings, keyPath: "settings", into: &problems) }
        for group in document["settingGroups"]?.entries ?? [] {
            check(group.value, keyPath: "settingGroups.\(group.key)", into: &problems)
        }
        for key in ["targets", "aggregateTargets"] {
            for target in document[key]?.entries ?? [] {
                if let settings = target.value["settings"] {
                    check(settings, keyPath: "\(key).\(target.key).settings", into: &problems)
                }
            }
        }
    }

    private static func check(_ settings: ConfigValue, keyPath: String, into problems: inout ConfigurationProblems) {
        guard settings.isMapping, ["base", "groups", "configs"].contains(where: { settings[$0] != nil }),
            let configs = settings["configs"], configs.isMapping
        else { return }
        for entry in configs.entries {
            let path = "\(keyPath).configs.\(entry.key)"
            guard entry.value.isMapping else {
                problems.record(
                    entry.value.error(
                        "expected a mapping of build settings for configuration '\(entry.key)'", keyPath: path,
                        hint: "write '\(entry.key):' followed by indented SETTING: value lines, as XcodeGen requires"))
                continue
            }
            check(entry.value, keyPath: path, into: &problems)
        }
    }
}
