// Copyright © 2026 Tools Authors. All rights reserved.

/// Just enough of Swift's lexical structure to break one generated line: brackets, string literals (with
/// escapes and interpolations) and generic argument lists, whose commas are not list separators.
///
/// Every scan walks `ScanText` units (one per Character) by offset: the same steps as walking Characters,
/// without building one at each step.
enum SwiftScanner {
    /// The widest bracket pair `(…)` or `[…]` at the top level of `code` with something inside.
    static func firstGroup(in code: String) -> (open: String.Index, contents: Range<String.Index>)? {
        let text = ScanText(code)
        var best: (open: Int, contents: Range<Int>)?
        var depth = 0
        var start = 0
        for index in text.codeOffsets() {
            let unit = text[index]
            if unit == UInt8(ascii: "(") || unit == UInt8(ascii: "[") {
                if depth == 0 { start = index }
                depth += 1
            } else if unit == UInt8(ascii: ")") || unit == UInt8(ascii: "]") {
                // A line that starts by closing an earlier line's list (`) private var …`) is read from there.
                guard depth > 0 else { continue }
                depth -= 1
                if depth == 0 {
                    let contents = (start + 1)..<index
                    let isWider = best.map { contents.count > $0.contents.count } ?? true
                    if !contents.isEmpty, isWider { best = (start, contents) }
                }
            }
        }
        guard depth == 0, let best else { return nil }
        return (text.index(best.open), text.index(best.contents.lowerBound)..<text.index(best.contents.upperBound))
    }

    /// The inside of a `{ … }` block that opens outside brackets and strings and closes at the end of `code`
    /// (`guard let x else { fatalError("…") }`), when something precedes it.
    static func trailingBlock(in code: String) -> Range<String.Index>? {
        let text = ScanText(code)
        var depth = 0
        var open: Int?
        for index in text.codeOffsets() {
            switch text[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "{") where depth == 0 && open == nil: open = index
            default: break
            }
        }
        guard let open, open > 0, text.units.last == UInt8(ascii: "}") else { return nil }
        // The block must close at the end: count braces from its opening.
        var braces = 0
        for index in text.codeOffsets(from: open) {
            let unit = text[index]
            if unit == UInt8(ascii: "{") { braces += 1 }
            if unit == UInt8(ascii: "}") { braces -= 1 }
            if unit == UInt8(ascii: "}"), braces == 0 {
                return index + 1 == text.count ? text.index(open + 1)..<text.index(index) : nil
            }
        }
        return nil
    }

    /// `code` cut after each `}` that closes a top-level block and is followed by more (`get { a } set { b }`);
    /// one element when there is nothing to cut.
    static func blockStatements(in code: String) -> [String] {
        let text = ScanText(code)
        var parts: [String] = []
        var depth = 0
        var braces = 0
        var start = 0
        for index in text.codeOffsets() {
            switch text[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "{") where depth == 0: braces += 1
            case UInt8(ascii: "}") where depth == 0:
                braces -= 1
                let next = index + 1
                if braces == 0, next < text.count, text[next] == UInt8(ascii: " ") {
                    parts.append(text.slice(start..<index + 1))
                    start = next + 1
                }
            default: break
            }
        }
        guard !parts.isEmpty, start < text.count else { return [code] }
        parts.append(text.slice(start..<text.count))
        return parts
    }

    /// Where ` where ` starts a clause outside brackets, strings and generic lists.
    static func topLevelWhere(in code: String) -> String.Index? {
        let text = ScanText(code)
        var depth = 0
        var angles = 0
        var previous = UInt8(ascii: " ")
        for index in text.codeOffsets() {
            let unit = text[index]
            switch unit {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "<") where ScanText.isWordUnit(previous): angles += 1
            case UInt8(ascii: ">") where angles > 0 && previous != UInt8(ascii: "-"): angles -= 1
            case UInt8(ascii: " ") where depth == 0 && angles == 0 && text.hasPrefix(" where ", at: index):
                return text.index(index + 1)
            default: break
            }
            previous = unit
        }
        return nil
    }

    /// The first generic parameter or argument list `<…>` at the top level of `code`.
    static func genericGroup(in code: String) -> (open: String.Index, contents: Range<String.Index>)? {
        let text = ScanText(code)
        var previous = UInt8(ascii: " ")
        var index = 0
        while index < text.count {
            let unit = text[index]
            if unit == UInt8(ascii: "\"") { return nil }
            if unit == UInt8(ascii: "<"), ScanText.isWordUnit(previous) {
                var angles = 0
                var inner = index
                var before = UInt8(ascii: " ")
                while inner < text.count {
                    let current = text[inner]
                    if current == UInt8(ascii: "<") { angles += 1 }
                    if current == UInt8(ascii: ">"), before != UInt8(ascii: "-") {
                        angles -= 1
                        if angles == 0 {
                            let contents = (index + 1)..<inner
                            return contents.isEmpty
                                ? nil : (text.index(index), text.index(contents.lowerBound)..<text.index(inner))
                        }
                    }
                    before = current
                    inner += 1
                }
                return nil
            }
            if unit == UInt8(ascii: "(") || unit == UInt8(ascii: "[") || unit == UInt8(ascii: "{") { return nil }
            previous = unit
            index += 1
        }
        return nil
    }

    /// The most elements of a tuple type in `type` (a declaration's type, up to its body or initial value);
    /// a function type's parameter list is not a tuple.
    static func largestTupleArity(in type: String) -> Int {
        let text = ScanText(type)
        var largest = 0
        var opens: [Int] = []
        var index = 0
        while index < text.count {
            let unit = text[index]
            if unit == UInt8(ascii: "\"") { break }
            if unit == UInt8(ascii: "{") || unit == UInt8(ascii: "=") && !text.hasPrefix("==", at: index) { break }
            if unit == UInt8(ascii: "(") { opens.append(index) }
            if unit == UInt8(ascii: ")"), let open = opens.popLast() {
                var after = index + 1
                while after < text.count, text[after] == UInt8(ascii: " ") { after += 1 }
                let isParameters = text.hasPrefix("->", at: after) || text.hasPrefix("async", at: after)
                    || text.hasPrefix("throws", at: after) || text.hasPrefix("rethrows", at: after)
                if !isParameters, index > open + 1 {
                    largest = max(largest, topLevelParts(of: text, in: (open + 1)..<index, at: UInt8(ascii: ",")).count)
                }
            }
            index += 1
        }
        return largest
    }

    /// `text` split at `separator` (an ASCII character) where it is outside brackets, strings and generic
    /// argument lists.
    static func splitTopLevel(_ text: String, at separator: Unicode.Scalar) -> [String] {
        let scan = ScanText(text)
        guard separator.isASCII else { return [text] }
        let parts = topLevelParts(of: scan, in: 0..<scan.count, at: UInt8(separator.value))
        return parts.map { scan.slice($0) }
    }

    /// The ranges of `range` between top-level `separator`s (see `splitTopLevel`).
    private static func topLevelParts(of text: ScanText, in range: Range<Int>, at separator: UInt8) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var depth = 0
        var angles = 0
        var start = range.lowerBound
        var index = range.lowerBound
        var previous = UInt8(ascii: " ")
        while index < range.upperBound {
            let unit = text[index]
            if unit == UInt8(ascii: "\"") || unit == UInt8(ascii: "#") && index + 1 < range.upperBound
                && text[index + 1] == UInt8(ascii: "\"") {
                index = text.endOfString(from: index, end: range.upperBound)
                previous = UInt8(ascii: "\"")
                continue
            }
            switch unit {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            // `Array<Int>` opens a generic list; `a < b` (spaced) and `->` do not count.
            case UInt8(ascii: "<") where ScanText.isWordUnit(previous) || previous == UInt8(ascii: ">"): angles += 1
            case UInt8(ascii: ">") where angles > 0 && previous != UInt8(ascii: "-"): angles -= 1
            default: break
            }
            if unit == separator, depth == 0, angles == 0 {
                parts.append(start..<index)
                start = index + 1
            }
            previous = unit
            index += 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }
}
