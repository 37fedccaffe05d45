// Copyright © 2026 Tools Authors. All rights reserved.

/// Finds an alias of a list or mapping used as a mapping key (`? *big` or `*big : value`) before Yams
/// composes the text: Yams hashes and compares keys to find duplicates, and a key that is an alias of a
/// "billion laughs" takes it minutes (an alias of 10⁷ values as a key: 50 s). No configuration needs such
/// a key; an alias of a scalar as a key stays allowed.
///
/// A light scan, not a parser: it skips comments, quoted scalars (which may span lines) and block scalars,
/// and knows anchors (`&name`) written before a list or mapping.
struct YAMLAliasKeys {
    /// The first such alias: its name and where it is written.
    static func first(in text: String) -> (name: String, position: SourcePosition)? {
        // Without an anchor there is no alias to expand.
        guard text.contains("&"), text.contains("*") else { return nil }
        var scan = YAMLAliasKeys()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let found = scan.read(Array(line.unicodeScalars)) {
                return (found.name, SourcePosition(line: index + 1, column: found.column))
            }
        }
        return nil
    }

    /// Anchors written before a list or mapping (or a value on the following lines).
    private var collectionAnchors: Set<String> = []
    /// The quote a quoted scalar that goes on past its line opened with.
    private var openQuote: Unicode.Scalar?
    /// The indentation of the line that started a block scalar, while its lines go on.
    private var blockScalarIndent: Int?

    /// Reads one line; returns the alias key found on it (name, 1-based column).
    private mutating func read(_ line: [Unicode.Scalar]) -> (name: String, column: Int)? {
        let indent = line.prefix { $0 == " " }.count
        if continuesBlockScalar(line, indent: indent) { return nil }
        var index = 0
        var lastToken: Unicode.Scalar = "\n"
        while index < line.count {
            if let quote = openQuote {
                guard let end = Self.endOfQuote(quote, in: line, from: index) else { return nil }
                openQuote = nil
                index = end
                lastToken = "\""
                continue
            }
            let scalar = line[index]
            let atTokenStart = index == 0 || [" ", "\t", "[", "{", ","].contains(line[index - 1])
            switch scalar {
            case "#" where atTokenStart:
                return nil
            case "\"" where atTokenStart, "'" where atTokenStart:
                guard let end = Self.endOfQuote(scalar, in: line, from: index + 1) else {
                    openQuote = scalar
                    return nil
                }
                index = end
                lastToken = "\""
                continue
            case "&" where atTokenStart:
                index = readAnchor(in: line, at: index)
                continue
            case "*" where atTokenStart:
                let name = Self.name(in: line, from: index + 1)
                let isKey = Self.isKey(in: line, after: index + 1 + name.count) || lastToken == "?"
                if isKey, collectionAnchors.contains(name) { return (name, index + 1) }
                index += 1 + name.count
                lastToken = "*"
                continue
            case "|" where atTokenStart, ">" where atTokenStart:
                let rest = line[(index + 1)...].prefix { $0 != "#" }
                if rest.allSatisfy({ "+-0123456789 \t\r".unicodeScalars.contains($0) }) {
                    blockScalarIndent = indent
                    return nil
                }
            default:
                break
            }
            if scalar != " " && scalar != "\t" { lastToken = scalar }
            index += 1
        }
        return nil
    }

    /// Whether `line` is part of the block scalar (`|`, `>`) a line before started; ends it when not.
    private mutating func continuesBlockScalar(_ line: [Unicode.Scalar], indent: Int) -> Bool {
        guard let parent = blockScalarIndent else { return false }
        let isBlank = line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
        if isBlank || indent > parent { return true }
        blockScalarIndent = nil
        return false
    }

    /// Reads the anchor (`&name`) at `index`, noting it when a list or mapping (or the next lines) follows;
    /// returns the index past its name.
    private mutating func readAnchor(in line: [Unicode.Scalar], at index: Int) -> Int {
        let name = Self.name(in: line, from: index + 1)
        let after = line[(index + 1 + name.count)...].drop { $0 == " " || $0 == "\t" }
        if after.first == nil || ["[", "{", "#", "\r"].contains(after.first) { collectionAnchors.insert(name) }
        return index + 1 + name.count
    }

    /// Whether an implicit key's `:` (followed by a space, the line's end or a flow indicator) comes at
    /// `index`, spaces skipped.
    private static func isKey(in line: [Unicode.Scalar], after index: Int) -> Bool {
        let after = line[index...].drop { $0 == " " || $0 == "\t" }
        guard after.first == ":" else { return false }
        return after.count == 1 || [" ", "\t", "\r", ",", "]", "}"].contains(after.dropFirst().first ?? " ")
    }

    /// The index just past the closing `quote` from `start` (escapes and doubled single quotes skipped);
    /// nil when the scalar goes on past the line.
    private static func endOfQuote(_ quote: Unicode.Scalar, in line: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < line.count {
            if quote == "\"", line[index] == "\\" {
                index += 2
                continue
            }
            if line[index] == quote {
                if quote == "'", index + 1 < line.count, line[index + 1] == "'" {
                    index += 2
                    continue
                }
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// An anchor's name: libyaml's anchor characters (letters, digits, `-`, `_`).
    private static func name(in line: [Unicode.Scalar], from start: Int) -> String {
        var name = String.UnicodeScalarView()
        var index = start
        while index < line.count, line[index].properties.isAlphabetic || ("0"..."9").contains(line[index])
            || line[index] == "-" || line[index] == "_" {
            name.append(line[index])
            index += 1
        }
        return String(name)
    }
}
