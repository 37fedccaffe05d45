// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Member-name prefixes of the `typed` style, formed as Sourcery 2.3's AutoMockable template forms them:
/// the method's name as Sourcery prints it (`f(_ x: Int, y: String)`) and its return type, each through the
/// template's `cleanString` (punctuation becomes `_`) and `snakeToCamelCase`. Only the return type's leading
/// `_`s survive, which is why `s() -> () -> Int` gives `s____Int`.
enum TypedNaming {
    /// `associatedTypes`: in the return type, each of them is named after its constraint, as Sourcery
    /// resolves it (`func value() -> Value` with `associatedtype Value: Sequence` gives `valueSequence`;
    /// `-> [Entity]` and `-> Entity?` with `Entity: Identifiable`, `allIdentifiable` and `firstIdentifiable`).
    ///
    /// `protocolName`: `Self` in the return type is named after the protocol, as Sourcery resolves it.
    static func function(
        _ function: FunctionModel, protocolName: String? = nil, associatedTypes: [AssociatedTypeModel] = []
    ) -> String {
        let name = declaration(MockNaming.plain(function.name), generics: function.genericParameters,
                               parameters: function.parameters)
        let written = function.returnType.map { TypeText.unsent($0) ?? $0 } ?? "Void"
        var returnType = withoutLeadingAttributes(written)
        for associated in associatedTypes {
            guard let constraint = associated.constraint else { continue }
            returnType = replacingAssociatedType(associated.name, with: constraint, in: returnType)
        }
        if let protocolName { returnType = resolvingSelf(in: returnType, to: protocolName) }
        return joined(name, returnType: returnType)
    }

    /// Sourcery prints a returned function type without its attributes (`-> @Sendable (Int) -> Void` is named
    /// as `(Int) -> Void`); attributes inside brackets stay (`-> [@Sendable () -> Void]`).
    private static func withoutLeadingAttributes(_ type: String) -> String {
        var text = Substring(type)
        while text.hasPrefix("@") {
            let attribute = text.prefix { !$0.isWhitespace && $0 != "(" }
            var rest = text.dropFirst(attribute.count)
            // An attribute's own arguments (`@isolated(any)`) go with it.
            if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
            let trimmed = rest.drop { $0.isWhitespace }
            guard trimmed.hasPrefix("(") || trimmed.hasPrefix("@") else { return type }
            text = trimmed
        }
        return String(text)
    }

    /// `Self` as Sourcery resolves it in a result: the whole result when it is `Self`, `Self?`, `Self!` or
    /// `[Self]` (`-> Self?` gives `makeQ`), else each `Self` word (`-> (Self, Int)` gives `_QInt`), except in a
    /// returned function type, which Sourcery prints as written (`-> (Self) -> Void` keeps `Self`).
    private static func resolvingSelf(in type: String, to protocolName: String) -> String {
        guard PlainText.contains("Self", in: type) else { return type }
        if ["Self", "Self?", "Self!", "[Self]"].contains(type) { return protocolName }
        if topLevelArrow(in: type) != nil { return type }
        return replacingAssociatedType("Self", with: protocolName, in: type)
    }

    /// `[Entity]` → `[Identifiable]`: the associated type as a whole word, not a member's base
    /// (`Entity.ID` stays, as Sourcery prints it).
    private static func replacingAssociatedType(_ name: String, with constraint: String, in text: String) -> String {
        guard PlainText.contains(name, in: text) else { return text }
        var result = ""
        var word = ""
        func flush(before next: Character?) {
            let isMemberPart = next == "." || result.last == "."
            result += word == name && !isMemberPart ? constraint : word
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush(before: character)
                result.append(character)
            }
        }
        flush(before: nil)
        return result
    }

    static func initializer(_ initializer: InitializerModel, protocolName: String) -> String {
        let name = declaration("init" + (initializer.failability ?? ""), generics: initializer.genericParameters,
                               parameters: initializer.parameters)
        return joined(name, returnType: protocolName)
    }

    static func subscriptMember(_ member: SubscriptModel) -> String {
        let name = declaration("subscript", generics: member.genericParameters, parameters: member.parameters)
        return joined(name, returnType: member.returnType)
    }

    private static func joined(_ name: String, returnType: String) -> String {
        // `~` (`<Value: ~Copyable>`) goes: Sourcery keeps it, which makes no identifier.
        let words = camelCase(clean(name)).filter { $0 != "~" }
        return TypeText.lowerFirst(words) + TypeText.upperFirst(camelCase(clean(printed(returnType))))
    }

    /// `name<T: P>(label name: Type, …)`, as Sourcery prints a method's name.
    private static func declaration(
        _ name: String, generics: [GenericParameterModel], parameters: [ParameterModel]
    ) -> String {
        var text = name
        if !generics.isEmpty {
            text += "<" + generics.map { $0.name + ($0.constraint.map { ": " + $0 } ?? "") }
                .joined(separator: ", ") + ">"
        }
        let list = parameters.map { parameter -> String in
            let label = parameter.label ?? "_"
            var head = label
            if let name = parameter.name, name != label { head += " " + name }
            // Sourcery prints a parameter's type without its ownership, `sending` or `isolated` specifier.
            let type = MockNaming.sortedAttributes(withoutSpecifiers(parameter.type))
            return head + ": " + type + (parameter.isVariadic ? "..." : "")
        }
        return text + "(" + list.joined(separator: ", ") + ")"
    }

    /// `consuming Ticket` → `Ticket`, `repeat each Value` → `each Value`; `inout` stays (Sourcery prints it).
    static func withoutSpecifiers(_ type: String) -> String {
        var text = type
        let dropped = ["consuming", "borrowing", "sending", "isolated", "__owned", "__shared", "repeat"]
        while let specifier = dropped.first(where: { text.hasPrefix($0 + " ") }) {
            text = String(text.dropFirst(specifier.count)).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    /// The return type as Sourcery names it: redundant outer parentheses go (`((Int) -> Void)`), and so do
    /// those around an optional existential (`(any P)?` is `any P?`).
    /// A function type is printed from its parts, so the same holds for its result (`() -> (any P)?`).
    static func printed(_ type: String, depth: Int = 0) -> String {
        var text = type
        while let inner = singleParenthesized(text) { text = inner }
        if text.hasSuffix(")?"), let inner = singleParenthesized(String(text.dropLast())),
           inner.hasPrefix("any ") || inner.hasPrefix("some ") {
            text = inner + "?"
        }
        // Bounded: a chain of thousands of arrows in hostile input must not exhaust the stack.
        if depth < 16, let arrow = topLevelArrow(in: text) {
            let result = text[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            let printedResult = printed(result, depth: depth + 1)
            if printedResult != result { text = text[..<arrow.upperBound] + " " + printedResult }
        }
        return text
    }

    /// The first `->` outside brackets.
    private static func topLevelArrow(in text: String) -> Range<String.Index>? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || character == ">" && text[..<index].last != "-" { depth -= 1 }
            if depth == 0, character == "-", text[index...].hasPrefix("->") {
                return index..<text.index(index, offsetBy: 2)
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `(X)` → `X` when the parentheses enclose the whole text and X is not a tuple or a function's parameters.
    private static func singleParenthesized(_ text: String) -> String? {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        var depth = 0
        var previous: Character = " "
        for (offset, character) in text.enumerated() {
            defer { previous = character }
            switch character {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": break
            case ")", "]", ">":
                depth -= 1
                if depth == 0 && offset != text.count - 1 { return nil }
            case "," where depth == 1: return nil
            default: break
            }
        }
        return String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    }

    /// The template's `cleanString` macro: the same replacements in the same order.
    static func clean(_ text: String) -> String {
        let replacements: [(String, String)] = [
            ("(", "_"), (")", ""), (":", "_"), ("`", ""), (" ", "_"), ("?", "_"), ("!", "_"), (",", "_"),
            ("->", "_"), ("@", "_"), (".", "_"), ("[", ""), ("]", ""), ("<", ""), (">", ""), ("&", ""),
        ]
        let single = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return replacements.reduce(single) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// StencilSwiftKit's `snakeToCamelCase`: each `_`-separated part with an upper-case first letter, leading
    /// `_`s kept; a text without lower-case letters is lower-cased first.
    static func camelCase(_ text: String) -> String {
        let hasLowercase = text.contains { $0.isLowercase }
        let source = hasLowercase ? text : text.lowercased()
        let parts = source.split(separator: "_", omittingEmptySubsequences: true)
        let body = parts.map { TypeText.upperFirst(String($0)) }.joined()
        let leading = String(text.prefix { $0 == "_" })
        return leading + body
    }
}
