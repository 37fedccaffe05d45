// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// The ordered jobs of a run and the notes met while planning them.
public struct BuildPlan: Sendable {
    public var action: BuildAction
    /// Dependencies before dependents.
    public var jobs: [Job]
    /// Things the plan dropped or could not resolve, for people (never silent).
    public var notes: [String]
    /// What planning had to work around and the user should fix (a shallow clone under `--affected`).
    public var warnings: [String]

    public init(action: BuildAction, jobs: [Job], notes: [String] = [], warnings: [String] = []) {
        self.action = action
        self.jobs = jobs
        self.notes = notes
        self.warnings = warnings
    }
}
