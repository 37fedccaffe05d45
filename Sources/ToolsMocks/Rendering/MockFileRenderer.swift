// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// The text of one generated file.
enum MockFileRenderer {
    /// The file from mocks already finished: the header, the imports, then each mock after a blank line.
    static func assemble(
        finishedMocks: [String], header: HeaderTemplate?, existing: String?, sourceImports: [String] = [],
        imports: [String], testableImports: [String], maxLineLength: Int = MockRequest.defaultMaxLineLength,
        requested: [String] = []
    ) -> String {
        var parts: [String] = []
        if let header, !header.holder.isEmpty {
            parts.append(keptHeader(header, existing: existing))
        }
        // No blanket disable command: the mocks follow the team's rules, long lines are broken below, and
        // the rare line that cannot be broken (one name longer than the limit) is exempted alone.
        parts.append(MockGenerator.marker)
        // What only `--all` selected, for the runs after it (`RequestRecord`).
        parts += Set(requested).sorted().map(RequestRecord.line)
        var importLines = ["import Foundation"]
        // The imports of the mocked protocols' files name the types their requirements use.
        let plain = Set(sourceImports.filter { !$0.hasPrefix("#if") })
        for line in plain.sorted() + Set(sourceImports).subtracting(plain).sorted()
        where !importLines.contains(line) {
            importLines.append(line)
        }
        for module in imports where module != "Foundation" && !importLines.contains("import \(module)") {
            importLines.append("import \(module)")
        }
        for module in testableImports where !importLines.contains("@testable import \(module)") {
            importLines.append("@testable import \(module)")
        }
        // `@testable import X` already imports X: the plain import of X would be a duplicate import.
        let testable = Set(importLines.filter { $0.hasPrefix("@testable import ") })
        importLines.removeAll { testable.contains("@testable " + $0) }
        let head = parts.joined(separator: "\n") + "\n\n" + importLines.joined(separator: "\n")
        var text = exemptingUnbreakableLines(head, limit: maxLineLength) + "\n"
        text.reserveCapacity(finishedMocks.reduce(text.utf8.count) { $0 + $1.utf8.count + 2 })
        for mock in finishedMocks {
            text += "\n"
            text += mock
            text += "\n"
        }
        return text
    }

    /// One mock's lines within the limit, with the targeted exemptions: it depends on the mock's text and the
    /// limit only, so it is done once per mock, in parallel, and kept with the rendered mock in the store.
    static func finished(mock: String, maxLineLength: Int) -> String {
        let wrapper = LineWrapper(limit: maxLineLength)
        var text = mock
        let plain = text.withUTF8 { bytes in
            ASCIILines.isPlain(bytes) ? finishedPlain(bytes, wrapper: wrapper, limit: maxLineLength) : nil
        }
        if let plain { return plain }
        return ASCIILines.lines(of: mock).map { finished(line: $0, wrapper: wrapper, limit: maxLineLength) }
            .joined(separator: "\n")
    }

    /// `finished` on plain text (see `ASCIILines.isPlain`), by bytes: a line within the limit that declares no
    /// property is one `finished(line:…)` gives back as it is, so its bytes are copied; most lines are such.
    private static func finishedPlain(_ bytes: UnsafeBufferPointer<UInt8>, wrapper: LineWrapper, limit: Int) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 8)
        var start = 0
        while true {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if line.count <= limit && plainPropertyDeclaration(in: line) == nil {
                result.append(contentsOf: line)
            } else {
                let text = String(decoding: line, as: UTF8.self)
                result.append(contentsOf: finished(line: text[...], wrapper: wrapper, limit: limit).utf8)
            }
            guard end < bytes.count else { break }
            result.append(UInt8(ascii: "\n"))
            start = end + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// One line of a mock, finished: broken when longer than the limit (and what stays too long exempted),
    /// exempted when it declares a too long name or a large tuple.
    private static func finished(line: Substring, wrapper: LineWrapper, limit: Int) -> String {
        // Most lines are within the limit: the wrapper would leave them whole, one line to exempt.
        let wrapped: String
        if ASCIILines.isLonger(line, than: limit) {
            let broken = wrapper.wrap(line: String(line)).joined(separator: "\n")
            wrapped = exemptingUnbreakableLines(broken, limit: limit)
        } else {
            wrapped = exemptingUnbreakableLine(line, limit: limit)
        }
        return exemptingLargeTuple(wrapped, declaredBy: line)
    }

    /// `large_tuple` disabled around one member (however many lines it was broken into) whose type holds a
    /// tuple of three or more elements: `…ReceivedArguments` records every parameter of a method in one
    /// tuple, as Sourcery's mocks do and as tests read them.
    static func exemptingLargeTuple(_ wrapped: String, declaredBy line: Substring) -> String {
        // By bytes: a line without a comma byte has no comma, and plain text's comma bytes are commas.
        guard line.utf8.contains(UInt8(ascii: ",")), ASCIILines.isPlain(line) || line.contains(","),
              let colon = propertyDeclaration(in: line)?.colon,
              SwiftScanner.largestTupleArity(in: String(line[line.index(after: colon)...])) >= 3 else { return wrapped }
        let indent = line.prefix { $0 == " " }
        return indent + "// swiftlint:disable large_tuple\n" + wrapped + "\n"
            + indent + "// swiftlint:enable large_tuple"
    }

    /// Rules generated code cannot always follow, each disabled for the one line that breaks it:
    /// - `line_length`: a line still over the limit once broken (a name or type longer than the limit);
    /// - `identifier_name`: a property over SwiftLint's 40 characters. Member names are Sourcery's (the
    ///   method, its labels and a suffix such as `ReceivedInvocations`): tests are written against them,
    ///   so they cannot be shortened.
    static func exemptingUnbreakableLines(_ text: String, limit: Int) -> String {
        ASCIILines.lines(of: text).map { exemptingUnbreakableLine($0, limit: limit) }.joined(separator: "\n")
    }

    /// One line of `exemptingUnbreakableLines`: the line, after its disable command when it needs one.
    private static func exemptingUnbreakableLine(_ line: Substring, limit: Int) -> String {
        var rules: [String] = []
        if ASCIILines.isLonger(line, than: limit) { rules.append("line_length") }
        if let name = declaredProperty(in: line), name.count > identifierLimit { rules.append("identifier_name") }
        guard !rules.isEmpty else { return String(line) }
        let indent = line.prefix { $0 == " " }
        return indent + "// swiftlint:disable:next " + rules.joined(separator: " ") + "\n" + line
    }

    /// SwiftLint's default longest `identifier_name` (a leading `_` of private storage is not counted).
    static let identifierLimit = 40

    /// The property a line declares (`var name:`), without a leading underscore.
    static func declaredProperty(in line: Substring) -> Substring? {
        propertyDeclaration(in: line)?.name
    }

    /// The first `var name:` / `let name:` of a line (after the start or white space): the name without a
    /// leading `_`, and the colon. Scanned by hand: this runs on every generated line, where a `Regex`
    /// took seconds for a large file.
    static func propertyDeclaration(in line: Substring) -> (name: Substring, colon: Substring.Index)? {
        // nil: not plain (or not contiguous), the Character path answers; .some(nil): no declaration.
        let scanned = line.utf8.withContiguousStorageIfAvailable { bytes -> DeclarationOffsets?? in
            guard ASCIILines.isPlain(bytes) else { return nil }
            return .some(plainPropertyDeclaration(in: bytes))
        }
        if case .some(.some(let found)) = scanned {
            guard let found else { return nil }
            let utf8 = line.utf8
            let index = { (offset: Int) in utf8.index(utf8.startIndex, offsetBy: offset) }
            return (line[index(found.nameStart)..<index(found.nameEnd)], index(found.colon))
        }
        return characterPropertyDeclaration(in: line)
    }

    /// Where a declared property's name and colon are, in bytes.
    private struct DeclarationOffsets {
        var nameStart: Int
        var nameEnd: Int
        var colon: Int
    }

    private static let varKeyword = ByteSearch("var ")
    private static let letKeyword = ByteSearch("let ")

    /// `propertyDeclaration(in:)` on plain bytes (see `ASCIILines.isPlain`), as offsets: the same steps as
    /// `characterPropertyDeclaration(in:)`, one byte for one `Character`.
    private static func plainPropertyDeclaration(in bytes: UnsafeBufferPointer<UInt8>) -> DeclarationOffsets? {
        var searchStart = 0
        while let keyword = varKeyword.firstOffset(in: bytes, from: searchStart)
                ?? letKeyword.firstOffset(in: bytes, from: searchStart) {
            searchStart = keyword + 4
            if keyword != 0, !ASCIILines.isWhitespace(bytes[keyword - 1]) { continue }
            var index = keyword + 4
            if index < bytes.count, bytes[index] == UInt8(ascii: "_") { index += 1 }
            let nameStart = index
            while index < bytes.count, ASCIILines.isIdentifierByte(bytes[index]) { index += 1 }
            guard index > nameStart else { continue }
            let nameEnd = index
            while index < bytes.count, ASCIILines.isWhitespace(bytes[index]) { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                return DeclarationOffsets(nameStart: nameStart, nameEnd: nameEnd, colon: index)
            }
        }
        return nil
    }

    private static func characterPropertyDeclaration(
        in line: Substring
    ) -> (name: Substring, colon: Substring.Index)? {
        var searchStart = line.startIndex
        while let keyword = line[searchStart...].firstRange(of: "var ") ?? line[searchStart...].firstRange(of: "let ") {
            searchStart = keyword.upperBound
            if keyword.lowerBound != line.startIndex, !line[line.index(before: keyword.lowerBound)].isWhitespace {
                continue
            }
            var index = keyword.upperBound
            if index < line.endIndex, line[index] == "_" { index = line.index(after: index) }
            let nameStart = index
            while index < line.endIndex, line[index].isASCII, line[index].isLetter || line[index].isNumber
                    || line[index] == "_" {
                index = line.index(after: index)
            }
            guard index > nameStart else { continue }
            let name = line[nameStart..<index]
            while index < line.endIndex, line[index].isWhitespace { index = line.index(after: index) }
            if index < line.endIndex, line[index] == ":" { return (name, index) }
        }
        return nil
    }

    /// The header of the existing file when it matches the template (its year stays), else a new one:
    /// a new year alone does not rewrite every mock file.
    private static func keptHeader(_ header: HeaderTemplate, existing: String?) -> String {
        let rendered = header.rendered(year: HeaderTemplate.currentYear)
        guard let existing else { return rendered }
        let count = rendered.split(separator: "\n", omittingEmptySubsequences: false).count
        let lines = existing.split(separator: "\n", omittingEmptySubsequences: false)
        let head = lines.prefix(count).joined(separator: "\n")
        return header.matches(start: head) ? head : rendered
    }
}
