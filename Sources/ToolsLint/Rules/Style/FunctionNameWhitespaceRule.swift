// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// One space between `func` and the name, and the spacing `generic_spacing` asks for around the generic
/// parameters (`no_space`, `leading_space`, `trailing_space`, `leading_trailing_space`); operators get one
/// space after their name, as SwiftLint's `function_name_whitespace`.
public struct FunctionNameWhitespaceRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "function_name_whitespace",
        name: "Function Name Whitespace",
        description: "Function declaration should have exactly one space before the name and no space after it",
        isCorrectable: true,
        nonTriggeringExamples: FunctionNameWhitespaceExamples.nonTriggering,
        triggeringExamples: FunctionNameWhitespaceExamples.triggering,
        corrections: FunctionNameWhitespaceExamples.corrections
    )

    enum GenericSpacing: String {
        case noSpace = "no_space"
        case leadingSpace = "leading_space"
        case trailingSpace = "trailing_space"
        case leadingTrailingSpace = "leading_trailing_space"

        var spaceBeforeGenerics: Bool { self == .leadingSpace || self == .leadingTrailingSpace }
        var spaceAfterGenerics: Bool { self == .trailingSpace || self == .leadingTrailingSpace }
    }

    public var severity: Severity
    var genericSpacing = GenericSpacing.noSpace

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["generic_spacing"]
        )
        guard let node = options?.isMapping == true ? options?["generic_spacing"] : nil else { return }
        let value = try node.string()
        guard let spacing = GenericSpacing(rawValue: value) else {
            throw node.error(
                "unknown generic_spacing '\(value)'",
                hint: "use no_space, leading_space, trailing_space or leading_trailing_space"
            )
        }
        genericSpacing = spacing
    }

    public func validate(_ file: LintFile) -> [Violation] {
        findings(in: file).map {
            violation(in: file, atByte: $0.edit.violationOffset, severity: severity, reason: $0.reason)
        }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file).map(\.edit), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [(edit: TextEdit, reason: String)] {
        guard file.contains("func") else { return [] }
        let visitor = Visitor(spacing: genericSpacing)
        visitor.walk(file.tree)
        return visitor.found
    }

    private final class Visitor: SyntaxVisitor {
        let spacing: GenericSpacing
        var found: [(edit: TextEdit, reason: String)] = []

        init(spacing: GenericSpacing) {
            self.spacing = spacing
            super.init(viewMode: .sourceAccurate)
        }

        override func visitPost(_ node: FunctionDeclSyntax) {
            let keywordTrivia = node.funcKeyword.trailingTrivia
            if !keywordTrivia.contains(where: \.isComment), keywordTrivia != .space {
                add(after: node.funcKeyword, replacement: " ", "Too many spaces between 'func' and function name")
            }
            checkName(node.name)
            if let generics = node.genericParameterClause { checkGenerics(generics.rightAngle) }
        }

        private func checkName(_ name: TokenSyntax) {
            let nameReason = spacing.spaceBeforeGenerics
                ? "Missing space between function name and generic parameter(s)"
                : "Superfluous space between function name and generic parameter(s)"
            let trivia = name.trailingTrivia
            if trivia.contains(where: \.isComment) {
                checkSingleComment(after: name, reason: nameReason)
                return
            }
            switch name.tokenKind {
            case .binaryOperator, .prefixOperator, .postfixOperator:
                if trivia != .space {
                    let reason = "Operators should be surrounded by a single whitespace when defining them"
                    add(after: name, replacement: " ", reason)
                }
            default:
                if spacing.spaceBeforeGenerics ? trivia != .space : !trivia.isEmpty {
                    add(after: name, replacement: spacing.spaceBeforeGenerics ? " " : "", nameReason)
                }
            }
        }

        private func checkGenerics(_ rightAngle: TokenSyntax) {
            let reason = spacing.spaceAfterGenerics
                ? "Missing space after generic parameter(s)" : "Superfluous space after generic parameter(s)"
            let trivia = rightAngle.trailingTrivia
            if trivia.contains(where: \.isComment) {
                checkSingleComment(after: rightAngle, reason: reason)
            } else if spacing.spaceAfterGenerics ? trivia != .space : !trivia.isEmpty {
                add(after: rightAngle, replacement: spacing.spaceAfterGenerics ? " " : "", reason)
            }
        }

        /// One comment after the token should have one space on each side; several are left as they are.
        private func checkSingleComment(after token: TokenSyntax, reason: String) {
            let comments = token.trailingTrivia.filter(\.isComment)
            guard comments.count == 1, let comment = comments.first,
                  token.trailingTrivia != Trivia(pieces: [.spaces(1), comment, .spaces(1)]) else { return }
            add(after: token, replacement: " " + Trivia(pieces: [comment]).description + " ", reason)
        }

        private func add(after token: TokenSyntax, replacement: String, _ reason: String) {
            let start = token.endPositionBeforeTrailingTrivia.utf8Offset
            let range = start..<token.endPosition.utf8Offset
            let edit = TextEdit(violationOffset: start, range: range, replacement: replacement)
            found.append((edit, reason))
        }
    }
}
