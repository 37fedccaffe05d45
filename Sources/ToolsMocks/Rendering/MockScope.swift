// Copyright © 2026 Tools Authors. All rights reserved.

/// Where stored mock state lives and how it is reached: plainly, or behind a lock for `Sendable` mocks.
struct MockScope {
    let className: String
    /// The class with its generic arguments, the spelling of `Self` inside the mock.
    let selfType: String
    /// `public `, `package ` or empty.
    let access: String
    let isLocked: Bool
    let isActor: Bool
    let isMainActor: Bool
    let associatedNames: [String]
    let functionAliases: Set<String>
    /// Types declared `~Copyable` in the scanned sources.
    var noncopyableTypes: Set<String> = []

    /// Standard library types that are noncopyable: an executor's job. (`Mutex` and `Atomic` are not listed:
    /// code bases declare copyable types of those names too.)
    static let standardNoncopyableTypes: Set<String> = ["ExecutorJob"]

    /// Whether a value of `type` cannot be copied: a type declared `~Copyable`, or a generic parameter so
    /// constrained (`generics`). Function types are copyable whatever they mention.
    func isNoncopyable(_ type: String, generics: Set<String> = []) -> Bool {
        let plain = TypeText.strippingParameterDecorations(type)
        if TypeText.isFunction(plain) { return false }
        let words = Set(TypeText.words(of: plain))
        return !words.isDisjoint(with: generics) || !words.isDisjoint(with: noncopyableTypes)
            || !words.isDisjoint(with: Self.standardNoncopyableTypes)
    }

    /// A type as the mock spells it: `Self` is the mock class, `Self.Item` the generic parameter.
    func rewrite(_ type: String) -> String {
        guard PlainText.contains("Self", in: type) else { return type }
        var text = type
        for name in associatedNames {
            text = text.replacingOccurrences(of: "Self.\(name)", with: name)
        }
        return TypeText.replacingWord("Self", with: selfType, in: text)
    }

    /// `<T, U: Sendable>` for a requirement's generic parameters, their constraints as the mock spells them;
    /// empty when it has none.
    func genericClause(_ parameters: [GenericParameterModel]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "<" + parameters.map { parameter in
            parameter.constraint.map { "\(parameter.name): \(rewrite($0))" } ?? parameter.name
        }.joined(separator: ", ") + ">"
    }
}
