// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// How much a configuration file may hold. Aliases make a small file a large document (a 1 KB "billion
/// laughs" asks for 10⁹ values), so the document is measured with its aliases expanded; past a limit the
/// file is one located error instead of a run out of memory or stack.
public struct YAMLLimits: Sendable, Hashable {
    /// The size of the file, in bytes.
    public var bytes: Int
    /// Values of the document (scalars, mappings, lists), aliases expanded.
    public var values: Int
    /// How deep values nest, aliases expanded.
    public var depth: Int

    public init(bytes: Int, values: Int, depth: Int) {
        self.bytes = bytes
        self.values = values
        self.depth = depth
    }

    /// Far above any real `project.yml` or `.swiftlint.yml` (thousands of values, a dozen levels).
    public static let standard = YAMLLimits(bytes: 2 << 20, values: 1_000_000, depth: 128)
}
