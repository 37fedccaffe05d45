// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

public struct RunOptions: Sendable {
    /// How many jobs run at once.
    public var parallelism: Int
    /// Stop starting jobs (and stop the running ones) at the first failure.
    public var failFast: Bool
    /// A job whose tool is missing fails instead of being skipped.
    public var requireAll: Bool
    /// Variables set for every job (and used to find its executable), on top of the inherited ones.
    public var environment: [String: String]

    public init(
        parallelism: Int = ProcessInfo.processInfo.activeProcessorCount, failFast: Bool = false,
        requireAll: Bool = false, environment: [String: String] = [:]
    ) {
        self.parallelism = max(1, parallelism)
        self.failFast = failFast
        self.requireAll = requireAll
        self.environment = environment
    }
}
