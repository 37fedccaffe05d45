// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftParser
import SwiftSyntax
import ToolsCore

/// Reads the protocols of one Swift file with SwiftParser: no compiler, no SourceKit.
public enum ProtocolParser {
    /// Deeper nesting is not parsed (the parser stops there), so hostile input cannot exhaust the stack.
    public static let maximumNestingLevel = SwiftSourceLimits.parserNestingLevel

    /// The top-level protocols of `source` (also those inside `#if` blocks), and its syntax errors; a file
    /// beyond the input limits comes back with `skipped` set and nothing else.
    /// - Parameter blanking: take out the bodies the collector never reads before parsing (see
    ///   `BodyBlanking.compacted`); off only to compare both ways in tests.
    public static func parse(source: String, file: String, blanking: Bool = true) -> FileModels {
        // Over the contiguous bytes: the check is generic, and a buffer's iterator is its cheapest input.
        var checked = source
        if let problem = checked.withUTF8({ SwiftSourceLimits.problem(in: $0) }) {
            var models = FileModels(protocols: [], syntaxErrors: [])
            models.skipped = ModelProblem(line: problem.line, column: problem.column, message: problem.message)
            return models
        }
        // Bodies the collector never reads are taken out first (`SourceLines` maps positions back to the
        // source); when the text without them does not parse cleanly, the file is parsed as it is, so errors
        // and recovery are the parser's own.
        var tree: SourceFileSyntax
        var lines: SourceLines
        if blanking, let compacted = BodyBlanking.compacted(source) {
            var text = compacted.text
            tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
            lines = SourceLines(source, removals: compacted.removals)
            if tree.hasError {
                text = source
                tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
                lines = SourceLines(source)
            }
        } else {
            var text = source
            tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
            lines = SourceLines(source)
        }
        var collector = ProtocolCollector(file: file, lines: lines)
        collector.collect(tree.statements)
        let errors = tree.hasError ? SyntaxErrorFinder.errors(in: tree, lines: lines) : []
        var models = FileModels(
            protocols: collector.protocols, typeAliases: collector.typeAliases, imports: collector.imports,
            extensionMembers: collector.extensionMembers, syntaxErrors: errors
        )
        models.annotatedExtensions = collector.annotatedExtensions
        models.autoMockableExtensions = collector.autoMockableExtensions
        return models
    }
}
