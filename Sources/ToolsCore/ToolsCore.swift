// Copyright © 2026 Tools Authors. All rights reserved.

/// The shared core every capability builds on: workspace, configuration, git, store, processes,
/// diagnostics and console.
public enum ToolsCore {
    /// The tool's version (semantic versioning), part of every cache key so that a new version never reads
    /// stale results. Its one home: `Tools/release` reads it here, and CHANGELOG.md's top entry and the
    /// plugin package's pin (Plugins/Package.swift) must name it (ReleaseVersionTests).
    public static let version = "0.2.0"
}
