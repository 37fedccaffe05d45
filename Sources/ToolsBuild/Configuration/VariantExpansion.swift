// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Expands scheme patterns over the variant dimensions they mention: `{brand}OneApp{region}` with three
/// brands and two regions gives six names; `{brand}WatchApp` gives three.
public enum VariantExpansion {
    public struct Expanded: Sendable, Hashable {
        public var name: String
        /// The variant values that made the name, e.g. `brand=Lexus`, `region=AU`.
        public var labels: [String: String]
    }

    /// The names in order: patterns in file order, then variants in file order, values in file order.
    public static func expand(_ pattern: String, variants: [BuildSettings.Variant]) -> [Expanded] {
        let used = Set(placeholders(in: pattern))
        var results = [Expanded(name: pattern, labels: [:])]
        for variant in variants where used.contains(variant.name) {
            results = results.flatMap { partial in
                variant.values.map { value in
                    var labels = partial.labels
                    labels[variant.name] = value.label
                    return Expanded(
                        name: partial.name.replacingOccurrences(of: "{\(variant.name)}", with: value.text),
                        labels: labels
                    )
                }
            }
        }
        return results
    }

    /// The `{name}` placeholders of a pattern, in order.
    public static func placeholders(in pattern: String) -> [String] {
        var names: [String] = []
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
