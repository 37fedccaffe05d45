// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Generic parameter names are alphanumeric, start in uppercase and are 1 to 20 characters long. Same checks,
/// options and reasons as SwiftLint's `generic_type_name`.
struct GenericTypeNameRule: Rule {
    static let description = RuleDescription(
        identifier: "generic_type_name",
        name: "Generic Type Name",
        description: "Generic type name should only contain alphanumeric characters, start with an uppercase "
            + "character and span between 1 and 20 characters in length.",
        nonTriggeringExamples: [
            Example("func first<Item>(of items: [Item]) -> Item? { nil }\n"),
            Example("func pair<K: Hashable, V>(_ key: K, _ value: V) {}\n"),
            Example("struct Cache<Key: Hashable, Value> {}\n"),
            Example("typealias Table<Row> = [Row]\n"),
            Example("enum Outcome<Success, Failure: Error> {}\n"),
            Example("func all<each Element>(_ value: repeat each Element) {}\n"),
            Example("struct Ring<let count: Int, Element> {}\n"),
            Example("func map<T_In>(_ value: T_In) {}\n", options: "allowed_symbols: ['_']"),
            Example("func map<item>(_ value: item) {}\n", options: "validates_start_with_lowercase: off"),
        ],
        triggeringExamples: [
            Example("func map<↓In_Value>(_ value: In_Value) {}\n"),
            Example("func map<A, ↓Out_Value>(_ value: A) -> Out_Value {}\n"),
            Example("func map<↓ElementOfTheInputSequence>() {}\n"),
            Example("func map<↓item>() {}\n"),
            Example("typealias Lookup<↓Key_Type> = [Key_Type: String]\n"),
            Example("typealias Lookup<↓Key_Type: Hashable> = [Key_Type: String]\n"),
            Example("class Store<↓State_Type> {}\n"),
            Example("struct Pair<↓First_, ↓Second_> {}\n"),
            Example("enum Either<↓left, Right> {}\n"),
            Example("actor Queue<↓ElementOfTheInputSequence> {}\n"),
            Example(
                "struct Box {\n    init<↓value>(_ raw: value) {}\n    subscript<↓key>(_ raw: key) -> Int { 0 }\n}\n"
            ),
            Example("func map<↓Elem>() {}\n", options: "max_length: 3"),
        ]
    )

    var names = NameOptions(
        minLength: SeverityLevels(warning: 1, error: 0), maxLength: SeverityLevels(warning: 20, error: 1_000)
    )

    static var options: [RuleOption<Self>] { NameOptions.options(\.names) }

    /// The names of generic type parameters; value parameters (`let count: Int`) are not types.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("<") else { return }
        walk.visitPost(GenericParameterSyntax.self) { node, found in
            guard node.specifier?.tokenKind != .keyword(.let) else { return }
            let name = node.name.text
            guard !names.isExcluded(name), let result = names.typeNameViolation(name, kind: "Generic type name") else {
                return
            }
            found.add(at: node.name, reason: result.reason, severity: result.severity)
        }
    }
}
