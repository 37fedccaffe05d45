// Copyright © 2026 Tools Authors. All rights reserved.

extension Array where Element == Diagnostic {
    /// The order of SwiftLint's reports: by file, and within a file by rule (SwiftLint runs its rules in
    /// identifier order), each rule's findings in position order. (SwiftLint's order of files varies from
    /// run to run; path order is one of its orders.)
    var inSwiftLintOrder: [Diagnostic] {
        sorted { lhs, rhs in
            (lhs.file ?? "", lhs.ruleID, lhs.line ?? 0, lhs.column ?? 0)
                < (rhs.file ?? "", rhs.ruleID, rhs.line ?? 0, rhs.column ?? 0)
        }
    }
}

extension String {
    /// A CSV or Markdown table field as SwiftLint writes it: quotes doubled, the field quoted when it holds
    /// `separator` or a line break.
    func swiftLintField(quotingIfContains separator: Character) -> String {
        let doubled = replacingOccurrences(of: "\"", with: "\"\"")
        return doubled.contains(separator) || doubled.contains("\n") ? "\"\(doubled)\"" : doubled
    }
}
