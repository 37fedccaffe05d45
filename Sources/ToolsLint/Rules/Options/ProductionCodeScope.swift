// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// The files a production-code rule (`force_unwrapping`, `force_try`) applies to: every file, as in
/// SwiftLint, except those the rule's `excluded` key names (globs relative to the lint root), the
/// explicit form of a team's "tests and mocks may" convention (`teamExcluded`).
public struct ProductionCodeScope: Sendable, Hashable {
    /// What the `tools init` preset and this repository exempt: tests and mocks.
    public static let teamExcluded = ["**/Tests/**", "**/*Tests.swift", "**/Mocks/**", "**/*Mock.swift"]

    public var excluded: [PathGlob]

    /// - Parameter excluded: nothing for SwiftLint's rules; a tools-only rule about production code
    ///   (`preview_required`) documents `teamExcluded` as its default.
    public init(excluding excluded: [String] = []) {
        self.excluded = excluded.map(PathGlob.init)
    }

    public func applies(to file: LintFile) -> Bool {
        !excluded.contains { $0.matches(file.relativePath) }
    }
}

extension ProductionCodeScope: OptionValue {
    public static func read(_ node: ConfigNode, current: ProductionCodeScope) throws(ConfigurationError)
        -> ProductionCodeScope {
        ProductionCodeScope(excluding: try node.strings())
    }

    public var yaml: OptionYAML { .list(excluded.map { .string($0.pattern) }) }
}
