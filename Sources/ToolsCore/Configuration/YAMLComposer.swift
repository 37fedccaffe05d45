// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import Yams

/// Yams' composition of one document, accepting duplicated keys (each renamed and reported by
/// `YAMLConversion`), with libyaml's errors made one located line. Runs on `LargeStack`'s thread.
enum YAMLComposer {
    struct Composed {
        /// Yams' tree: aliases are resolved to their anchors' nodes, so it is a graph of shared nodes.
        var root: Yams.Node
        /// Where `duplicateMarker` was inserted (line, column, in order), to map columns back to the file.
        var insertions: [(line: Int, column: Int)]
        /// The text composed (with the markers), where anchors' names are read.
        var text: String
    }

    /// Prefix given to all but the last of duplicated keys, so that the YAML composes; `YAMLConversion`
    /// strips it and warns or fails as the file's reader asks.
    static let duplicateMarker = "__tools_duplicate_key__"

    /// Composes `text`. Yams rejects duplicated keys: each reported one is renamed in the text with
    /// `duplicateMarker` and the text composed again.
    static func compose(_ text: String, file: String) throws(ConfigurationError) -> Composed {
        var text = text
        var insertions: [(line: Int, column: Int)] = []
        for _ in 0..<500 {
            do {
                let root = try Yams.compose(yaml: text) ?? .mapping(.init([]))
                return Composed(root: root, insertions: insertions, text: text)
            } catch let error as YamlError {
                guard case .duplicatedKeysInMapping(_, let context) = error,
                    let (renamed, column) = markKey(in: text, line: context.mark.line, column: context.mark.column)
                else { throw convert(error, text: text, file: file, insertions: insertions) }
                text = renamed
                insertions.append((context.mark.line, column))
            } catch {
                throw ConfigurationError.invalidYAML(FileLocation(file: file), detail: oneLine("\(error)"))
            }
        }
        throw ConfigurationError.invalidYAML(FileLocation(file: file), detail: "more than 500 duplicated keys")
    }

    /// `text` with `duplicateMarker` inserted before the key at `line`:`column` (1-based, in characters),
    /// and the column inserted at; nil when that is not the start of a key.
    private static func markKey(in text: String, line: Int, column: Int) -> (String, Int)? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Array(String($0).unicodeScalars)
        }
        guard line >= 1, line <= lines.count, column >= 1, column <= lines[line - 1].count else { return nil }
        var offset = column - 1
        if ["\"", "'"].contains(lines[line - 1][offset]) { offset += 1 }
        lines[line - 1].insert(contentsOf: duplicateMarker.unicodeScalars, at: offset)
        return (lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n"), offset + 1)
    }

    // MARK: Errors

    /// libyaml's error as one line at its position in the file as written.
    static func convert(
        _ error: YamlError, text: String, file: String, insertions: [(line: Int, column: Int)]
    ) -> ConfigurationError {
        func located(_ mark: Mark) -> FileLocation {
            var column = mark.column
            for insertion in insertions.reversed() where insertion.line == mark.line && column > insertion.column {
                column -= duplicateMarker.unicodeScalars.count
            }
            return FileLocation(file: file, line: mark.line, column: column)
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            var detail = problem.contains("Maximum nesting level") ? "values nested deeper than libyaml reads" : problem
            if let context { detail += " \(context.text)" }
            return .invalidYAML(located(mark), detail: oneLine(detail))
        case .reader(let problem, let offset, let value, _):
            let position = offset.map { YAMLText.position(ofCharacter: $0, in: text) }
            let character = problem.contains("control character") && value >= 0
                ? String(format: " (U+%04X)", value) : ""
            return .invalidYAML(FileLocation(file: file, position: position), detail: oneLine(problem) + character)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return .invalidYAML(
                located(context.mark),
                detail: "duplicate key '\(oneLine(duplicates.first ?? ""))'")
        default:
            return .invalidYAML(FileLocation(file: file), detail: oneLine("\(error)"))
        }
    }

    /// `text` on one line and of a readable length: libyaml's messages may quote the input.
    static func oneLine(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count > 200 ? String(flat.prefix(200)) + "…" : flat
    }

    // MARK: Releasing

    /// Releases the tree of `composed` without recursion. Yams' nodes free their children recursively, as
    /// deep as the graph goes (a chain of aliases), so the collections are released parents first while
    /// their children are still held: each release then frees one node.
    static func release(_ composed: inout Composed) {
        // Without anchors nothing is shared: the tree is at most libyaml's 1,000 levels deep, which this
        // thread's stack frees recursively.
        guard composed.text.contains("&") else { return }
        var order: [Yams.Node] = []
        var seen: Set<ObjectIdentifier> = []
        var stack: [(node: Yams.Node, finished: Bool)] = [(composed.root, false)]
        composed.root = .mapping(.init([]))
        // Depth first, each collection once; `order` lists children before their parents.
        while let (node, finished) = stack.popLast() {
            if finished {
                order.append(node)
                continue
            }
            let children = Self.children(of: node)
            guard !children.isEmpty, seen.insert(identity(of: node)).inserted else { continue }
            stack.append((node, true))
            for child in children { stack.append((child, false)) }
        }
        stack = []
        while !order.isEmpty { order.removeLast() }
    }

    /// One object per composed node, shared by every alias of it: its tag, read without resolving it
    /// (`Node.tag` resolves an implicit tag in place, which would make a plain scalar look tagged).
    static func identity(of node: Yams.Node) -> ObjectIdentifier {
        switch node {
        case .scalar(let scalar): ObjectIdentifier(scalar.tag)
        case .mapping(let mapping): ObjectIdentifier(mapping.tag)
        case .sequence(let sequence): ObjectIdentifier(sequence.tag)
        case .alias(let alias): ObjectIdentifier(alias.tag)
        }
    }

    private static func children(of node: Yams.Node) -> [Yams.Node] {
        switch node {
        case .mapping(let mapping): mapping.flatMap { [$0.key, $0.value] }
        case .sequence(let sequence): Array(sequence)
        case .scalar, .alias: []
        }
    }
}
