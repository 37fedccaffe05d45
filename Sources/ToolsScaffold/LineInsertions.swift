// Copyright © 2026 Tools Authors. All rights reserved.

/// A text edit made only of whole lines inserted after given lines: the smallest change that registers
/// a package, so comments, order and formatting of the rest of the file stay exactly as they were.
public struct LineInsertions: Sendable, Equatable {
    public struct Insertion: Sendable, Equatable {
        /// The new lines go after this 1-based line; 0 puts them first.
        public var afterLine: Int
        public var lines: [String]
    }

    public let original: String
    public private(set) var insertions: [Insertion] = []

    init(original: String) {
        self.original = original
    }

    var isEmpty: Bool { insertions.isEmpty }

    mutating func insert(_ lines: [String], afterLine line: Int) {
        insertions.append(Insertion(afterLine: line, lines: lines))
    }

    /// The original lines, without the carriage return of a CRLF file (`edited` puts it back on every line).
    private var originalLines: [String] {
        let lines = YAMLLines.split(original)
        return lineEnding == "\r\n" ? lines.map { $0.last == "\r" ? String($0.dropLast()) : $0 } : lines
    }

    /// The file's line ending (that of its first line break): a CRLF file is edited in CRLF.
    private var lineEnding: String {
        guard let feed = original.utf8.firstIndex(of: 10), feed != original.utf8.startIndex else { return "\n" }
        return original.utf8[original.utf8.index(before: feed)] == 13 ? "\r\n" : "\n"
    }

    /// The edited text; a file that lacked a final newline gets one only if lines were added at its end.
    public var edited: String {
        let lines = operations.map(\.text)
        let endsWithNewline = original.unicodeScalars.last == "\n"
            || insertions.contains { $0.afterLine >= originalLines.count }
        let ending = lineEnding
        return lines.joined(separator: ending) + (endsWithNewline && !lines.isEmpty ? ending : "")
    }

    private enum Operation {
        case same(String)
        case added(String)

        var text: String {
            switch self {
            case .same(let text), .added(let text): text
            }
        }

        var isAdded: Bool {
            if case .added = self { return true }
            return false
        }
    }

    private var operations: [Operation] {
        let lines = originalLines
        // Stable order: insertions at the same line keep the order they were made in.
        let byLine = Dictionary(grouping: insertions.enumerated()) { min(max($0.element.afterLine, 0), lines.count) }
        var operations: [Operation] = []
        operations += (byLine[0] ?? []).flatMap { $0.element.lines.map(Operation.added) }
        for (index, line) in lines.enumerated() {
            operations.append(.same(line))
            operations += (byLine[index + 1] ?? []).flatMap { $0.element.lines.map(Operation.added) }
        }
        return operations
    }

    /// A unified diff (`diff -u` style, three lines of context) from `a/path` to `b/path`.
    public func unifiedDiff(path: String, context: Int = 3) -> String {
        let operations = operations
        let changed = operations.indices.filter { operations[$0].isAdded }
        guard !changed.isEmpty else { return "" }
        // Group changed operations into hunks whose context windows touch.
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let window = max(0, index - context)...min(operations.count - 1, index + context)
            if let last = hunks.last, window.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, window.upperBound)
            } else {
                hunks.append(window)
            }
        }
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks {
            let before = operations[..<hunk.lowerBound]
            let oldStart = before.filter { !$0.isAdded }.count + 1
            let newStart = hunk.lowerBound + 1
            let body = operations[hunk]
            let oldCount = body.filter { !$0.isAdded }.count
            text += "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newStart),\(body.count) @@\n"
            for operation in body {
                text += (operation.isAdded ? "+" : " ") + operation.text + "\n"
            }
        }
        return text
    }
}
