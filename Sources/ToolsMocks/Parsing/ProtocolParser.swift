// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftParser
import SwiftSyntax
import ToolsCore

/// Reads the protocols of one Swift file with SwiftParser: no compiler, no SourceKit.
public enum ProtocolParser {
    /// Deeper nesting is not parsed (the parser stops there), so hostile input cannot exhaust the stack.
    static let maximumNestingLevel = SwiftSourceLimits.parserNestingLevel

    /// The top-level protocols of `source` (also those inside `#if` blocks), and its syntax errors; a file
    /// beyond the input limits comes back with `skipped` set and nothing else.
    ///
    /// Bodies the collector never reads are taken out first (`BodyBlanking.compacted`; `SourceLines` maps
    /// positions back to the source); when the text without them does not parse cleanly, or the scan is
    /// unsure, the file is parsed whole, so errors and recovery are the parser's own.
    package static func parse(source: String, file: String) -> FileModels {
        if let skipped = skipped(source) { return skipped }
        if let compacted = BodyBlanking.compacted(source) {
            let tree = compacted.bytes.withUnsafeBufferPointer {
                Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel)
            }
            if !tree.hasError {
                let lines = SourceLines(source, removals: compacted.removals)
                return models(of: tree, parsedFrom: compacted.bytes, lines: lines, file: file)
            }
        }
        return parseWhole(source: source, file: file)
    }

    /// `source` parsed as it is, bodies and all: what `parse` falls back to, and gives the same models as.
    static func parseWhole(source: String, file: String) -> FileModels {
        if let skipped = skipped(source) { return skipped }
        let bytes = Array(source.utf8)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
        return models(of: tree, parsedFrom: bytes, lines: SourceLines(source), file: file)
    }

    /// The models of a file beyond the input limits: nothing but why.
    private static func skipped(_ source: String) -> FileModels? {
        // Over the contiguous bytes: the check is generic, and a buffer's iterator is its cheapest input.
        var checked = source
        guard let problem = checked.withUTF8({ SwiftSourceLimits.problem(in: $0) }) else { return nil }
        var models = FileModels(protocols: [], syntaxErrors: [])
        models.skipped = ModelProblem(line: problem.line, column: problem.column, message: problem.message)
        return models
    }

    /// The models of `tree`, parsed from `bytes`, whose positions `lines` gives in the file.
    private static func models(
        of tree: SourceFileSyntax, parsedFrom bytes: [UInt8], lines: SourceLines, file: String
    ) -> FileModels {
        var collector = ProtocolCollector(file: file, source: bytes, lines: lines)
        collector.collect(tree.statements)
        let errors = tree.hasError ? SyntaxErrorFinder.errors(in: tree, lines: lines) : []
        var models = FileModels(
            protocols: collector.protocols, typeAliases: collector.typeAliases, imports: collector.imports,
            extensionMembers: collector.extensionMembers, syntaxErrors: errors
        )
        models.annotatedExtensions = collector.annotatedExtensions
        models.autoMockableExtensions = collector.autoMockableExtensions
        models.noncopyableTypes = collector.noncopyableTypes
        return models
    }
}
