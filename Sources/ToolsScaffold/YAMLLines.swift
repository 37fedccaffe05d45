// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The lines of a YAML file seen through their indentation, enough to find where a block mapping or
/// sequence ends so that new lines can be inserted without re-serialising the file.
struct YAMLLines {
    let lines: [String]

    init(_ text: String) {
        lines = Self.split(text).map { $0.last == "\r" ? String($0.dropLast()) : $0 }
    }

    /// The lines of `text` split at each line feed, a carriage return before it kept; a final line break
    /// ends the last line rather than starting an empty one. Split by Unicode scalars: to `String`, `\r\n`
    /// is one character, which neither `components(separatedBy: "\n")` nor `hasSuffix("\n")` see.
    static func split(_ text: String) -> [String] {
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.unicodeScalars.last == "\n" { lines.removeLast() }
        return lines
    }

    /// Leading spaces of a line with content; nil for blank lines.
    func indentation(_ index: Int) -> Int? {
        let line = lines[index]
        let spaces = line.prefix { $0 == " " }.count
        return spaces == line.count ? nil : spaces
    }

    func isComment(_ index: Int) -> Bool {
        lines[index].drop { $0 == " " }.hasPrefix("#")
    }

    /// The 0-based line of `key:` at exactly `indent` spaces within `range`, quoted or not.
    func keyLine(_ key: String, indent: Int, in range: Range<Int>) -> Int? {
        let spelled = [key, "\"\(key)\"", "'\(key)'"]
        return range.first { index in
            guard indentation(index) == indent, !isComment(index) else { return false }
            let rest = lines[index].dropFirst(indent)
            return spelled.contains { name in
                guard rest.hasPrefix(name + ":") else { return false }
                let after = rest.dropFirst(name.count + 1)
                return after.isEmpty || after.first == " " || after.first == "#"
            }
        }
    }

    /// The value written on the same line as `key:` (flow collections, scalars), without a trailing comment.
    func inlineValue(at index: Int) -> String {
        guard let colon = lines[index].firstIndex(of: ":") else { return "" }
        var value = lines[index][lines[index].index(after: colon)...]
        if let hash = value.range(of: " #") { value = value[..<hash.lowerBound] }
        return value.trimmingCharacters(in: .whitespaces)
    }

    /// The last line (0-based) of the block that `header` opens: the lines after it that are indented more
    /// than `parentIndent` (or, for a sequence written at its key's indentation, start with `- `).
    /// Blank lines and comments at or left of the parent's indentation end it: they belong to what follows.
    func blockEnd(after header: Int, parentIndent: Int, sequenceAtSameIndent: Bool = false) -> Int {
        var last = header
        var index = header + 1
        while index < lines.count {
            guard let indent = indentation(index) else {
                index += 1
                continue
            }
            let text = lines[index].dropFirst(indent)
            if indent > parentIndent {
                last = index
            } else if sequenceAtSameIndent, indent == parentIndent, text.hasPrefix("- ") || text == "-" {
                last = index
            } else {
                break
            }
            index += 1
        }
        return last
    }

    var count: Int { lines.count }
}
