// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `as!` crashes when the cast fails, as SwiftLint's `force_cast` says.
struct ForceCastRule: Rule {
    static let description = RuleDescription(
        identifier: "force_cast",
        name: "Force Cast",
        description: "Force casts should be avoided",
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("let number = value as? Int\n"),
            Example("let view = cell as UIView\n"),
            Example("// value as! Int\n"),
        ],
        triggeringExamples: [
            Example("let number = value ↓as! Int\n"),
            Example("let count = (items ↓as! [Int]).count\n"),
        ]
    )

    /// Candidates are the byte offsets of `as!`; the tokens confirm each (not in a comment or string).
    func register(_ walk: inout FileWalk, for file: LintFile) {
        let offsets = file.offsets(of: "as!")
        guard !offsets.isEmpty else { return }
        walk.atEnd { found in
            for offset in offsets {
                guard let token = file.token(atByte: offset), token.tokenKind == .keyword(.as),
                      token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                      token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .exclamationMark,
                      token.parent?.is(UnresolvedAsExprSyntax.self) == true
                        || token.parent?.is(AsExprSyntax.self) == true
                else { continue }
                found.add(atByte: offset)
            }
        }
    }
}
