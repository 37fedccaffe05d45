// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What a scheme job asks xcodebuild for, and why.
public struct XcodeInvocation: Sendable, Hashable {
    public var scheme: String
    public var configuration: String
    public var destination: String
    /// `-testPlan`, for a test plan that is not the scheme's default.
    public var testPlan: String?
    /// The targets the scheme builds and tests, as XcodeGen writes them into the scheme.
    public var buildTargets: [String] = []
    public var testTargets: [String] = []
    /// `file:line` of the scheme in the spec (or of the target's `scheme:` block); nil when the scheme comes
    /// from `tools.build.schemes` only.
    public var source: String?
}
