// Copyright © 2026 Tools Authors. All rights reserved.

/// The shared core every capability builds on: workspace, configuration, git, store, processes,
/// diagnostics and console.
public enum ToolsCore {
    /// The tool's version, part of every cache key so that a new version never reads stale results.
    public static let version = "0.1.0"
}
