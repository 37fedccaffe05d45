// Copyright © 2026 Tools Authors. All rights reserved.

/// One pass over a file's bytes for `SwiftSourceLimits`: a small lexer that knows what the parser will
/// treat as code.
///
/// Brackets, `<`, `!` and `?` count only in code: string literals (plain, raw `#"…"#`, multi-line, raw
/// multi-line), comments (line, nested block) and extended regex literals (`#/…/#`) are text, because real
/// files hold unbalanced brackets there (`"\u{1B}[0m"`, `// [x]`, SQL, parser test inputs in `#"""` blocks).
/// Interpolations (`\(…)`, `\#(…)`) are code again, and each one counts as a bracket level: the parser
/// recurses into it, so nesting hidden in strings cannot get past the limits.
struct LimitScanner {
    let text: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private var squares = 0
    /// Generic arguments (`A<A<…>>`) nest too; `<` is also an operator, so they are counted per line.
    private var angles = 0
    private var run = 0
    /// What encloses the current byte, innermost last; empty means top-level code.
    private var contexts: [Context] = []

    private enum Context {
        /// An interpolation's code; `parens` counts its own `(`s so its closing `)` is found.
        case interpolation(parens: Int)
        case string(hashes: Int, multiline: Bool)
        case blockComment(depth: Int)
        /// `multiline` when `#/` ends its line; otherwise the literal ends with its line, as the parser would
        /// not read an unclosed one as a regex (so what follows is counted as code).
        case regex(hashes: Int, multiline: Bool)
    }

    init(text: UnsafeBufferPointer<UInt8>) {
        self.text = text
    }

    mutating func firstProblem() -> SwiftSourceLimits.Problem? {
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\n") {
                switch contexts.last {
                case .string(_, multiline: false), .regex(_, multiline: false): contexts.removeLast()
                default: break
                }
                line += 1
                lineStart = index + 1
                angles = 0
                run = 0
                index += 1
                continue
            }
            let message: String?
            switch contexts.last {
            case nil, .interpolation: message = code(byte)
            case let .string(hashes, multiline): message = string(byte, hashes: hashes, multiline: multiline)
            case let .blockComment(level): message = blockComment(byte, level: level)
            case let .regex(hashes, _): message = regex(byte, hashes: hashes)
            }
            if let message {
                let column = index - lineStart + 1
                return SwiftSourceLimits.Problem(line: line, column: column, message: "skipped: " + message)
            }
        }
        return nil
    }

    // MARK: Code

    private mutating func code(_ byte: UInt8) -> String? {
        run = (byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")) ? run + 1 : 0
        if run > SwiftSourceLimits.maximumPostfixRun {
            return "more than \(SwiftSourceLimits.maximumPostfixRun) '!' or '?' in a row"
        }
        switch byte {
        case UInt8(ascii: "/"):
            if peek(1) == UInt8(ascii: "/") {
                skipToEndOfLine()
                return nil
            }
            if peek(1) == UInt8(ascii: "*") {
                contexts.append(.blockComment(depth: 1))
                index += 2
                return nil
            }
        case UInt8(ascii: "#"), UInt8(ascii: "\""):
            if openLiteral() { return nil }
        case UInt8(ascii: "<"):
            angles += 1
            if angles > SwiftSourceLimits.maximumBracketDepth {
                return "generic arguments nested deeper than \(SwiftSourceLimits.maximumBracketDepth) levels"
            }
        case UInt8(ascii: ">") where index == 0 || text[index - 1] != UInt8(ascii: "-"):
            angles = max(0, angles - 1)
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            if let message = open(byte) { return message }
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            close(byte)
        default:
            break
        }
        index += 1
        return nil
    }

    private mutating func open(_ byte: UInt8) -> String? {
        if byte == UInt8(ascii: "("), case let .interpolation(parens) = contexts.last {
            contexts[contexts.count - 1] = .interpolation(parens: parens + 1)
        }
        if byte == UInt8(ascii: "[") {
            squares += 1
            if squares > SwiftSourceLimits.maximumSquareDepth {
                return "'[' nested deeper than \(SwiftSourceLimits.maximumSquareDepth) levels"
            }
        }
        return deepen()
    }

    private mutating func close(_ byte: UInt8) {
        depth = max(0, depth - 1)
        if byte == UInt8(ascii: "]") { squares = max(0, squares - 1) }
        if byte == UInt8(ascii: ")"), case let .interpolation(parens) = contexts.last {
            // The interpolation's own `)` hands back to its string.
            contexts[contexts.count - 1] = .interpolation(parens: parens - 1)
            if parens == 0 { contexts.removeLast() }
        }
    }

    private mutating func deepen() -> String? {
        depth += 1
        if depth > SwiftSourceLimits.maximumBracketDepth {
            return "nesting deeper than \(SwiftSourceLimits.maximumBracketDepth) brackets"
        }
        return nil
    }

    /// At `#` or `"`: opens a string (`"`, `"""`, any number of `#` before either) or an extended regex
    /// (`#/`); false when the `#`s start something else (`#if`, `#selector`).
    private mutating func openLiteral() -> Bool {
        var end = index
        while end < text.count, text[end] == UInt8(ascii: "#") { end += 1 }
        let hashes = end - index
        guard end < text.count else { return false }
        if text[end] == UInt8(ascii: "/"), hashes > 0 {
            contexts.append(.regex(hashes: hashes, multiline: peek(end - index + 1) == UInt8(ascii: "\n")))
            index = end + 1
            return true
        }
        guard text[end] == UInt8(ascii: "\"") else { return false }
        let offset = end - index
        // `#"""#` is a one-line raw string holding a quote, as the parser reads it.
        let multiline = peek(offset + 1) == UInt8(ascii: "\"") && peek(offset + 2) == UInt8(ascii: "\"")
            && !(hashes > 0 && hasHashes(hashes, at: end + 3))
        contexts.append(.string(hashes: hashes, multiline: multiline))
        index = end + (multiline ? 3 : 1)
        return true
    }

    // MARK: Text

    private mutating func string(_ byte: UInt8, hashes: Int, multiline: Bool) -> String? {
        if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: index + 1) {
            let next = index + 1 + hashes
            if next < text.count, text[next] == UInt8(ascii: "(") {
                contexts.append(.interpolation(parens: 0))
                index = next + 1
                return deepen()
            }
            // An escaped character; a newline stays for the main loop to count.
            index = next < text.count && text[next] != UInt8(ascii: "\n") ? next + 1 : next
            return nil
        }
        if byte == UInt8(ascii: "\"") {
            let quotes = multiline ? 3 : 1
            if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }), hasHashes(hashes, at: index + quotes) {
                contexts.removeLast()
                index += quotes + hashes
                return nil
            }
        }
        index += 1
        return nil
    }

    private mutating func blockComment(_ byte: UInt8, level: Int) -> String? {
        if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
            contexts.removeLast()
            if level > 1 { contexts.append(.blockComment(depth: level - 1)) }
            index += 2
        } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
            contexts[contexts.count - 1] = .blockComment(depth: level + 1)
            index += 2
        } else {
            index += 1
        }
        return nil
    }

    private mutating func regex(_ byte: UInt8, hashes: Int) -> String? {
        if byte == UInt8(ascii: "/"), hasHashes(hashes, at: index + 1) {
            contexts.removeLast()
            index += 1 + hashes
        } else {
            index += 1
        }
        return nil
    }

    // MARK: Bytes

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < text.count ? text[index + offset] : nil
    }

    private func hasHashes(_ count: Int, at start: Int) -> Bool {
        guard start + count <= text.count else { return false }
        return (start..<start + count).allSatisfy { text[$0] == UInt8(ascii: "#") }
    }

    private mutating func skipToEndOfLine() {
        while index < text.count, text[index] != UInt8(ascii: "\n") { index += 1 }
    }
}
