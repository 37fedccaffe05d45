// Copyright © 2026 Tools Authors. All rights reserved.

/// Why a protocol cannot be mocked.
struct ResolutionError: Error, Sendable {
    var line: Int
    var column: Int
    var message: String
}
