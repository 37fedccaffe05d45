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

    /// How many scheme names the patterns of `tools.build.schemes` may expand to together: a matrix is
    /// dozens of schemes, and a 400-byte `variants` section can ask for hundreds of millions.
    public static let limit = 10_000

    /// `total` plus the names `pattern` expands to, counted without expanding them; `Int.max` past it.
    static func count(of pattern: String, variantSizes: [String: Int], after total: Int) -> Int {
        var product = 1
        for name in Set(placeholders(in: pattern)) {
            let (next, overflow) = product.multipliedReportingOverflow(by: variantSizes[name] ?? 1)
            guard !overflow else { return Int.max }
            product = next
        }
        let (sum, overflow) = total.addingReportingOverflow(product)
        return overflow ? Int.max : sum
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
