// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// The files a production-code rule (`force_unwrapping`, `force_try`) applies to: every file except
/// tests and mocks by default, configurable with the rule's `excluded` key (globs relative to the lint
/// root; `excluded: []` checks tests too).
public struct ProductionCodeScope: Sendable, Hashable {
    public static let defaultExcluded = ["**/Tests/**", "**/*Tests.swift", "**/Mocks/**", "**/*Mock.swift"]

    public var excluded: [PathGlob]

    public init(options: ConfigNode?) throws(ConfigurationError) {
        if let node = options?["excluded"] {
            excluded = try node.strings().map(PathGlob.init)
        } else {
            excluded = Self.defaultExcluded.map(PathGlob.init)
        }
    }

    public func applies(to file: LintFile) -> Bool {
        !excluded.contains { $0.matches(file.relativePath) }
    }
}
