// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Everything linting one file's content produces, cached by content and configuration: violations
/// before suppression, the suppression commands, and the facts the module-level layering check uses.
/// Suppression and layering are applied after loading, so a change elsewhere in the module never
/// needs this file to be parsed again.
struct FileRecord: Sendable {
    var violations: [Violation] = []
    var commands: [SuppressionCommand] = []
    var layering: LayeringFacts?
    /// Why the file was not linted (binary, not UTF-8, over an input limit), and where.
    var skipped: SwiftSourceLimits.Problem?
    /// The file was parsed and has syntax errors: tree-based rules saw what the parser recovered.
    var hasSyntaxErrors = false
}
