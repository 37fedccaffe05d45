// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `[Int]`, `[String: Int]` and `Int?` rather than `Array<Int>`, `Dictionary<String, Int>` and
/// `Optional<Int>`, as SwiftLint's `syntactic_sugar`.
struct SyntacticSugarRule: CorrectableRule {
    static let description = RuleDescription(
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

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("Array") || file.contains("Dictionary") || file.contains("Optional") else { return }
        walk.visitPost(TypeAnnotationSyntax.self) { node, found in
            Self.report(SugarFinding.find(in: node.type, file: file), &found)
        }
        walk.visitPost(FunctionParameterSyntax.self) { node, found in
            Self.report(SugarFinding.find(in: node.type, file: file), &found)
        }
        walk.visitPost(ReturnClauseSyntax.self) { node, found in
            Self.report(SugarFinding.find(in: node.type, file: file), &found)
        }
        walk.visitPost(TypeInitializerClauseSyntax.self) { node, found in
            Self.report(SugarFinding.find(in: node.value, file: file), &found)
        }
        walk.visitPost(AttributedTypeSyntax.self) { node, found in
            Self.report(SugarFinding.find(in: node.baseType, file: file), &found)
        }
        walk.visitPost(TypeExprSyntax.self) { node, found in
            Self.report(SugarFinding.find(in: node.type, file: file), &found)
        }
        walk.visitPost(SameTypeRequirementSyntax.self) { node, found in
            Self.report(SugarFinding.find(in: node.leftType.as(TypeSyntax.self), file: file), &found)
            Self.report(SugarFinding.find(in: node.rightType.as(TypeSyntax.self), file: file), &found)
        }
        walk.visitPost(GenericSpecializationExprSyntax.self) { node, found in
            // `Optional<T>.self`, `Array<T>.Index` and the like name the type itself.
            if let member = node.parent?.as(MemberAccessExprSyntax.self),
               let last = member.lastToken(viewMode: .sourceAccurate)?.tokenKind,
               [.keyword(.self), .identifier("Type"), .identifier("none"), .identifier("Index")].contains(last) {
                return
            }
            if SugarFinding.Kind(typeName: node.expression.trimmedDescription) != nil {
                let name = node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? node.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                let finding = SugarFinding.find(node, name: name, generics: node.genericArgumentClause, file: file)
                Self.report(finding, &found)
                return
            }
            let arguments = node.genericArgumentClause.arguments
            Self.report(
                arguments.lazy.compactMap { SugarFinding.find(in: $0.argument.as(TypeSyntax.self), file: file) }.first,
                &found
            )
        }
    }

    /// Reports a desugared type and those nested in it. An outer type's edits surround its inner types'
    /// edits, so the outer finding carries them all: `--fix` makes them at once unless the outer one's line
    /// is suppressed.
    private static func report(_ finding: SugarFinding?, _ found: inout RuleFindings) {
        guard let finding else { return }
        let all = finding.flattened
        found.add(at: finding.position, reason: finding.kind.reason, fix: all.flatMap(\.edits))
        for nested in all.dropFirst() { found.add(at: nested.position, reason: nested.kind.reason) }
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
