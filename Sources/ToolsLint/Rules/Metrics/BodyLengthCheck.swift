// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Measures braced bodies against warning / error line limits and words the finding as SwiftLint does.
struct BodyLengthCheck {
    let levels: SeverityLevels
    let file: LintFile

    /// Reports `body` if it is too long.
    func check(_ body: MeasuredBody, into found: inout RuleFindings) {
        let openLine = file.lineNumber(atByte: body.open.positionAfterSkippingLeadingTrivia.utf8Offset)
        let closeLine = file.lineNumber(atByte: body.close.positionAfterSkippingLeadingTrivia.utf8Offset)
        let span = CodeLines.bodySpan(open: openLine, close: closeLine)
        // Counting needs the token lines; a span no longer than the smallest limit cannot exceed it.
        guard span.count > levels.smallest else { return }
        let count = file.codeLines.count(span)
        guard let exceeded = levels.exceeded(by: count) else { return }
        found.add(
            at: body.keyword,
            reason: "\(body.name) body should span \(exceeded.threshold) lines or less excluding comments and "
                + "whitespace: currently spans \(count) lines",
            severity: exceeded.severity
        )
    }
}

/// A braced body a length rule measures, with the keyword it is reported at and the name of its kind.
struct MeasuredBody {
    var open: TokenSyntax
    var close: TokenSyntax
    var keyword: TokenSyntax
    var name: String
}
