// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Cheap text checks on files that are not parsed, or before parsing.
extension ProtocolParser {
    /// Cheap pre-check: a file without the word `protocol` declares none, and need not be parsed, unless it
    /// mentions `AutoMockable` (an extension may select a protocol declared elsewhere).
    public static func mayDeclareProtocols(_ source: String) -> Bool {
        contains("protocol ", in: source) || contains("AutoMockable", in: source) || contains("@mockable", in: source)
    }

    /// `mayDeclareProtocols` on a file's bytes.
    static func mayDeclareProtocols(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        Words.protocolWord.firstOffset(in: bytes) != nil || Words.autoMockable.firstOffset(in: bytes) != nil
            || Words.mockable.firstOffset(in: bytes) != nil
    }

    /// The words looked for in every file, each made once (a search keeps its needle's bytes).
    enum Words {
        static let protocolWord = ByteSearch("protocol ")
        static let autoMockable = ByteSearch("AutoMockable")
        static let mockable = ByteSearch("@mockable")
        static let typealiasWord = ByteSearch("typealias ")
    }

    /// Byte search (see `ByteSearch`): much faster than `String.contains` on thousands of files.
    static func contains(_ needle: String, in source: String) -> Bool {
        var source = source
        return source.withUTF8 { contains(needle, in: $0) }
    }

    static func contains(_ needle: String, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteSearch(needle).firstOffset(in: bytes, from: 0) != nil
    }

    /// Top-level `typealias Name = Target` lines of a file that is not parsed (it declares no protocol).
    static func typeAliases(inSourceWithoutProtocols source: String) -> [TypeAliasModel] {
        let keyword = "typealias "
        let search = ByteSearch(keyword)
        // What may stand before the keyword at the start of a line.
        let modifiers = ["", "public ", "package ", "internal "].map { Array($0.utf8) }
        var result: [TypeAliasModel] = []
        var source = source
        source.withUTF8 { bytes in
            // From each occurrence of the keyword back to its line's start: most lines have none.
            var offset = 0
            while let position = search.firstOffset(in: bytes, from: offset) {
                offset = position + keyword.utf8.count
                var lineStart = position
                while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
                guard modifiers.contains(where: { $0.elementsEqual(bytes[lineStart..<position]) }) else { continue }
                var lineEnd = offset
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                // Longer than the keyword and its modifier: something follows it on the line.
                guard lineEnd > offset,
                      let alias = typeAlias(String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)) else {
                    continue
                }
                result.append(alias)
            }
        }
        return result
    }

    private static func typeAlias(_ line: String) -> TypeAliasModel? {
        guard let keyword = line.range(of: "typealias "), let equals = line.firstIndex(of: "=") else { return nil }
        let name = line[keyword.upperBound..<equals].trimmingCharacters(in: .whitespaces)
        let target = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, !target.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return nil
        }
        return TypeAliasModel(name: name, target: target)
    }
}
