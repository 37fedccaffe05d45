// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension IntegerLiteralExprSyntax {
    /// Whether the literal's value is zero in any spelling: `0`, `0_0`, `0x0`, `0b00`, `0o0`.
    var isZeroLiteral: Bool {
        var digits = literal.text.lowercased().filter { $0 != "_" }
        for prefix in ["0x", "0o", "0b"] where digits.hasPrefix(prefix) {
            digits.removeFirst(prefix.count)
        }
        return !digits.isEmpty && digits.allSatisfy { $0 == "0" }
    }
}
