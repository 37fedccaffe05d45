// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A module imported twice in one block of imports (the file, or one `#if` clause), or a submodule or
/// symbol of a module imported whole, as SwiftLint's `duplicate_imports`.
struct DuplicateImportsRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "duplicate_imports",
        name: "Duplicate Imports",
        description: "Imports should be unique",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("import Cart\nimport Orders\n"),
            Example("import Cart.Items\nimport Cart.Prices\n"),
            Example("@testable import Cart\n@testable import Orders\n"),
            Example("#if DEBUG\n@testable import Cart\n#else\nimport Cart\n#endif\n"),
            Example("import Cart // the model\nimport Orders // the orders\n"),
            Example("import Cart\n@testable import struct Cart.Item\n"),
            Example("@testable import Cart.Items\nimport Cart\n"),
            Example("import CoreImage\nimport CoreImage.CIFilterBuiltins\n"),
        ],
        triggeringExamples: [
            Example("@testable import Cart\n↓@testable import Cart\n"),
            Example("import Cart\n↓@testable import Cart\n"),
            Example("@testable import Cart\n↓import struct Cart.Item\n"),
            Example("import Cart\n#if DEBUG\nimport Orders\n#endif\n↓import Cart\n"),
            Example("#if DEBUG\nimport Cart\n↓import Cart\n#endif\n"),
            Example("import Cart\n↓import class Cart.Item\n"),
            Example("import Cart\n↓import func Cart.checkout\n"),
            Example("import Cart.Items\n↓import Cart.Items.Price\n"),
            Example("↓import Cart.Items\nimport Cart\n"),
            Example("import Cart\nimport Orders\n↓import Cart\n↓import Cart\n"),
            Example("import Orders; ↓import Orders\n"),
        ],
        corrections: [
            Correction(Example("import Cart\n↓import Cart\nlet cart = 1\n"), "import Cart\nlet cart = 1\n"),
            Correction(Example("import Cart\n↓import struct Cart.Item"), "import Cart"),
            Correction(
                Example(
                    "import Cart\n  ↓import Cart // again\nimport Orders; ↓import Cart\n"
                        + "/// Docs\n↓import Cart\nlet a = 1\n"
                ),
                "import Cart\n  import Orders; let a = 1\n"
            ),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("import") else { return }
        walk.atEnd { found in
            for duplicate in Self.duplicates(in: file) { found.add(atByte: duplicate.offset) }
        }
    }

    /// Removes the duplicates, runs of them at once: the next statement takes the leading trivia of the first
    /// import removed, as SwiftLint removes them (so the edits are made here, not per finding).
    func correct(_ file: LintFile, findings: [RuleFinding], suppressedLines: Set<Int>) -> String? {
        let removed = Self.duplicates(in: file).filter {
            !suppressedLines.contains(file.lineNumber(atByte: $0.offset))
        }
        var edits: [TextEdit] = []
        for (_, group) in Dictionary(grouping: removed, by: \.list.id) {
            let list = Array(group[0].list)
            var runs: [ClosedRange<Int>] = []
            for index in group.map(\.index).sorted() {
                if let last = runs.last, last.upperBound + 1 == index {
                    runs[runs.count - 1] = last.lowerBound...index
                } else {
                    runs.append(index...index)
                }
            }
            // As SwiftLint removes imports: the next statement takes the leading trivia of the first
            // import removed; imports that end their block go with their leading trivia.
            for run in runs {
                let first = list[run.lowerBound]
                let range = if run.upperBound + 1 < list.count {
                    first.positionAfterSkippingLeadingTrivia.utf8Offset
                        ..< list[run.upperBound + 1].positionAfterSkippingLeadingTrivia.utf8Offset
                } else {
                    first.position.utf8Offset..<list[run.upperBound].endPosition.utf8Offset
                }
                edits.append(TextEdit(range))
            }
        }
        return file.applying(edits.map { [$0] })
    }

    private struct Entry {
        var path: [String]
        var hasAttributes: Bool
        var offset: Int
        var list: CodeBlockItemListSyntax
        var index: Int
    }

    private static func duplicates(in file: LintFile) -> [Entry] {
        var result: [Entry] = []
        collect(file.tree.statements, into: &result)
        return result.sorted { $0.offset < $1.offset }
    }

    /// The duplicates among the imports of the file and of each of its top-level `#if` clauses; as in
    /// SwiftLint, an `#if` nested in a clause adds its imports (of every branch) to that clause's.
    private static func collect(_ items: CodeBlockItemListSyntax, into result: inout [Entry]) {
        var clauses: [CodeBlockItemListSyntax] = []
        result += duplicates(among: imports(in: items, clauses: &clauses))
        for clause in clauses {
            var nested: [CodeBlockItemListSyntax] = []
            var entries = imports(in: clause, clauses: &nested)
            while let list = nested.popLast() { entries += imports(in: list, clauses: &nested) }
            result += duplicates(among: entries.sorted { $0.offset < $1.offset })
        }
    }

    /// The imports of `items`; the statements of their `#if` clauses are added to `clauses`.
    private static func imports(
        in items: CodeBlockItemListSyntax, clauses: inout [CodeBlockItemListSyntax]
    ) -> [Entry] {
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                for branch in ifConfig.clauses {
                    if case .statements(let nested) = branch.elements { clauses.append(nested) }
                }
                continue
            }
            guard let decl = item.item.as(ImportDeclSyntax.self) else { continue }
            entries.append(Entry(
                path: decl.path.map(\.name.text), hasAttributes: !decl.attributes.isEmpty,
                offset: decl.positionAfterSkippingLeadingTrivia.utf8Offset, list: items, index: index
            ))
        }
        return entries
    }

    private static func duplicates(among entries: [Entry]) -> [Entry] {
        var flagged = Set<Int>()
        var bySubpath: [[String]: [(entry: Int, complete: Bool)]] = [:]
        for (index, entry) in entries.enumerated() where !entry.path.isEmpty {
            // `CIFilterBuiltins` must be imported by name beside its module, as SwiftLint knows.
            let wholeOnly = entry.path.count == 2 && entry.path[1] == "CIFilterBuiltins"
            for length in stride(from: entry.path.count, through: wholeOnly ? 2 : 1, by: -1) {
                bySubpath[Array(entry.path.prefix(length)), default: []].append((index, length == entry.path.count))
            }
        }
        for imports in bySubpath.values where imports.count > 1 {
            guard let primary = imports.firstIndex(where: \.complete) else { continue }
            for (position, item) in imports.enumerated() where position != primary {
                // A submodule imported with attributes (`@testable`) adds to the whole module's import.
                if item.complete || !entries[item.entry].hasAttributes { flagged.insert(item.entry) }
            }
        }
        return flagged.map { entries[$0] }
    }
}
