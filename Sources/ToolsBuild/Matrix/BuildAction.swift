// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What a run of the matrix does: `tools build` builds, `tools test` tests.
public enum BuildAction: String, Sendable, Hashable, Codable, CaseIterable {
    case build, test
}
