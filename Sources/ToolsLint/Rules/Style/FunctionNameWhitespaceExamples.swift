// Copyright © 2026 Tools Authors. All rights reserved.

/// The examples of `function_name_whitespace`, which the rule tests run.
enum FunctionNameWhitespaceExamples {
    static let nonTriggering: [Example] = [
        Example("func add(lhs: Int, rhs: Int) -> Int { lhs + rhs }\n"),
        Example("func <| (lhs: Int, rhs: Int) -> Int { lhs }\nfunc <|< <A>(lhs: A, rhs: A) -> A { lhs }\n"),
        Example("func <| /* note */ (lhs: Int, rhs: Int) -> Int { lhs }\n"),
        Example("func make<T>(value: T) {}\n"),
        Example("func make <T>(value: T) {}\n", options: "generic_spacing: leading_space"),
        Example("func make<T> (value: T) {}\n", options: "generic_spacing: trailing_space"),
        Example("func make <T> (value: T) {}\n", options: "generic_spacing: leading_trailing_space"),
        Example("func /* note */ make(value: Int) {}\nfunc make /* note */ (value: Int) {}\n"),
        Example("func make /* a */ /* b */(value: Int) {}\n"),
        Example("func make<\n    T\n>(\n    value: T\n) {}\n"),
    ]

    static let triggering: [Example] = [
        Example("func↓  make(value: Int) {}\n"),
        Example("func make↓ (value: Int) {}\n"),
        Example("func↓  make↓ (value: Int) {}\n"),
        Example("func <|↓(lhs: Int, rhs: Int) -> Int { lhs }\nfunc <|<↓<A>(lhs: A, rhs: A) -> A { lhs }\n"),
        Example("func <|↓/* note */  (lhs: Int, rhs: Int) -> Int { lhs }\n"),
        Example("func <|< <A>↓/* note */  (lhs: A, rhs: A) -> A { lhs }\n"),
        Example("func make↓ <T>(value: T) {}\nfunc other<T>↓ (value: T) {}\n"),
        Example("func make↓<T>↓(value: T) {}\n", options: "generic_spacing: leading_trailing_space"),
        Example("func make <T>↓ (value: T) {}\n", options: "generic_spacing: leading_space"),
        Example("func make↓ <T> (value: T) {}\n", options: "generic_spacing: trailing_space"),
    ]

    static let corrections: [Correction] = [
        Correction(Example("func↓  make↓ (value: Int) {}\n"), "func make(value: Int) {}\n"),
        Correction(Example("func <|↓(lhs: Int, rhs: Int) -> Int { lhs }\n"
            + ""), "func <| (lhs: Int, rhs: Int) -> Int { lhs }\n"),
        Correction(Example("func make↓/* note */(value: Int) {}\n"), "func make /* note */ (value: Int) {}\n"),
        Correction(
            Example("func make↓<T>↓(value: T) {}\n", options: "generic_spacing: leading_trailing_space"),
            "func make <T> (value: T) {}\n"
        ),
    ]
}
