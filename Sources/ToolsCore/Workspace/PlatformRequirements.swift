// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Deployment targets as packages declare them, and the swift-tools-version that can spell them: a manifest
/// saying `.iOS(.v18)` under `swift-tools-version: 5.9` does not compile (PackageDescription 5.9 has no
/// `.v18`), so what the tool writes for a new package follows the versions it declares.
public enum PlatformRequirements {
    /// The first tools version whose PackageDescription has `.vN` of a platform, by platform and major version.
    static let introduced: [String: [(major: Int, tools: String)]] = [
        "iOS": [(13, "5.1"), (14, "5.3"), (15, "5.5"), (16, "5.7"), (17, "5.9"), (18, "6.0"), (26, "6.2")],
        "tvOS": [(13, "5.1"), (14, "5.3"), (15, "5.5"), (16, "5.7"), (17, "5.9"), (18, "6.0"), (26, "6.2")],
        "macCatalyst": [(13, "5.5"), (15, "5.5"), (16, "5.7"), (17, "5.9"), (18, "6.0"), (26, "6.2")],
        "macOS": [(10, "5.0"), (11, "5.3"), (12, "5.5"), (13, "5.7"), (14, "5.9"), (15, "6.0"), (26, "6.2")],
        "watchOS": [(6, "5.1"), (7, "5.3"), (8, "5.5"), (9, "5.7"), (10, "5.9"), (11, "6.0"), (26, "6.2")],
        "visionOS": [(1, "5.9"), (2, "6.0"), (26, "6.2")],
        "driverKit": [(19, "5.5"), (22, "5.7"), (23, "5.9"), (24, "6.0"), (25, "6.2")],
    ]

    /// The oldest tools version whose manifest can declare `platform` at `version` as `.vN` (whole versions;
    /// a version with a minor part is written as a string, which any tools version takes); a version newer
    /// than this table knows needs the newest tools version it knows.
    public static func toolsVersion(for platform: String, version: String) -> String? {
        guard version.allSatisfy(\.isNumber), let major = Int(version), let table = introduced[platform] else {
            return platform == "visionOS" ? "5.9" : nil
        }
        if let known = table.first(where: { $0.major >= major }) {
            return known.major == major ? known.tools : table.last { $0.major < major }?.tools ?? known.tools
        }
        return table.last?.tools
    }

    /// The greater of two dotted versions (`6.2` over `5.10`, `18` over `17.4`).
    public static func max(_ first: String, _ second: String) -> String {
        compare(first, second) < 0 ? second : first
    }

    /// Negative when `first` is older than `second`, zero when equal, positive otherwise.
    public static func compare(_ first: String, _ second: String) -> Int {
        let left = first.split(separator: ".").map { Int($0) ?? 0 }
        let right = second.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<Swift.max(left.count, right.count) {
            let (one, other) = (index < left.count ? left[index] : 0, index < right.count ? right[index] : 0)
            if one != other { return one < other ? -1 : 1 }
        }
        return 0
    }

    /// Every platform the manifests declare, each at the newest version any of them declares (a package
    /// depending on its siblings cannot target less than they do), in PackageDescription's usual order.
    public static func platforms(of manifests: [PackageManifest]) -> [(name: String, version: String)] {
        var versions: [String: String] = [:]
        for manifest in manifests {
            for (name, version) in manifest.platformVersions {
                versions[name] = versions[name].map { max($0, version) } ?? version
            }
        }
        let order = ["iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS", "driverKit"]
        func rank(_ name: String) -> (Int, String) { (order.firstIndex(of: name) ?? order.count, name) }
        return versions.sorted { rank($0.key) < rank($1.key) }.map { ($0.key, $0.value) }
    }

    /// The newest `swift-tools-version` the manifests declare (`6.2`), nil when none declares one.
    public static func toolsVersion(of manifests: [PackageManifest]) -> String? {
        manifests.compactMap { $0.toolsVersion.flatMap(Self.plainVersion) }.reduce(nil) { found, version in
            found.map { max($0, version) } ?? version
        }
    }

    /// `6.2` of `6.2` or `6.2;(experimentalFeatures)`: the version part of a tools-version line.
    static func plainVersion(_ text: String) -> String? {
        let version = String(text.prefix { $0.isNumber || $0 == "." })
        return version.range(of: #"^[0-9]+\.[0-9]+(\.[0-9]+)?$"#, options: .regularExpression) == nil ? nil : version
    }
}
