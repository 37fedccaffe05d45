// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One test case from SwiftPM's xUnit output.
public struct TestCaseResult: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Hashable, Codable { case passed, failed, skipped }

    public var className: String
    public var name: String
    public var seconds: Double
    public var status: Status
    public var message: String?
}
