// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A scheme as XcodeGen generates it into `xcshareddata/xcschemes`: from `schemes:` or from a target's
/// `scheme:` block (one per config variant), with the configuration of each action.
public struct XcodeScheme: Sendable, Hashable {
    public var name: String
    public var buildTargets: [String]
    public var testTargets: [String]
    public var testPlans: [ProjectSpec.TestPlan]
    /// The launch (run) action's configuration: what `tools build` builds.
    public var runConfiguration: String
    /// What `tools test` tests.
    public var testConfiguration: String
    public var profileConfiguration: String
    public var analyzeConfiguration: String
    public var archiveConfiguration: String
    /// The target whose platform decides the destinations: the run target, else the first build target.
    public var mainTarget: String?
    /// Where the scheme (or the target's `scheme:` block) is written.
    public var location: FileLocation?

    /// Whether Xcode's test action has anything to run: test targets or test plans.
    public var hasTests: Bool { !testTargets.isEmpty || !testPlans.isEmpty }
}
