// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

extension Linter {
    /// A linter made from async code: remote parent and child configurations are fetched without holding a
    /// thread of the cooperative pool while their servers are waited for.
    public static func make(
        rootDirectory: URL, configFile: URL? = nil, context: RuleContext = RuleContext(), store: Store?
    ) async throws -> Linter {
        let preloaded = await ConfigurationResolver.preload(
            rootDirectory: rootDirectory, configFile: configFile, store: store
        )
        return try Linter(
            rootDirectory: rootDirectory, configFile: configFile, context: context, store: store, preloaded: preloaded
        )
    }
}
