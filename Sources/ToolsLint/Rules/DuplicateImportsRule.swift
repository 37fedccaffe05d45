// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A module imported twice in one block of imports (the file, or one `#if` clause), or a submodule or
/// symbol of a module imported whole, as SwiftLint's `duplicate_imports`.
public struct DuplicateImportsRule: CorrectableRule {
    public static let description = RuleDescription(
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
                    "import Cart\n  ↓import Cart // again\nimport Orders; ↓import Cart\n/// Docs\n↓import Cart\nlet a = 1\n"
                ),
                "import Cart\n  import Orders; let a = 1\n"
            ),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        duplicates(in: file).map { violation(in: file, atByte: $0.violationOffset, severity: severity) }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(duplicates(in: file), suppressedLines: suppressedLines)
    }

    private struct Entry {
        var path: [String]
        var hasAttributes: Bool
        var edit: TextEdit
    }

    private func duplicates(in file: LintFile) -> [TextEdit] {
        guard file.contains("import") else { return [] }
        var result: [TextEdit] = []
        collect(file.tree.statements, into: &result)
        return result.sorted { $0.violationOffset < $1.violationOffset }
    }

    /// The duplicates among the imports of one block; `#if` clauses are blocks of their own.
    private func collect(_ items: CodeBlockItemListSyntax, into result: inout [TextEdit]) {
        var entries: [Entry] = []
        for item in items {
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let nested) = clause.elements { collect(nested, into: &result) }
                }
                continue
            }
            guard let decl = item.item.as(ImportDeclSyntax.self) else { continue }
            let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
            // As SwiftLint removes an import: the line break before it stays, what separates it from the
            // next statement goes; the last import of a block goes with what precedes it.
            let range = if item.id == items.last?.id {
                item.position.utf8Offset..<item.endPosition.utf8Offset
            } else {
                start..<(item.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?
                    .positionAfterSkippingLeadingTrivia.utf8Offset ?? item.endPosition.utf8Offset)
            }
            entries.append(Entry(
                path: decl.path.map(\.name.text), hasAttributes: !decl.attributes.isEmpty,
                edit: TextEdit(violationOffset: start, range: range, replacement: "")
            ))
        }
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
        result += flagged.map { entries[$0].edit }
    }
}
