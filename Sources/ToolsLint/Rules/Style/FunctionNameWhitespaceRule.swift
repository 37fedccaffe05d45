// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// One space between `func` and the name, and the spacing `generic_spacing` asks for around the generic
/// parameters (`no_space`, `leading_space`, `trailing_space`, `leading_trailing_space`); operators get one
/// space after their name, as SwiftLint's `function_name_whitespace`.
struct FunctionNameWhitespaceRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "function_name_whitespace",
        name: "Function Name Whitespace",
        description: "Function declaration should have exactly one space before the name and no space after it",
        isCorrectable: true,
        nonTriggeringExamples: FunctionNameWhitespaceExamples.nonTriggering,
        triggeringExamples: FunctionNameWhitespaceExamples.triggering,
        corrections: FunctionNameWhitespaceExamples.corrections
    )

    enum GenericSpacing: String, Sendable, OptionEnum {
        case noSpace = "no_space"
        case leadingSpace = "leading_space"
        case trailingSpace = "trailing_space"
        case leadingTrailingSpace = "leading_trailing_space"

        var spaceBeforeGenerics: Bool { self == .leadingSpace || self == .leadingTrailingSpace }
        var spaceAfterGenerics: Bool { self == .trailingSpace || self == .leadingTrailingSpace }
    }

    var genericSpacing = GenericSpacing.noSpace

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("generic_spacing", \.genericSpacing,
                 "spaces around generic parameters: no_space, leading_space, trailing_space, leading_trailing_space"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("func") else { return }
        let spacing = genericSpacing
        walk.visitPost(FunctionDeclSyntax.self) { node, found in
            let keywordTrivia = node.funcKeyword.trailingTrivia
            if !keywordTrivia.contains(where: \.isComment), keywordTrivia != .space {
                Self.add(after: node.funcKeyword, replacement: " ", "Too many spaces between 'func' and function name",
                         &found)
            }
            Self.checkName(node.name, spacing: spacing, &found)
            if let generics = node.genericParameterClause {
                Self.checkGenerics(generics.rightAngle, spacing: spacing, &found)
            }
        }
    }

    private static func checkName(_ name: TokenSyntax, spacing: GenericSpacing, _ found: inout RuleFindings) {
        let nameReason = spacing.spaceBeforeGenerics
            ? "Missing space between function name and generic parameter(s)"
            : "Superfluous space between function name and generic parameter(s)"
        let trivia = name.trailingTrivia
        if trivia.contains(where: \.isComment) {
            checkSingleComment(after: name, reason: nameReason, &found)
            return
        }
        switch name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator:
            if trivia != .space {
                let reason = "Operators should be surrounded by a single whitespace when defining them"
                add(after: name, replacement: " ", reason, &found)
            }
        default:
            if spacing.spaceBeforeGenerics ? trivia != .space : !trivia.isEmpty {
                add(after: name, replacement: spacing.spaceBeforeGenerics ? " " : "", nameReason, &found)
            }
        }
    }

    private static func checkGenerics(_ rightAngle: TokenSyntax, spacing: GenericSpacing, _ found: inout RuleFindings) {
        let reason = spacing.spaceAfterGenerics
            ? "Missing space after generic parameter(s)" : "Superfluous space after generic parameter(s)"
        let trivia = rightAngle.trailingTrivia
        if trivia.contains(where: \.isComment) {
            checkSingleComment(after: rightAngle, reason: reason, &found)
        } else if spacing.spaceAfterGenerics ? trivia != .space : !trivia.isEmpty {
            add(after: rightAngle, replacement: spacing.spaceAfterGenerics ? " " : "", reason, &found)
        }
    }

    /// One comment after the token should have one space on each side; several are left as they are.
    private static func checkSingleComment(after token: TokenSyntax, reason: String, _ found: inout RuleFindings) {
        let comments = token.trailingTrivia.filter(\.isComment)
        guard comments.count == 1, let comment = comments.first,
              token.trailingTrivia != Trivia(pieces: [.spaces(1), comment, .spaces(1)]) else { return }
        add(after: token, replacement: " " + Trivia(pieces: [comment]).description + " ", reason, &found)
    }

    /// The violation sits where the token's text ends; the edit replaces the trivia after it.
    private static func add(
        after token: TokenSyntax, replacement: String, _ reason: String, _ found: inout RuleFindings
    ) {
        let start = token.endPositionBeforeTrailingTrivia.utf8Offset
        found.add(atByte: start, reason: reason, fix: [TextEdit(start..<token.endPosition.utf8Offset, replacement)])
    }
}
