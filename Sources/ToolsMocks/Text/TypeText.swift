// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftParser
import SwiftSyntax
import ToolsCore

/// Type spellings, read with SwiftParser and rewritten for the places a mock stores or forwards values.
enum TypeText {
    /// Parsed spellings: mocks repeat the same few types, and parsing is the costly part of rendering.
    private static let parsed = Locked([String: TypeSyntax]())

    static func syntax(_ text: String) -> TypeSyntax {
        if let known = parsed.withLock({ $0[text] }) { return known }
        var parser = Parser(text)
        let type = TypeSyntax.parse(from: &parser)
        parsed.withLock { cache in
            if cache.count > 20_000 { cache.removeAll() }
            cache[text] = type
        }
        return type
    }

    /// `T?` or `T!` → `T`; otherwise nil.
    static func unwrappedOptional(_ text: String) -> String? {
        guard text.hasSuffix("?") || text.hasSuffix("!") else { return nil }
        let wrapped = String(text.dropLast())
        if isPlainName(wrapped) { return wrapped }
        let type = syntax(text)
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmedText(in: text) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return unwrapped.wrappedType.trimmedText(in: text)
        }
        return nil
    }

    static func isOptional(_ text: String) -> Bool {
        unwrappedOptional(text) != nil
    }

    static func isImplicitlyUnwrapped(_ text: String) -> Bool {
        guard text.hasSuffix("!") else { return false }
        return isPlainName(String(text.dropLast())) || syntax(text).is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// `Car`, `Logger.Level`: no parsing needed to know such a type's shape.
    static func isPlainName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else {
            return false
        }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0 == "." || CharacterSet.alphanumerics.contains($0) }
    }

    /// Types that can take a `?` suffix without parentheses.
    static func isSimple(_ text: String) -> Bool {
        if isPlainName(text) { return true }
        let type = syntax(text)
        return type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) || type.is(ArrayTypeSyntax.self)
            || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self)
            || type.is(OptionalTypeSyntax.self)
            || type.is(MetatypeTypeSyntax.self) && !PlainText.contains(" ", in: text)
    }

    /// The optional of `text`, flattening an optional (`T?` and `T!` give `T?`).
    static func optional(_ text: String) -> String {
        if let wrapped = unwrappedOptional(text) { return parenthesized(wrapped) + "?" }
        return parenthesized(text) + "?"
    }

    static func parenthesized(_ text: String) -> String {
        isSimple(text) ? text : "(\(text))"
    }

    /// Whether the type is a function type, possibly with attributes such as `@escaping`.
    static func isFunction(_ text: String) -> Bool {
        guard PlainText.contains("->", in: text) else { return false }
        var type = syntax(text)
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        return type.is(FunctionTypeSyntax.self)
    }

    /// Removes specifiers (`inout`, `borrowing`…) and the attributes only parameters may carry.
    static func strippingParameterDecorations(
        _ text: String, keepInout: Bool = false, keepEscaping: Bool = false
    ) -> String {
        guard PlainText.contains("@", in: text) || hasSpecifier(text) else { return text }
        let type = syntax(text)
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return text }
        let kept = attributed.attributes.compactMap { element -> String? in
            let name = element.as(AttributeSyntax.self)?.attributeName.trimmedText(in: text)
            if name == "autoclosure" || (name == "escaping" && !keepEscaping) { return nil }
            return element.trimmedText(in: text)
        }
        var specifiers: [String] = []
        if keepInout {
            specifiers = attributed.specifiers.map { $0.trimmedText(in: text) }.filter { $0 == "inout" }
        }
        return (specifiers + kept + [attributed.baseType.trimmedText(in: text)]).joined(separator: " ")
    }

    /// Starts with a parameter specifier such as `inout` or `sending`.
    static func hasSpecifier(_ text: String) -> Bool {
        let specifiers = ["inout", "borrowing", "consuming", "sending", "isolated", "__owned", "__shared"]
        return specifiers.contains { text.hasPrefix($0 + " ") }
    }

    /// `consuming` or `borrowing` (`__owned`/`__shared` as their old spellings), nil when the parameter
    /// names neither.
    static func ownership(of text: String) -> String? {
        guard hasSpecifier(text), let attributed = syntax(text).as(AttributedTypeSyntax.self) else { return nil }
        for specifier in attributed.specifiers.map({ $0.trimmedText(in: text) }) {
            switch specifier {
            case "consuming", "__owned": return "consuming"
            case "borrowing", "__shared": return "borrowing"
            default: continue
            }
        }
        return nil
    }

    /// `sending T` → `T`, for results: nil when the type is not sent.
    static func unsent(_ text: String) -> String? {
        guard text.hasPrefix("sending ") else { return nil }
        return String(text.dropFirst("sending ".count)).trimmingCharacters(in: .whitespaces)
    }

    static func isInout(_ text: String) -> Bool {
        guard PlainText.contains("inout ", in: text) else { return false }
        let attributed = syntax(text).as(AttributedTypeSyntax.self)
        return attributed?.specifiers.contains { $0.trimmedText(in: text) == "inout" } ?? false
    }

    /// Whether the parameter's closure must not escape: a function type without `@escaping` (optional
    /// closures always escape).
    static func isNonEscapingClosure(_ text: String) -> Bool {
        guard PlainText.contains("->", in: text) || PlainText.contains("@autoclosure", in: text) else { return false }
        let type = unparenthesized(syntax(text))
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let names = attributed.attributes.compactMap {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedText(in: text)
            }
            if names.contains("escaping") { return false }
            return unparenthesized(attributed.baseType).is(FunctionTypeSyntax.self) || names.contains("autoclosure")
        }
        return type.is(FunctionTypeSyntax.self)
    }

    /// `((Int) -> Void)` → `(Int) -> Void`: parentheses around one unlabelled type change nothing. A loop,
    /// not recursion: the nesting depth comes from the input.
    static func unparenthesized(_ type: TypeSyntax) -> TypeSyntax {
        var current = type
        while let tuple = current.as(TupleTypeSyntax.self), tuple.elements.count == 1,
              let only = tuple.elements.first, only.firstName == nil, only.ellipsis == nil {
            current = only.type
        }
        return current
    }

    /// `some P` → `any P` (a stored value of an opaque parameter keeps its constraint).
    static func existentialFromOpaque(_ text: String) -> String {
        replacingWord("some", with: "any", in: text)
    }

    /// Whether any of `names` appears as a whole word in `text`.
    static func mentions(_ names: Set<String>, in text: String) -> Bool {
        guard !names.isEmpty else { return false }
        return words(of: text).contains { names.contains($0) }
    }

    /// Identifier-like words of a spelling: `[String: Car?]` → `String`, `Car`.
    static func words(of text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
        guard PlainText.contains(word, in: text) else { return text }
        var result = ""
        var current = ""
        func flush() {
            result += current == word ? replacement : current
            current = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// The name pieces of a spelling, each with an upper-case first letter: `@escaping (Int) -> Void`
    /// → `EscapingIntVoid`. `_` separates words, as Sourcery's `snakeToCamelCase` does.
    static func namePart(_ text: String) -> String {
        words(of: text).flatMap { $0.split(separator: "_") }.map { upperFirst(String($0)) }.joined()
    }

    static func upperFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    static func lowerFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}
