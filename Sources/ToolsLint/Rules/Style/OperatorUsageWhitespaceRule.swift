// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// One space on each side of a binary operator, an assignment, a ternary's `?` and `:` and the `=` of a
/// declaration, as SwiftLint's opt-in `operator_usage_whitespace`: options `allowed_no_space_operators`
/// (written without spaces, `1...3`), `skip_aligned_constants` (`=` aligned with one within
/// `lines_look_around` lines may have more spaces before it).
struct OperatorUsageWhitespaceRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "operator_usage_whitespace",
        name: "Operator Usage Whitespace",
        description: "Operators should be surrounded by a single whitespace when they are being used",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let foo = 1 + 2\nlet foo = 1 > 2\nlet foo = !false\n"),
            Example("let foo: Int?\nlet foo: Array<String>\nlet foo: [String]\n"),
            Example("let model = CustomView<Container<Button>, NSAttributedString>()\n"),
            Example("let foo = 1 + \n  2\n"),
            Example("let range = 1...3\nlet range = 1 ... 3\nlet range = 1..<3\n"),
            Example("#if swift(>=3.0)\n    foo()\n#endif\n"),
            Example("array.removeAtIndex(-200)\nlet doubleValue = -9e-11\n"),
            Example("let foo = GenericType<(UIViewController) -> Void>()\n"),
            Example("\"let foo =  1\"\n"),
            Example("enum Enum {\ncase hello   = 1\ncase hello2  = 1\n}\n"),
            Example("let something = Something<GenericParameter1,\n                          GenericParameter2>()\n"),
            Example(
                "return path.flatMap { path in\n    return compileCommands[path] ??\n"
                    + "        compileCommands[path.path(relativeTo: FileManager.default.currentDirectoryPath)]\n}\n"
            ),
            Example(
                "private static let pattern =\n"
                    + "    \"\\\\S\\(mainPatternGroups)\" + // Regexp will match if expression not begin with comma\n"
                    + "    \"|\"                       + // or\n"
                    + "    \"\\(mainPatternGroups)\"      // Regexp will match if expression begins with comma\n"
            ),
            Example("typealias Foo = Bar\nprotocol A {\n    associatedtype B = C\n}\n"),
            Example("tabbedViewController.title = nil\n"),
            Example("let x = a +  /* why */ b\n"),
            Example("let foo = 1+2\nlet bar = 3 <> 4\n", options: "allowed_no_space_operators: ['+', '<>']"),
        ],
        triggeringExamples: [
            Example("let foo = 1↓+2\n"),
            Example("let foo = 1↓   + 2\n"),
            Example("let foo = 1↓ +    2\n"),
            Example("let foo↓=1↓+2\n"),
            Example("let foo↓=bar\n"),
            Example("let range = 1↓ ..<  3\n"),
            Example("let foo = bar↓   ?? 0\nlet foo = bar↓ !=  0\nlet foo = bar↓ !==  bar2\n"),
            Example("let v8 = Int8(1)↓  << 6\n"),
            Example("let v8 = 1↓ <<  (6)\n let foo = 1 > 2\n"),
            Example("let foo↓  = [1]\nlet foo↓ =  \"1\"\n"),
            Example("enum Enum {\ncase one↓  =  1\ncase two  = 1\n}\n"),
            Example("enum Enum {\ncase one↓   = 1\ncase two↓  = 1\n}\n"),
            Example("typealias Foo↓ =  Bar\nprotocol A {\n    associatedtype B↓  = C\n}\n"),
            Example("tabbedViewController.title↓  = nil\n"),
            Example("let foo = bar ? 0↓:1\nlet foo = bar↓ ?   0 : 1\n"),
            Example("let a = 1\nlet bcd↓  = 2\n", options: "skip_aligned_constants: false"),
            Example("let ab↓  = 1\n\n\nlet c↓   = 2\n", options: "lines_look_around: 2"),
            Example("let total = a↓  /* why */ + b\n"),
        ],
        corrections: [
            Correction(Example("let foo = 1↓+2\n"), "let foo = 1 + 2\n"),
            Correction(Example("let foo = 1↓   +    2\n"), "let foo = 1 + 2\n"),
            Correction(Example("let foo↓=1↓+2\n"), "let foo = 1 + 2\n"),
            Correction(Example("let range = 1↓ ..<  3\n"), "let range = 1..<3\n"),
            Correction(Example("let foo = bar↓ !==  bar2\n"), "let foo = bar !== bar2\n"),
            Correction(Example("let v8 = 1↓ <<  (6)\n let foo = 1 > 2\n"), "let v8 = 1 << (6)\n let foo = 1 > 2\n"),
            Correction(Example("let foo↓ =  \"1\"\n"), "let foo = \"1\"\n"),
            Correction(Example("let foo = bar ? 0↓:1\n"), "let foo = bar ? 0 : 1\n"),
            Correction(Example("let foo = bar↓ ?   0 : 1\r\n"), "let foo = bar ? 0 : 1\r\n"),
            // As SwiftLint corrects it: the comment goes with the spacing.
            Correction(Example("let total = a↓  /* why */ + b\n"), "let total = a + b\n"),
        ]
    )

    var linesLookAround = 2
    var skipAlignedConstants = true
    var allowedNoSpaceOperators = ["...", "..<"]

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("lines_look_around", \.linesLookAround, "how many lines around an `=` are searched for one aligned"),
            .key("skip_aligned_constants", \.skipAlignedConstants,
                 "an `=` aligned with one nearby may have more spaces"),
            .key("allowed_no_space_operators", \.allowedNoSpaceOperators, "operators written with no spaces"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        walk.visitPost(BinaryOperatorExprSyntax.self) { node, found in check(node.operator, file, &found) }
        walk.visitPost(InitializerClauseSyntax.self) { node, found in check(node.equal, file, &found) }
        walk.visitPost(TypeInitializerClauseSyntax.self) { node, found in check(node.equal, file, &found) }
        walk.visitPost(AssignmentExprSyntax.self) { node, found in check(node.equal, file, &found) }
        walk.visitPost(UnresolvedTernaryExprSyntax.self) { node, found in
            check(node.colon, file, &found)
            check(node.questionMark, file, &found)
        }
    }

    /// The finding covers the spacing from the token before the operator to the token after it, replaced by
    /// ` op ` (or `op` for the operators allowed without spaces).
    private func check(_ operatorToken: TokenSyntax, _ file: LintFile, _ found: inout RuleFindings) {
        guard let previous = operatorToken.previousToken(viewMode: .sourceAccurate),
              let next = operatorToken.nextToken(viewMode: .sourceAccurate) else { return }
        let text = operatorToken.text
        let noSpaceBefore = previous.trailingTrivia.isEmpty && operatorToken.leadingTrivia.isEmpty
        let noSpaceAfter = operatorToken.trailingTrivia.isEmpty && next.leadingTrivia.isEmpty
        let isAllowedWithoutSpace = allowedNoSpaceOperators.contains(text)
        let noSpace = noSpaceBefore || noSpaceAfter
        if noSpace, isAllowedWithoutSpace { return }
        let tooMuchBefore = previous.trailingTrivia.hasSeveralSpaces
            && !operatorToken.leadingTrivia.contains(where: \.isNewline)
        let tooMuchAfter = operatorToken.trailingTrivia.hasSeveralSpaces
            && !operatorToken.trailingTrivia.contains(where: \.isNewline)
        // Comments around the operator allow any spacing (a comment before the spacing does not).
        let tooMuch = (tooMuchBefore || tooMuchAfter) && !operatorToken.leadingTrivia.contains(where: \.isComment)
            && !operatorToken.trailingTrivia.contains(where: \.isComment)
            && !next.leadingTrivia.contains(where: \.isComment)
        guard noSpace || tooMuch else { return }
        let start = previous.endPositionBeforeTrailingTrivia.utf8Offset
        let range = start..<next.positionAfterSkippingLeadingTrivia.utf8Offset
        if skipAlignedConstants, isAlignedConstant(range, in: file) { return }
        found.add(atByte: range.lowerBound, fix: [TextEdit(range, isAllowedWithoutSpace ? text : " \(text) ")])
    }

    /// `name   = value` whose `=` stands in the same column (in characters) as an `=` on a line nearby.
    private func isAlignedConstant(_ range: Range<Int>, in file: LintFile) -> Bool {
        let bytes = file.bytes[range]
        // Whitespace, `=`, then exactly one whitespace character.
        guard bytes.count >= 3, bytes[range.upperBound - 2] == UInt8(ascii: "="),
              bytes.dropLast(2).allSatisfy(\.isASCIIWhitespace), bytes[range.upperBound - 1].isASCIIWhitespace
        else { return false }
        let lineNumber = file.lineNumber(atByte: range.upperBound)
        guard let column = Array(file.line(lineNumber)).firstIndex(of: "="), linesLookAround >= 1 else { return false }
        for distance in 1...linesLookAround {
            for other in [lineNumber + distance, lineNumber - distance] where other >= 1 && other <= file.lineCount {
                let characters = Array(file.line(other))
                if column < characters.count, characters[column] == "=" { return true }
            }
        }
        return false
    }
}

private extension Trivia {
    var hasSeveralSpaces: Bool {
        contains { if case .spaces(let count) = $0 { count > 1 } else { false } }
    }
}

private extension UInt8 {
    /// What a regular expression's `\s` matches among ASCII bytes.
    var isASCIIWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}
