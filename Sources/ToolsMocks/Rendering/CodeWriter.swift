// Copyright © 2026 Tools Authors. All rights reserved.

/// Lines of Swift with four-space indentation.
struct CodeWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Starts a braced block; `close()` ends it (for bodies written by several methods).
    mutating func open(_ header: String) {
        line(header + " {")
        depth += 1
    }

    mutating func close() {
        depth -= 1
        line("}")
    }

    var text: String { lines.joined(separator: "\n") }
}
