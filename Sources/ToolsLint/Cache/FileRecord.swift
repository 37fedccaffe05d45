// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Everything linting one file's content produces, cached by content and configuration: violations
/// before suppression, the suppression commands, and the facts collecting rules (`CollectingRule`) judge
/// across files. Suppression and collecting rules are applied after loading, so a change elsewhere in
/// the module never needs this file to be parsed again.
struct FileRecord: Sendable {
    var violations: [Violation] = []
    var commands: [SuppressionCommand] = []
    /// Each collecting rule's facts of the file, encoded by the rule, by rule identifier.
    var collected: [String: [String]] = [:]
    /// Why the file was not linted (binary, not UTF-8, over an input limit), and where.
    var skipped: SwiftSourceLimits.Problem?
    /// The file was parsed and has syntax errors: tree-based rules saw what the parser recovered.
    var hasSyntaxErrors = false
}
