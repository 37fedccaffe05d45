// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension StringLiteralExprSyntax {
    /// Whether the literal has no interpolation (every segment is plain text).
    var hasNoInterpolation: Bool {
        segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }
}
