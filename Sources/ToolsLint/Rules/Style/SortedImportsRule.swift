// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Imports on consecutive lines sorted by module name, ignoring case, as SwiftLint's `sorted_imports`;
/// `grouping: attributes` puts imports with attributes (`@testable`) first, sorted by attribute.
struct SortedImportsRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "sorted_imports",
        name: "Sorted Imports",
        description: "Imports should be sorted",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("import Cart\nimport Orders\nimport Payments\n"),
            Example("import Alamofire\nimport API\n"),
            Example("import cart\nimport Orders\n"),
            Example("// Modules\nimport Cart\nimport Orders\n"),
            Example("@testable import Cart\nimport   Orders\n"),
            Example("import Orders\n\nimport Cart\n"),
            Example("import Orders\n// Modules\n\nimport Cart\n"),
            Example("import Payments\n#if DEBUG\nimport Debugging\n#else\nimport Cart\n#endif\nimport Orders\n"),
            Example("@testable import Orders\nimport Cart\n", options: "grouping: attributes"),
        ],
        triggeringExamples: [
            Example("import Cart\nimport Payments\nimport ↓Orders\n"),
            Example("import Payments\n// Modules\nimport ↓Orders\nimport ↓Cart\n"),
            Example("import Payments\n/// Modules\nimport ↓Orders\n"),
            Example("@testable import Orders\nimport   ↓Cart\n"),
            Example("import Orders\n@testable import   ↓Cart\n"),
            Example("#if DEBUG\nimport Payments\nimport ↓Orders\n#endif\n"),
            Example("import Cart\n@testable import ↓Orders\n", options: "grouping: attributes"),
        ],
        corrections: [
            Correction(Example("import Cart\nimport Payments\nimport ↓Orders\n"),
                       "import Cart\nimport Orders\nimport Payments\n"),
            Correction(Example("@testable import Orders\nimport   ↓Cart // model\n"),
                       "import   Cart // model\n@testable import Orders\n"),
            Correction(Example("import Payments\n// Modules\nimport ↓Orders\nimport ↓Cart\n"),
                       "import Cart\n// Modules\nimport Orders\nimport Payments\n"),
        ]
    )

    enum Grouping: String, Sendable, OptionEnum { case names, attributes }

    var grouping = Grouping.names

    static var options: [RuleOption<Self>] {
        [.severity, .key("grouping", \.grouping, "names, or attributes (imports with attributes first)")]
    }

    /// An import line: its number, its text, and where the module name starts (after `import` and spaces).
    private struct ImportLine {
        var line: Int
        var text: String
        var moduleOffset: Int
        var module: Substring
        var attributes: String
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("import") else { return }
        walk.atEnd { found in
            for misplaced in groups(in: file, skipping: []).flatMap(misplaced) {
                found.add(atByte: misplaced.moduleOffset)
            }
        }
    }

    /// Sorts each group of imports at once (suppressed lines stay where they are), as SwiftLint does: the
    /// edits are not the findings' own.
    func correct(_ file: LintFile, findings: [RuleFinding], suppressedLines: Set<Int>) -> String? {
        let groups = groups(in: file, skipping: suppressedLines)
        guard groups.contains(where: { !misplaced($0).isEmpty }) else { return nil }
        // Each import line takes the text of the import sorted to its place; comments between stay.
        let edits = groups.flatMap { group in
            zip(group, group.sorted(by: comesBefore)).map { slot, entry in
                TextEdit(file.byteRange(ofLine: slot.line), entry.text)
            }
        }
        return file.applying(edits.map { [$0] })
    }

    /// Imports after one that should follow them.
    private func misplaced(_ group: [ImportLine]) -> [ImportLine] {
        zip(group, group.dropFirst()).compactMap { previous, current in
            comesBefore(previous, current) ? nil : current
        }
    }

    private func comesBefore(_ lhs: ImportLine, _ rhs: ImportLine) -> Bool {
        if grouping == .attributes, lhs.attributes != rhs.attributes {
            if lhs.attributes.isEmpty != rhs.attributes.isEmpty { return rhs.attributes.isEmpty }
            return lhs.attributes < rhs.attributes
        }
        return lhs.module.lowercased() <= rhs.module.lowercased()
    }

    /// Lines holding an `import` of a module (not of a symbol), in runs of consecutive lines.
    private func groups(in file: LintFile, skipping skipped: Set<Int>) -> [[ImportLine]] {
        var lines: [(line: Int, decl: ImportDeclSyntax)] = []
        for offset in file.offsets(of: "import") {
            guard let token = file.token(atByte: offset), token.tokenKind == .keyword(.import),
                  token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                  let decl = token.parent?.as(ImportDeclSyntax.self) else { continue }
            let line = file.lineNumber(atByte: offset)
            if !skipped.contains(line) { lines.append((line, decl)) }
        }
        var groups: [[ImportLine]] = []
        var previous = -1
        var commentLines: Set<Int>?
        for (line, decl) in lines {
            let entry = importLine(line, decl, in: file)
            // Comment lines between imports keep them in one group; an empty line or code splits it.
            var joined = line == previous + 1
            if !joined, previous > 0, line > previous + 1 {
                let comments = commentLines ?? file.commentOnlyLines()
                commentLines = comments
                joined = (previous + 1..<line).allSatisfy { comments.contains($0) }
            }
            if joined, !groups.isEmpty { groups[groups.count - 1].append(entry) } else { groups.append([entry]) }
            previous = line
        }
        return groups
    }

    /// The import's line, its module path (after the import kind, if any) and its attributes.
    private func importLine(_ line: Int, _ decl: ImportDeclSyntax, in file: LintFile) -> ImportLine {
        ImportLine(
            line: line, text: file.line(line), moduleOffset: decl.path.positionAfterSkippingLeadingTrivia.utf8Offset,
            module: Substring(file.trimmedText(of: decl.path)),
            attributes: decl.attributes.isEmpty ? "" : file.trimmedText(of: decl.attributes)
        )
    }
}
