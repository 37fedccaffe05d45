// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A colon right after the name or key and one space after it, as SwiftLint's `colon`: options
/// `flexible_right_spacing` (any spacing after the colon) and `apply_to_dictionaries`.
public struct ColonRule: CorrectableRule {
    public static let description = RuleDescription(
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

    public var severity: Severity
    public var flexibleRightSpacing: Bool
    public var appliesToDictionaries: Bool

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity,
            otherKeys: ["flexible_right_spacing", "apply_to_dictionaries"]
        )
        flexibleRightSpacing = try PlainOptions.bool(options, "flexible_right_spacing", default: false)
        appliesToDictionaries = try PlainOptions.bool(options, "apply_to_dictionaries", default: true)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        findings(in: file).map { violation(in: file, atByte: $0.violationOffset, severity: severity) }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [TextEdit] {
        guard file.contains(":") else { return [] }
        let places = ColonPlaces()
        places.walk(file.tree)
        var edits: [TextEdit] = []
        let tokens = file.tokens
        for index in file.tokenIndices(startingWith: [":"], where: { $0.tokenKind == .colon })
        where index > 0 && index + 1 < tokens.count {
            let (before, colon, next) = (tokens[index - 1], tokens[index], tokens[index + 1])
            let offset = colon.position.utf8Offset
            if places.skipped.contains(offset) || (!appliesToDictionaries && places.dictionary.contains(offset)) {
                continue
            }
            if let range = violationRange(before, colon, next, caseLabel: places.caseLabels.contains(offset)) {
                edits.append(TextEdit(violationOffset: range.lowerBound, range: range, replacement: ": "))
            }
        }
        return edits
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

/// Colons that are not about spacing a name from a type (ternaries, selector names, operator declarations),
/// those of dictionary literals and those of `case` labels.
private final class ColonPlaces: SyntaxVisitor {
    var skipped = Set<Int>()
    var dictionary = Set<Int>()
    var caseLabels = Set<Int>()

    init() { super.init(viewMode: .sourceAccurate) }

    override func visitPost(_ node: TernaryExprSyntax) { skipped.insert(node.colon.position.utf8Offset) }
    override func visitPost(_ node: UnresolvedTernaryExprSyntax) { skipped.insert(node.colon.position.utf8Offset) }
    override func visitPost(_ node: OperatorPrecedenceAndTypesSyntax) {
        skipped.insert(node.colon.position.utf8Offset)
    }
    override func visitPost(_ node: ObjCSelectorPieceSyntax) {
        if let colon = node.colon { skipped.insert(colon.position.utf8Offset) }
    }
    override func visitPost(_ node: DeclNameArgumentsSyntax) {
        for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind == .colon {
            skipped.insert(token.position.utf8Offset)
        }
    }
    override func visitPost(_ node: DictionaryElementSyntax) { dictionary.insert(node.colon.position.utf8Offset) }
    override func visitPost(_ node: SwitchCaseLabelSyntax) { caseLabels.insert(node.colon.position.utf8Offset) }
    override func visitPost(_ node: SwitchDefaultLabelSyntax) { caseLabels.insert(node.colon.position.utf8Offset) }
}
