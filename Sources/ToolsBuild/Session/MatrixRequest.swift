// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// What a `tools build`, `tools test` or `tools ci …` invocation asks for.
public struct MatrixRequest: Sendable {
    public var action: BuildAction
    public var selection: JobSelection
    /// `--affected`, with `base` (default: `build.base`, else `origin/main`, else `main`).
    public var affected: Bool
    public var base: String?
    public var shard: Sharding?
    /// A JSON file of typical durations (job id → seconds, as `tools history --durations` prints) used for
    /// sharding instead of this machine's history, so CI runners with different caches agree on shards.
    public var durationsFile: URL?
    public var junit: URL?
    public var options: RunOptions
    /// Whether results go into the store's history.
    public var record: Bool
    /// `--configuration`, `--destination`, `--sdk`.
    public var overrides = PlanOverrides()

    public init(
        action: BuildAction, selection: JobSelection = JobSelection(), affected: Bool = false, base: String? = nil,
        shard: Sharding? = nil, durationsFile: URL? = nil, junit: URL? = nil, options: RunOptions = RunOptions(),
        record: Bool = true
    ) {
        self.durationsFile = durationsFile
        self.action = action
        self.selection = selection
        self.affected = affected
        self.base = base
        self.shard = shard
        self.junit = junit
        self.options = options
        self.record = record
    }
}
