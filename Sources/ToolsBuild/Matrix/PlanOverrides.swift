// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// `--configuration`, `--destination` and `--sdk` of `tools build` and `tools test`.
public struct PlanOverrides: Sendable, Hashable {
    public var configuration: String?
    /// Each destination makes its own job, as `tools.build.destinations` does.
    public var destinations: [String]
    public var sdk: String?

    public init(configuration: String? = nil, destinations: [String] = [], sdk: String? = nil) {
        self.configuration = configuration
        self.destinations = destinations
        self.sdk = sdk
    }
}
