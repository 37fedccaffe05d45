// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// Which layer may use which: the default is the feature package convention (Domain depends on
/// nothing, Application on Domain, DataAccess on Domain, Presentation on Application and Domain,
/// Mocks on everything); files outside a layer folder (and tests) are not checked.
public struct LayerMap: Sendable, Hashable {
    public static let everything = "*"

    /// Layer → the layers it may use (besides itself).
    public var allowed: [String: Set<String>]
    /// Module → the layer it belongs to, for `import` checks.
    public var modules: [String: String]
    /// Modules whose name ends with this are feature packages.
    public var featureSuffix: String
    /// Whether a feature package may import another feature package.
    public var allowsFeatureDependencies: Bool

    public static let standard = LayerMap(
        allowed: [
            "Domain": [],
            "Application": ["Domain"],
            "DataAccess": ["Domain"],
            "Presentation": ["Application", "Domain"],
            "Mocks": [everything],
        ],
        modules: [:], featureSuffix: "Feature", allowsFeatureDependencies: false
    )

    public init(allowed: [String: Set<String>], modules: [String: String], featureSuffix: String,
                allowsFeatureDependencies: Bool) {
        self.allowed = allowed
        self.modules = modules
        self.featureSuffix = featureSuffix
        self.allowsFeatureDependencies = allowsFeatureDependencies
    }

    public func may(_ layer: String, use other: String) -> Bool {
        guard layer != other, let permitted = allowed[layer] else { return true }
        return permitted.contains(other) || permitted.contains(Self.everything)
    }

    /// The layer and module of a file from its path: the last folder named like a layer, and the
    /// folder after `Sources/`. Files under a `Tests` folder have no layer: tests may use everything.
    /// `moduleKey` is the path of the module's folder (unique even when two packages reuse a name).
    public func place(of relativePath: String) -> (layer: String?, moduleKey: String, module: String) {
        let folders = relativePath.split(separator: "/").dropLast().map(String.init)
        var module = ""
        var moduleKey = ""
        if let sources = folders.lastIndex(of: "Sources"), sources + 1 < folders.count {
            module = folders[sources + 1]
            moduleKey = folders[...(sources + 1)].joined(separator: "/")
        }
        if folders.contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") }) { return (nil, moduleKey, module) }
        let layer = folders.last { allowed[$0] != nil }
        return (layer, moduleKey, module)
    }
}
