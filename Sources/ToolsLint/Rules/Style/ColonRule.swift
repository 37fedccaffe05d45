// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A colon right after the name or key and one space after it, as SwiftLint's `colon`: options
/// `flexible_right_spacing` (any spacing after the colon) and `apply_to_dictionaries`.
struct ColonRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "colon",
        name: "Colon Spacing",
        description: "Colons should be next to the identifier when specifying a type and next to the key in "
            + "dictionary literals",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let name: String\nlet table: [String: Int] = [:]\n"),
            Example("let pair: (Int, Int)\nlet text: String=\"a:b\"\n"),
            Example("func run(value: Int, other: [Int: Int]) -> [String: Int] { return [:] }\n"),
            Example("let nested = [1: [2: 3], 4: 5]\n"),
            Example("class Box<T: Equatable>: Base {}\n"),
            Example("call(x: /* note */ 5)\ncall(x: 5, y:\n     \"text\")\n"),
            Example("switch value {\ncase .some:\n    break\ndefault:   break\n}\n"),
            Example("let result = flag ? a : b\n"),
            Example("let parts = list.map(make(from:))\n"),
            Example("@objc(reply:)\nfunc reply(_ value: Int) {}\n"),
            Example("precedencegroup Pipe {\n  associativity: left\n}\ninfix operator |> : Pipe\n"),
            Example("let name:   String\n", options: "flexible_right_spacing: true"),
            Example("let table = [1 : 2]\n", options: "apply_to_dictionaries: false"),
        ],
        triggeringExamples: [
            Example("let name↓:String\n"),
            Example("let name↓:  String\n"),
            Example("let name↓ :String\n"),
            Example("let name↓ : String\n"),
            Example("func run(value↓:Int) {}\n"),
            Example("let table = [1↓ : [2↓:3], 4↓:  5]\n"),
            Example("let table: [String↓ : Int]\n"),
            Example("class Box<T↓:Equatable>↓ : Base {}\n"),
            Example("call(x↓:5, y↓ : \"text\")\n"),
            Example("switch value {\ncase .some↓ : return 1\n}\n"),
            Example("private var action↓:(() -> Void)?\n"),
            Example("let name↓ :   String\n", options: "flexible_right_spacing: true"),
        ],
        corrections: [
            Correction(Example("let name↓:String\n"), "let name: String\n"),
            Correction(Example("let name↓ : String\n"), "let name: String\n"),
            Correction(Example("let name↓:  String\n"), "let name: String\n"),
            Correction(Example("let table = [1↓ :2]\n"), "let table = [1: 2]\n"),
        ]
    )

    var flexibleRightSpacing = false
    var appliesToDictionaries = true

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("flexible_right_spacing", \.flexibleRightSpacing, "more than one space after a colon is allowed"),
            .key("apply_to_dictionaries", \.appliesToDictionaries, "dictionary literals' colons are checked"),
        ]
    }

    /// The walk notes the colons that are not about spacing a name from a type (ternaries, selector names,
    /// operator declarations), those of dictionary literals and those of `case` labels; each other colon is
    /// then found by a byte search.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains(":") else { return }
        var skipped = Set<Int>()
        var dictionary = Set<Int>()
        var caseLabels = Set<Int>()
        walk.visitPost(TernaryExprSyntax.self) { node, _ in skipped.insert(node.colon.position.utf8Offset) }
        walk.visitPost(UnresolvedTernaryExprSyntax.self) { node, _ in skipped.insert(node.colon.position.utf8Offset) }
        walk.visitPost(OperatorPrecedenceAndTypesSyntax.self) { node, _ in
            skipped.insert(node.colon.position.utf8Offset)
        }
        walk.visitPost(ObjCSelectorPieceSyntax.self) { node, _ in
            if let colon = node.colon { skipped.insert(colon.position.utf8Offset) }
        }
        walk.visitPost(DeclNameArgumentsSyntax.self) { node, _ in
            for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind == .colon {
                skipped.insert(token.position.utf8Offset)
            }
        }
        walk.visitPost(DictionaryElementSyntax.self) { node, _ in dictionary.insert(node.colon.position.utf8Offset) }
        walk.visitPost(SwitchCaseLabelSyntax.self) { node, _ in caseLabels.insert(node.colon.position.utf8Offset) }
        walk.visitPost(SwitchDefaultLabelSyntax.self) { node, _ in caseLabels.insert(node.colon.position.utf8Offset) }
        walk.atEnd { found in
            let tokens = file.tokens
            for index in file.tokenIndices(startingWith: [":"], where: { $0.tokenKind == .colon })
            where index > 0 && index + 1 < tokens.count {
                let (before, colon, next) = (tokens[index - 1], tokens[index], tokens[index + 1])
                let offset = colon.position.utf8Offset
                if skipped.contains(offset) || (!appliesToDictionaries && dictionary.contains(offset)) { continue }
                if let range = violationRange(before, colon, next, caseLabel: caseLabels.contains(offset)) {
                    found.add(atByte: range.lowerBound, fix: [TextEdit(range, ": ")])
                }
            }
        }
    }
    private func violationRange(
        _ previous: TokenSyntax, _ colon: TokenSyntax, _ next: TokenSyntax, caseLabel: Bool
    ) -> Range<Int>? {
        // `[:]`
        if previous.tokenKind == .leftSquare, next.tokenKind == .rightSquare, previous.trailingTrivia.isEmpty,
           colon.leadingTrivia.isEmpty, colon.trailingTrivia.isEmpty, next.leadingTrivia.isEmpty {
            return nil
        }
        if !previous.trailingTrivia.isEmpty, !previous.trailingTrivia.contains(where: {
            if case .blockComment = $0 { true } else { false }
        }) {
            return previous.endPositionBeforeTrailingTrivia.utf8Offset..<colon.endPosition.utf8Offset
        }
        let after = colon.trailingTrivia
        guard after != [.spaces(1)], !next.leadingTrivia.contains(where: \.isNewline) else { return nil }
        if case .spaces(1) = after.first { return nil }
        if flexibleRightSpacing || caseLabel, !after.isEmpty { return nil }
        var length = 1
        if case .spaces(let count) = after.first { length = count + 1 }
        return colon.position.utf8Offset..<(colon.position.utf8Offset + length)
    }
}
