// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// One finding swift-format printed about a file: `path:line:col: warning: [Rule] message`.
struct RawFinding: Sendable, Hashable {
    enum Kind: String, Sendable {
        case warning, error, note
    }

    var line: Int
    var column: Int
    var kind: Kind
    /// The rule (`Spacing`, `OrderedImports`); nil for the parser's errors and for notes.
    var category: String?
    var message: String
}
