// Copyright © 2026 Tools Authors. All rights reserved.

/// Why a protocol cannot be mocked.
struct ResolutionError: Error, Sendable {
    var line: Int
    var column: Int
    var message: String
    /// Past an input limit (an inheritance chain deeper than `ProtocolResolver.maximumDepth`): the mock is
    /// left out with a warning, as a file beyond the input limits is, rather than failing the run.
    var isLimit = false
}
