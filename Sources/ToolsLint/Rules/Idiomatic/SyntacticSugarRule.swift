// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `[Int]`, `[String: Int]` and `Int?` rather than `Array<Int>`, `Dictionary<String, Int>` and
/// `Optional<Int>`, as SwiftLint's `syntactic_sugar`.
public struct SyntacticSugarRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "syntactic_sugar",
        name: "Syntactic Sugar",
        description: "Shorthand syntactic sugar should be used, i.e. [Int] instead of Array<Int>.",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let list: [Int]\nlet table: [Int: String]\nlet maybe: Int?\n"),
            Example("extension Array {\n  func run() {}\n}\n"),
            Example("let list: CustomArray<String>\nvar index: Array<Page>.Index?\n"),
            Example("let cast = unsafeBitCast(value, to: Optional<T>.self)\n"),
            Example("let kind = Optional<String>.Type\nlet empty = Swift.Optional<String?>.none\n"),
            Example("let iterator = IndexingIterator<Array<Dictionary<String, Any>>>.self\n"),
            Example("let name: Module.Optional<String>\n"),
        ],
        triggeringExamples: SyntacticSugarExamples.triggering,
        corrections: SyntacticSugarExamples.corrections
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard mayContainSugar(file) else { return [] }
        let visitor = SyntacticSugarVisitor(file: file)
        visitor.walk(file.tree)
        return visitor.found.flatMap(\.flattened).map {
            violation(in: file, at: $0.position, severity: severity, reason: $0.kind.reason)
        }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        guard mayContainSugar(file) else { return nil }
        let visitor = SyntacticSugarVisitor(file: file)
        visitor.walk(file.tree)
        // An outer type's edits surround its inner types' edits, so all of them can be made at once.
        let edits = visitor.found.filter { !suppressedLines.contains(file.position(of: $0.position).line) }
            .flatMap(\.flattened).flatMap(\.edits)
        return file.applying(edits, suppressedLines: [])
    }

    private func mayContainSugar(_ file: LintFile) -> Bool {
        file.contains("Array") || file.contains("Dictionary") || file.contains("Optional")
    }
}

/// The examples of `syntactic_sugar`, which the rule tests run.
enum SyntacticSugarExamples {
    static let triggering: [Example] = [
        Example("let list: ↓Array<String>\nlet table: ↓Dictionary<Int, String>\nlet maybe: ↓Optional<Int>\n"),
        Example("let list: ↓Swift.Array<String>\n"),
        Example("func run(a: ↓Array<Int>, b: Int) -> ↓Dictionary<Int, String> { [:] }\n"),
        Example("let list = value as? ↓Array<[String: Any]>\n"),
        Example("let box = Box<↓Array<T>>()\nfunc make() -> Box<↓Array<T>> { box }\n"),
        Example("func make() -> ↓Dictionary<String, Any>? { nil }\n"),
        Example("typealias Document = ↓Dictionary<String, T?>\n"),
        Example("func fill(_ list: inout ↓Array<T>) {}\n"),
        Example("let table:↓Dictionary<String, ↓Dictionary<Int, Int>>\n"),
        Example("func make() -> Any { return ↓Dictionary<Int, String>() }\n"),
        Example("let list = ↓Array<String>.make(from: value)\n"),
        Example("@_specialize(where S == ↓Array<Character>)\npublic init<S: Sequence>(_ elements: S) {}\n"),
        Example("let value = table[\"key\"] as? ↓Optional<String?> ?? Optional<String?>.none\n"),
    ]

    static let corrections: [Correction] = [
        Correction(Example("let list: ↓Array<String>\n"), "let list: [String]\n"),
        Correction(Example("let table: ↓Dictionary<Int, ↓Array<String>>\n"), "let table: [Int: [String]]\n"),
        Correction(Example("let maybe: ↓Optional<Int>\n"), "let maybe: Int?\n"),
        Correction(Example("let maybe: ↓Optional<any Error>\n"), "let maybe: (any Error)?\n"),
        Correction(Example("let list: ↓Swift.Array<Int>\n"), "let list: [Int]\n"),
    ]
}
