// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// SwiftLint's `match_kinds` names (SourceKit syntax kinds) for the pieces of a swift-syntax tree, so
/// that custom rules written for SwiftLint keep their meaning.
public enum SyntaxKindMap {
    public static let allKinds: Set<String> = [
        "argument", "attribute.builtin", "attribute.id", "buildconfig.id", "buildconfig.keyword", "comment",
        "comment.mark", "comment.url", "doccomment", "doccomment.field", "identifier", "keyword", "number",
        "objectliteral", "parameter", "placeholder", "string", "string_interpolation_anchor", "typeidentifier",
    ]

    /// Byte ranges of the file with their kind, in file order.
    public static func classify(_ file: LintFile) -> [(range: Range<Int>, kind: String)] {
        var pieces: [(range: Range<Int>, kind: String)] = []
        func trivia(_ trivia: Trivia, from start: Int) {
            var offset = start
            for piece in trivia {
                let length = piece.sourceLength.utf8Length
                switch piece {
                case .lineComment(let text), .blockComment(let text):
                    pieces.append((offset..<(offset + length), text.contains("MARK:") ? "comment.mark" : "comment"))
                case .docLineComment, .docBlockComment:
                    pieces.append((offset..<(offset + length), "doccomment"))
                default:
                    break
                }
                offset += length
            }
        }
        for token in file.tokens {
            trivia(token.leadingTrivia, from: token.position.utf8Offset)
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            if let kind = kind(of: token), end > start { pieces.append((start..<end, kind)) }
            trivia(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return pieces
    }

    private static func kind(of token: TokenSyntax) -> String? {
        switch token.tokenKind {
        case .keyword:
            if token.parent?.is(AttributeSyntax.self) == true { return "attribute.builtin" }
            return token.parent?.is(IfConfigClauseSyntax.self) == true ? "buildconfig.keyword" : "keyword"
        case .poundIf, .poundElse, .poundElseif, .poundEndif:
            return "buildconfig.keyword"
        case .integerLiteral, .floatLiteral:
            return "number"
        case .stringSegment, .stringQuote, .multilineStringQuote, .singleQuote, .rawStringPoundDelimiter:
            return "string"
        case .identifier, .dollarIdentifier:
            return identifierKind(token)
        default:
            return nil
        }
    }

    private static func identifierKind(_ token: TokenSyntax) -> String {
        guard let parent = token.parent else { return "identifier" }
        if parent.is(IdentifierTypeSyntax.self) || parent.is(MemberTypeSyntax.self) { return "typeidentifier" }
        if parent.is(AttributeSyntax.self) || parent.parent?.is(AttributeSyntax.self) == true { return "attribute.id" }
        if parent.is(FunctionParameterSyntax.self) || parent.is(ClosureParameterSyntax.self) { return "parameter" }
        if parent.is(LabeledExprSyntax.self) { return "argument" }
        return "identifier"
    }
}
