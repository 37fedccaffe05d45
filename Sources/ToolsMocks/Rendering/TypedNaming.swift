// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Member-name prefixes of the `typed` style, formed as Sourcery 2.3's AutoMockable template forms them:
/// the method's name as Sourcery prints it (`f(_ x: Int, y: String)`) and its return type, each through the
/// template's `cleanString` (punctuation becomes `_`) and `snakeToCamelCase`. Only the return type's leading
/// `_`s survive, which is why `s() -> () -> Int` gives `s____Int`.
enum TypedNaming {
    /// `associatedTypes`: a return type that is one of them is named after its constraint, as Sourcery
    /// resolves it (`func value() -> Value` with `associatedtype Value: Sequence` gives `valueSequence`).
    static func function(_ function: FunctionModel, associatedTypes: [AssociatedTypeModel] = []) -> String {
        let name = declaration(MockNaming.plain(function.name), generics: function.genericParameters,
                               parameters: function.parameters)
        var returnType = function.returnType ?? "Void"
        if let associated = associatedTypes.first(where: { $0.name == returnType }),
           let constraint = associated.constraint {
            returnType = constraint
        }
        return joined(name, returnType: returnType)
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
        TypeText.lowerFirst(camelCase(clean(name))) + TypeText.upperFirst(camelCase(clean(printed(returnType))))
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
            return head + ": " + MockNaming.sortedAttributes(parameter.type) + (parameter.isVariadic ? "..." : "")
        }
        return text + "(" + list.joined(separator: ", ") + ")"
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
