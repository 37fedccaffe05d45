// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What a run created.
public struct ScaffoldOutcome: Sendable {
    public var packageDirectory: URL
    /// Every file written, absolute.
    public var files: [URL]
    public var projectUpdated: Bool
    /// The new sub-features' source folders, for the mock generator.
    public var subFeatureDirectories: [URL]
}
