// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// The edits that correct one violation, with the violation's position (to honour suppressed lines).
struct SyntaxFix {
    var position: AbsolutePosition
    var edits: [TextEdit]
}

/// A visitor that collects corrections; each correctable rule's fixing visitor subclasses it.
class FixCollector: SyntaxVisitor {
    var fixes: [SyntaxFix] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    func fix(_ position: AbsolutePosition, _ edits: TextEdit...) {
        fixes.append(SyntaxFix(position: position, edits: edits))
    }
}

extension LintFile {
    /// The text after applying the fixes whose violations are not on `suppressedLines` (and, when `reported`
    /// is given, are at one of those positions); nil when nothing changes.
    /// A fix overlapping one already applied (nested violations) is left for the next `--fix` pass.
    func applying(
        _ collector: FixCollector, suppressedLines: Set<Int>, reported: Set<AbsolutePosition>? = nil
    ) -> String? {
        collector.walk(tree)
        let fixes = collector.fixes
            .filter { !$0.edits.isEmpty && !suppressedLines.contains(position(of: $0.position).line) }
            .filter { reported?.contains($0.position) ?? true }
            .sorted { ($0.edits.map(\.range.upperBound).max() ?? 0) > ($1.edits.map(\.range.upperBound).max() ?? 0) }
        var result = bytes
        var lowestApplied = Int.max
        for fix in fixes where fix.edits.allSatisfy({ $0.range.upperBound <= lowestApplied }) {
            for edit in fix.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
            }
            lowestApplied = fix.edits.map(\.range.lowerBound).min() ?? lowestApplied
        }
        return result == bytes ? nil : String(decoding: result, as: UTF8.self)
    }
}
