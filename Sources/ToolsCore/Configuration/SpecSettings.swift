// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// XcodeGen's one check of build settings: under a settings mapping with `base`, `groups` or `configs`,
/// every value of `configs` must itself be a mapping of settings.
enum SpecSettings {
    static func validate(_ document: SpecNode) throws(ConfigurationError) {
        if let settings = document["settings"] { try check(settings, keyPath: "settings") }
        for group in document["settingGroups"]?.entries ?? [] {
            try check(group.value, keyPath: "settingGroups.\(group.key)")
        }
        for key in ["targets", "aggregateTargets"] {
            for target in document[key]?.entries ?? [] {
                if let settings = target.value["settings"] {
                    try check(settings, keyPath: "\(key).\(target.key).settings")
                }
            }
        }
    }

    private static func check(_ settings: SpecNode, keyPath: String) throws(ConfigurationError) {
        guard settings.isMapping, ["base", "groups", "configs"].contains(where: { settings[$0] != nil }),
            let configs = settings["configs"], configs.isMapping
        else { return }
        for entry in configs.entries {
            guard entry.value.isMapping else {
                throw entry.value.error(
                    "expected a mapping of build settings for configuration '\(entry.key)'",
                    keyPath: "\(keyPath).configs.\(entry.key)",
                    hint: "write '\(entry.key):' followed by indented SETTING: value lines, as XcodeGen requires")
            }
            try check(entry.value, keyPath: "\(keyPath).configs.\(entry.key)")
        }
    }
}
