// Copyright © 2026 Tools Authors. All rights reserved.

/// Breaks generated lines that are longer than the team's limit, the way a person would: an argument or
/// parameter list one element a line, a long string literal as a concatenation, a comment at a word.
///
/// Mock text is built line by line from the protocol's own names and types, which can be of any length, so
/// the limit is kept here, once, rather than at every place that writes a line. Each line is broken on its
/// own (generated lines never continue one another), and what cannot be broken (one very long name) is
/// left as it is.
struct LineWrapper {
    let limit: Int

    /// The lines `line` becomes, each within the limit where a break point exists.
    func wrap(line: String) -> [String] {
        guard ASCIILines.isLonger(line, than: limit) else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let code = String(line.dropFirst(indent.count))
        if code.hasPrefix("//") { return wrapComment(code, indent: indent) }
        // Directives (`#if`) must stay on one line; multi-line string delimiters are never generated.
        if code.hasPrefix("#") || Self.containsTripleQuote(code) { return [line] }
        // `get { … } set { … }`: one block a line.
        let blocks = SwiftScanner.blockStatements(in: code)
        if blocks.count > 1 {
            return blocks.flatMap { wrap(line: indent + $0) }
        }
        // `guard … else { fatalError(…) }`, `get { … }`: the braced body on its own lines first.
        if let body = SwiftScanner.trailingBlock(in: code) {
            let head = code[..<code.index(before: body.lowerBound)]
            return wrap(line: indent + String(head).trimmingCharacters() + " {")
                + wrap(line: indent + "    " + String(code[body]).trimmingCharacters())
                + [indent + "}"]
        }
        if let group = SwiftScanner.firstGroup(in: code) {
            let inner = String(code[group.contents])
            let elements = SwiftScanner.splitTopLevel(inner, at: ",").map { $0.trimmingCharacters() }
            guard !elements.allSatisfy(\.isEmpty) else { return [line] }
            var lines = wrap(line: indent + String(code[..<group.contents.lowerBound]))
            let inside = indent + "    "
            for (index, element) in elements.enumerated() {
                let comma = index == elements.count - 1 ? "" : ","
                lines += wrapElement(element + comma, indent: inside)
            }
            lines += wrap(line: indent + String(code[group.contents.upperBound...]))
            return lines
        }
        if let literal = SwiftScanner.singleStringLiteral(code) {
            return wrapString(literal, indent: indent)
        }
        // A type's header: its `where` clause on the next line, then its generic parameters one a line.
        if let clause = SwiftScanner.topLevelWhere(in: code) {
            return wrap(line: indent + String(code[..<clause]).trimmingCharacters())
                + wrap(line: indent + "    " + String(code[clause...]).trimmingCharacters())
        }
        if let generics = SwiftScanner.genericGroup(in: code) {
            var lines = [indent + String(code[...generics.open])]
            let elements = SwiftScanner.splitTopLevel(String(code[generics.contents]), at: ",")
            for (index, element) in elements.enumerated() {
                let comma = index == elements.count - 1 ? "" : ","
                lines += wrap(line: indent + "    " + element.trimmingCharacters() + comma)
            }
            return lines + wrap(line: indent + String(code[generics.contents.upperBound...]))
        }
        return Self.wrapConformances(code, indent: indent) ?? [line]
    }

    /// A class's conformances (`public nonisolated final class AMock: A, @unchecked Sendable {`): one a line.
    private static func wrapConformances(_ code: String, indent: String) -> [String]? {
        guard let conformances = conformances(inHeader: code), conformances.list.count > 1 else { return nil }
        var lines = [indent + code[...conformances.colon] + " " + conformances.list[0] + ","]
        for (index, element) in conformances.list.enumerated().dropFirst() {
            lines.append(indent + "    " + element + (index == conformances.list.count - 1 ? " {" : ","))
        }
        return lines
    }

    /// The colon and the inheritance list of a non-generic class or actor header ending in `{`.
    private static func conformances(inHeader code: String) -> (colon: String.Index, list: [String])? {
        guard code.hasSuffix(" {"),
              let keyword = code.firstRange(of: "class ") ?? code.firstRange(of: "actor "),
              let colon = code[keyword.upperBound...].firstIndex(of: ":"),
              !code[keyword.upperBound..<colon].contains("<") else { return nil }
        let list = code[code.index(after: colon)..<code.index(code.endIndex, offsetBy: -2)]
        let elements = SwiftScanner.splitTopLevel(String(list), at: ",").map { $0.trimmingCharacters() }
        return elements.contains(where: \.isEmpty) ? nil : (colon, elements)
    }

    /// Whether `code` holds `"""`: by bytes on plain text (see `ASCIILines.isPlain`), where they are the
    /// Characters; Foundation's search otherwise.
    private static func containsTripleQuote(_ code: String) -> Bool {
        var text = code
        let plain = text.withUTF8 { ASCIILines.isPlain($0) }
        return plain ? ProtocolParser.contains("\"\"\"", in: code) : code.contains("\"\"\"")
    }

    private func wrapElement(_ element: String, indent: String) -> [String] {
        let line = indent + element
        guard ASCIILines.isLonger(line, than: limit) else { return [line] }
        // A string literal as the whole element (a message) is split into a concatenation.
        let trailingComma = element.hasSuffix(",")
        let body = trailingComma ? String(element.dropLast()) : element
        if SwiftScanner.singleStringLiteral(body) != nil {
            var lines = wrapString(body, indent: indent)
            if trailingComma, let last = lines.popLast() { lines.append(last + ",") }
            return lines
        }
        return wrap(line: line)
    }

    /// `"a b c"` → `"a b "` / `+ "c"`, broken at spaces outside interpolations.
    private func wrapString(_ literal: String, indent: String) -> [String] {
        let content = literal.dropFirst().dropLast()
        let words = SwiftScanner.splitStringContent(String(content))
        var lines: [String] = []
        var current = ""
        for word in words {
            let prefix = lines.isEmpty ? indent + "\"" : indent + "    + \""
            if !current.isEmpty, ASCIILines.isLonger(prefix + current + word + "\"", than: limit) {
                lines.append(prefix + current + "\"")
                current = ""
            }
            current += word
        }
        lines.append((lines.isEmpty ? indent + "\"" : indent + "    + \"") + current + "\"")
        return lines
    }

    private func wrapComment(_ code: String, indent: String) -> [String] {
        let marker = code.hasPrefix("///") ? "/// " : "// "
        let words = code.dropFirst(marker.count - 1).split(separator: " ").map(String.init)
        var lines: [String] = []
        var current = ""
        for word in words {
            if !current.isEmpty, ASCIILines.isLonger(indent + marker + current + " " + word, than: limit) {
                lines.append(indent + marker + current)
                current = word
            } else {
                current += current.isEmpty ? word : " " + word
            }
        }
        lines.append(indent + marker + current)
        return lines
    }
}

private extension String {
    func trimmingCharacters() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
