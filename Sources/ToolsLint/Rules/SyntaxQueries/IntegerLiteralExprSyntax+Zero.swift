// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

extension IntegerLiteralExprSyntax {
    /// Whether the literal's value is zero, in any base and with any separators (`0`, `00`, `0x0_0`), as
    /// SwiftLint reads a literal compared with a count.
    var hasZeroValue: Bool {
        var digits = Substring(literal.text.lowercased())
        for prefix in ["0x", "0o", "0b"] where digits.hasPrefix(prefix) {
            digits = digits.dropFirst(2)
        }
        let plain = digits.filter { $0 != "_" }
        return !plain.isEmpty && plain.allSatisfy { $0 == "0" }
    }
}
