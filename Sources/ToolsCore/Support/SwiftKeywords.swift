// Copyright © 2026 Tools Authors. All rights reserved.

/// Swift's keywords, for everything that turns user text into identifiers: parameter and member names the
/// mock generator writes, feature names the scaffolder validates. One list, checked against swift-syntax's
/// `Keyword` enum and Swift 6.2's grammar: the mocks' compile test builds a mock whose parameters and
/// properties are named after every keyword swift-syntax knows.
public enum SwiftKeywords {
    /// Every word that gets backticks as an identifier: the scaffolder refuses them as names.
    public static let reserved: Set<String> = lexical.union(contextual).union(modifiers)

    /// The keywords the lexer reserves (swift-syntax's lexer-classified keywords): an identifier only with
    /// backticks, wherever it stands.
    public static let lexical: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
        "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if",
        "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private",
        "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript",
        "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// Contextual keywords that need backticks in a position generated code puts a name in: a value (`await`
    /// and `unsafe` begin an expression, `x = await` does not parse), a type's member (`Type` and `Protocol`
    /// would clash with `Foo.Type`), and the wildcard `_`.
    public static let contextual: Set<String> = ["await", "unsafe", "Type", "Protocol", "_"]

    /// Modifiers that begin a declaration or mark a parameter's ownership or isolation (`open func`,
    /// `package var`, `x: borrowing T`, `sending`, `isolated`, `nonisolated`). The grammar tells them from a
    /// name in every position generated code uses, but a name spelled like one reads as the modifier: they
    /// get backticks all the same, and are refused as feature names.
    public static let modifiers: Set<String> = [
        "open", "package", "borrowing", "consuming", "sending", "isolated", "nonisolated",
    ]

    /// `name` usable as an identifier: a keyword gets backticks.
    public static func identifier(_ name: String) -> String {
        // Most names have no backticks: Foundation's replacement (an `NSString` search) only for those that do.
        let plain = name.utf8.contains(UInt8(ascii: "`")) ? name.replacingOccurrences(of: "`", with: "") : name
        return reserved.contains(plain) ? "`\(plain)`" : plain
    }
}
