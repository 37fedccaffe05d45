// Copyright © 2026 Tools Authors. All rights reserved.

/// Words that need backticks to be used as identifiers in generated code.
enum SwiftKeywords {
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "Any",
        "Self", "await",
    ]

    /// `name` usable as an identifier: keywords get backticks.
    static func identifier(_ name: String) -> String {
        let plain = name.replacingOccurrences(of: "`", with: "")
        return reserved.contains(plain) ? "`\(plain)`" : plain
    }
}
