// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A doc comment followed by a plain comment documents nothing, as SwiftLint's `orphaned_doc_comment`.
struct OrphanedDocCommentRule: Rule {
    static let description = RuleDescription(
        identifier: "orphaned_doc_comment",
        name: "Orphaned Doc Comment",
        description: "A doc comment should be attached to a declaration",
        nonTriggeringExamples: [
            Example("/// The cart's total\nvar total: Int\n"),
            Example("/// The cart's total,\n/// in cents\nvar total: Int\n"),
            Example("//////////////////////\n// Cart\n//////////////////////\n"),
            Example("/***********\n * Cart\n ***********/\n// Notes\n"),
            Example("/// The cart's total\n\tvar total: Int // in cents\n"),
        ],
        triggeringExamples: [
            Example("↓/// The cart's total\n// in cents\nvar total: Int\n"),
            Example("↓/** The cart's total */\n/* in cents */\nvar total: Int\n"),
            Example("↓/// The cart's total\n\n\n// in cents\nvar total: Int\n"),
            Example("↓/// The cart's total\n// in cents\n↓/// The cart\n// of the shop\nvar total: Int\n"),
            Example("struct Cart {\n    ↓///\n    /// The total\n\n    // in cents\n    var total: Int\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("///") || file.contains("/**") else { return }
        walk.atEnd { found in
            var offsets: [Int] = []
            var seen = Set<SyntaxIdentifier>()
            for marker in ["///", "/**"] {
                // The leading trivia of the last token looked at: the next lines of a doc comment are in
                // it too, and that token is seen already (no need to look it up again).
                var lastTrivia = 0..<0
                for offset in file.offsets(of: marker) where !lastTrivia.contains(offset) {
                    guard let hit = file.comment(atByte: offset), hit.isLeading else { continue }
                    lastTrivia = hit.token.position.utf8Offset..<hit.token.positionAfterSkippingLeadingTrivia.utf8Offset
                    guard seen.insert(hit.token.id).inserted else { continue }
                    offsets += Self.orphans(in: hit.token)
                }
            }
            for offset in offsets.sorted() { found.add(atByte: offset) }
        }
    }
    /// Doc comments of a token's leading trivia that a plain comment follows before anything but blank space.
    private static func orphans(in token: TokenSyntax) -> [Int] {
        let pieces = Array(token.leadingTrivia)
        var result: [Int] = []
        var offset = token.position.utf8Offset
        var index = 0
        var offsets: [Int] = []
        for piece in pieces {
            offsets.append(offset)
            offset += piece.sourceLength.utf8Length
        }
        while index < pieces.count {
            let start = index
            index += 1
            let text: String
            switch pieces[start] {
            case .docLineComment(let comment), .docBlockComment(let comment): text = comment
            default: continue
            }
            // Lines of slashes or stars frame file headers; they are not documentation.
            guard !text.hasPrefix("////"), !text.hasPrefix("/***") else { continue }
            // What follows is consumed: later doc comments of the same run are not reported again.
            scan: while index < pieces.count {
                let piece = pieces[index]
                index += 1
                switch piece {
                case .docLineComment, .docBlockComment, .newlines, .carriageReturns, .carriageReturnLineFeeds, .spaces:
                    continue
                case .lineComment, .blockComment:
                    result.append(offsets[start])
                    break scan
                default:
                    break scan
                }
            }
        }
        return result
    }
}
