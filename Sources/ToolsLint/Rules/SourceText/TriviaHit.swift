// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// The trivia piece that covers a byte of a file, with where it starts and whose trivia it is.
struct TriviaHit {
    var piece: TriviaPiece
    /// Byte offset where the piece starts.
    var start: Int
    /// Whether the piece is in the leading trivia of its token (else in the trailing trivia).
    var isLeading: Bool
    /// Index of the piece in its trivia.
    var index: Int
    var token: TokenSyntax

    var length: Int { piece.sourceLength.utf8Length }

    /// The text of a comment piece (nil for other pieces).
    var commentText: String? {
        switch piece {
        case .lineComment(let text), .docLineComment(let text), .blockComment(let text), .docBlockComment(let text):
            text
        default:
            nil
        }
    }

    var isLineComment: Bool {
        switch piece {
        case .lineComment, .docLineComment: true
        default: false
        }
    }
}

extension LintFile {
    /// The trivia piece covering the byte at `offset`, or nil when the byte is a token's text (parses the file).
    func triviaPiece(atByte offset: Int) -> TriviaHit? {
        guard let token = token(atByte: offset) else { return nil }
        let textStart = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let textEnd = token.endPositionBeforeTrailingTrivia.utf8Offset
        if offset >= textStart, offset < textEnd { return nil }
        let isLeading = offset < textStart
        var pieceStart = isLeading ? token.position.utf8Offset : textEnd
        for (index, piece) in (isLeading ? token.leadingTrivia : token.trailingTrivia).enumerated() {
            let pieceEnd = pieceStart + piece.sourceLength.utf8Length
            if offset >= pieceStart, offset < pieceEnd {
                return TriviaHit(piece: piece, start: pieceStart, isLeading: isLeading, index: index, token: token)
            }
            pieceStart = pieceEnd
        }
        return nil
    }

    /// The comment piece covering the byte at `offset`, if any.
    func comment(atByte offset: Int) -> TriviaHit? {
        guard let hit = triviaPiece(atByte: offset), hit.piece.isComment else { return nil }
        return hit
    }
}
