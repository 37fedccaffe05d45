// Copyright © 2026 Tools Authors. All rights reserved.

/// Swift's reserved words, for everything that turns user text into identifiers: feature names the
/// scaffolder validates, parameter and member names the mock generator writes.
public enum SwiftKeywords {
    /// Keywords and the contextual words that need backticks where an identifier is expected.
    public static let reserved: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "_",
    ]

    /// `name` usable as an identifier: a keyword gets backticks.
    public static func identifier(_ name: String) -> String {
        let plain = name.replacingOccurrences(of: "`", with: "")
        return reserved.contains(plain) ? "`\(plain)`" : plain
    }
}
