// Copyright © 2026 Tools Authors. All rights reserved.

/// Just enough of Swift's lexical structure to break one generated line: brackets, string literals (with
/// escapes and interpolations) and generic argument lists, whose commas are not list separators.
enum SwiftScanner {
    /// The widest bracket pair `(…)` or `[…]` at the top level of `code` with something inside.
    static func firstGroup(in code: String) -> (open: String.Index, contents: Range<String.Index>)? {
        var best: (open: String.Index, contents: Range<String.Index>)?
        var depth = 0
        var start = code.startIndex
        var index = code.startIndex
        while index < code.endIndex {
            let character = code[index]
            if let end = stringEnd(in: code, at: index) {
                index = end
                continue
            }
            if character == "(" || character == "[" {
                if depth == 0 { start = index }
                depth += 1
            } else if character == ")" || character == "]" {
                // A line that starts by closing an earlier line's list (`) private var …`) is read from there.
                guard depth > 0 else {
                    index = code.index(after: index)
                    continue
                }
                depth -= 1
                if depth == 0 {
                    let contents = code.index(after: start)..<index
                    let isWider = best.map { code.distance(from: $0.contents.lowerBound, to: $0.contents.upperBound) }
                        .map { code.distance(from: contents.lowerBound, to: contents.upperBound) > $0 } ?? true
                    if !contents.isEmpty, isWider { best = (start, contents) }
                }
            }
            index = code.index(after: index)
        }
        return depth == 0 ? best : nil
    }

    /// The inside of a `{ … }` block that opens outside brackets and strings and closes at the end of `code`
    /// (`guard let x else { fatalError("…") }`), when something precedes it.
    static func trailingBlock(in code: String) -> Range<String.Index>? {
        var depth = 0
        var open: String.Index?
        var index = code.startIndex
        while index < code.endIndex {
            let character = code[index]
            if let end = stringEnd(in: code, at: index) {
                index = end
                continue
            }
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            case "{" where depth == 0 && open == nil: open = index
            default: break
            }
            index = code.index(after: index)
        }
        guard let open, open > code.startIndex, code.hasSuffix("}") else { return nil }
        // The block must close at the end: count braces from its opening.
        var braces = 0
        index = open
        while index < code.endIndex {
            let character = code[index]
            if let end = stringEnd(in: code, at: index) {
                index = end
                continue
            }
            if character == "{" { braces += 1 }
            if character == "}" { braces -= 1 }
            if character == "}", braces == 0 {
                return code.index(after: index) == code.endIndex ? code.index(after: open)..<index : nil
            }
            index = code.index(after: index)
        }
        return nil
    }

    /// `code` cut after each `}` that closes a top-level block and is followed by more (`get { a } set { b }`);
    /// one element when there is nothing to cut.
    static func blockStatements(in code: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var braces = 0
        var start = code.startIndex
        var index = code.startIndex
        while index < code.endIndex {
            let character = code[index]
            if let end = stringEnd(in: code, at: index) {
                index = end
                continue
            }
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            case "{" where depth == 0: braces += 1
            case "}" where depth == 0:
                braces -= 1
                let next = code.index(after: index)
                if braces == 0, next < code.endIndex, code[next] == " " {
                    parts.append(String(code[start...index]))
                    start = code.index(after: next)
                }
            default: break
            }
            index = code.index(after: index)
        }
        guard !parts.isEmpty, start < code.endIndex else { return [code] }
        parts.append(String(code[start...]))
        return parts
    }

    /// Where ` where ` starts a clause outside brackets, strings and generic lists.
    static func topLevelWhere(in code: String) -> String.Index? {
        var depth = 0
        var angles = 0
        var previous: Character = " "
        var index = code.startIndex
        while index < code.endIndex {
            let character = code[index]
            if let end = stringEnd(in: code, at: index) {
                index = end
                continue
            }
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "<" where previous.isLetter || previous.isNumber || previous == "_": angles += 1
            case ">" where angles > 0 && previous != "-": angles -= 1
            case " " where depth == 0 && angles == 0 && code[index...].hasPrefix(" where "):
                return code.index(after: index)
            default: break
            }
            previous = character
            index = code.index(after: index)
        }
        return nil
    }

    /// The first generic parameter or argument list `<…>` at the top level of `code`.
    static func genericGroup(in code: String) -> (open: String.Index, contents: Range<String.Index>)? {
        var previous: Character = " "
        var index = code.startIndex
        while index < code.endIndex {
            let character = code[index]
            if character == "\"" { return nil }
            if character == "<", previous.isLetter || previous.isNumber || previous == "_" {
                var angles = 0
                var inner = index
                var before: Character = " "
                while inner < code.endIndex {
                    let current = code[inner]
                    if current == "<" { angles += 1 }
                    if current == ">", before != "-" {
                        angles -= 1
                        if angles == 0 {
                            let contents = code.index(after: index)..<inner
                            return contents.isEmpty ? nil : (index, contents)
                        }
                    }
                    before = current
                    inner = code.index(after: inner)
                }
                return nil
            }
            if character == "(" || character == "[" || character == "{" { return nil }
            previous = character
            index = code.index(after: index)
        }
        return nil
    }

    /// The most elements of a tuple type in `type` (a declaration's type, up to its body or initial value);
    /// a function type's parameter list is not a tuple.
    static func largestTupleArity(in type: String) -> Int {
        var largest = 0
        var opens: [String.Index] = []
        var index = type.startIndex
        while index < type.endIndex {
            let character = type[index]
            if character == "\"" { break }
            if character == "{" || character == "=" && !type[index...].hasPrefix("==") { break }
            if character == "(" { opens.append(index) }
            if character == ")", let open = opens.popLast() {
                let after = type[type.index(after: index)...].drop { $0 == " " }
                let isParameters = ["->", "async", "throws", "rethrows"].contains { after.hasPrefix($0) }
                let inner = String(type[type.index(after: open)..<index])
                if !isParameters, !inner.isEmpty {
                    largest = max(largest, splitTopLevel(inner, at: ",").count)
                }
            }
            index = type.index(after: index)
        }
        return largest
    }

    /// `text` split at `separator` where it is outside brackets, strings and generic argument lists.
    static func splitTopLevel(_ text: String, at separator: Character) -> [String] {
        var parts: [String] = []
        var depth = 0
        var angles = 0
        var current = ""
        var index = text.startIndex
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" || character == "#" && text[index...].dropFirst().first == "\"" {
                let end = endOfString(in: text, from: index)
                current += text[index..<end]
                previous = "\""
                index = end
                continue
            }
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            // `Array<Int>` opens a generic list; `a < b` (spaced) and `->` do not count.
            case "<" where previous.isLetter || previous.isNumber || previous == "_" || previous == ">": angles += 1
            case ">" where angles > 0 && previous != "-": angles -= 1
            default: break
            }
            if character == separator, depth == 0, angles == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
            index = text.index(after: index)
        }
        parts.append(current)
        return parts
    }

    /// `code` when it is one string literal and nothing else.
    static func singleStringLiteral(_ code: String) -> String? {
        guard code.hasPrefix("\""), !code.hasPrefix("\"\"\""), code.count >= 2 else { return nil }
        return endOfString(in: code, from: code.startIndex) == code.endIndex ? code : nil
    }

    /// The content of a string literal as words that keep their trailing space; an escape or an
    /// interpolation is never split.
    static func splitStringContent(_ content: String) -> [String] {
        var words: [String] = []
        var current = ""
        var interpolation = 0
        var escaped = false
        for character in content {
            current.append(character)
            if escaped {
                escaped = false
                if character == "(" { interpolation += 1 }
                continue
            }
            if character == "\\" {
                escaped = true
            } else if interpolation > 0 {
                if character == "(" { interpolation += 1 } else if character == ")" { interpolation -= 1 }
            } else if character == " " {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The index after the string literal starting at `start` (`"…"` or `#"…"#`), or the end of `code`.
    /// Where the string literal (plain or raw) that starts at `index` ends; nil when none starts there.
    /// Every scan of this type skips literals through it, so a raw string is text everywhere.
    static func stringEnd(in code: String, at index: String.Index) -> String.Index? {
        let character = code[index]
        guard character == "\"" || character == "#" && code[index...].dropFirst().first == "\"" else { return nil }
        return endOfString(in: code, from: index)
    }

    static func endOfString(in code: String, from start: String.Index) -> String.Index {
        var index = start
        var hashes = 0
        while index < code.endIndex, code[index] == "#" {
            hashes += 1
            index = code.index(after: index)
        }
        guard index < code.endIndex else { return code.endIndex }
        index = code.index(after: index)
        var interpolation = 0
        while index < code.endIndex {
            let character = code[index]
            if hashes == 0, character == "\\" {
                index = code.index(after: index)
                if index < code.endIndex, code[index] == "(" { interpolation += 1 }
                if index < code.endIndex { index = code.index(after: index) }
                continue
            }
            if interpolation > 0 {
                if character == "\"" {
                    index = endOfString(in: code, from: index)
                    continue
                }
                if character == "(" { interpolation += 1 } else if character == ")" { interpolation -= 1 }
            } else if character == "\"", let end = closingHashes(hashes, in: code, after: index) {
                return end
            }
            index = code.index(after: index)
        }
        return code.endIndex
    }

    /// After the `"` at `quote`: the end of `hashes` `#`s that close a raw string there, or nil. (A Character
    /// comparison per position: `hasPrefix` with a new closing string at every character cost more than the
    /// rest of the scan.)
    private static func closingHashes(_ hashes: Int, in code: String, after quote: String.Index) -> String.Index? {
        var index = code.index(after: quote)
        for _ in 0..<hashes {
            guard index < code.endIndex, code[index] == "#" else { return nil }
            index = code.index(after: index)
        }
        return index
    }
}
