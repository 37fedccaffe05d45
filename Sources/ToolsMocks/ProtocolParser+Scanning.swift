// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Cheap text checks on files that are not parsed, or before parsing.
extension ProtocolParser {
    /// Cheap pre-check: a file without the word `protocol` declares none, and need not be parsed, unless it
    /// mentions `AutoMockable` (an extension may select a protocol declared elsewhere).
    public static func mayDeclareProtocols(_ source: String) -> Bool {
        contains("protocol ", in: source) || contains("AutoMockable", in: source) || contains("@mockable", in: source)
    }

    /// Byte search (`memchr` to the candidates, then `memcmp`): much faster than `String.contains` on
    /// thousands of files.
    static func contains(_ needle: String, in source: String) -> Bool {
        var source = source
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return true }
        return source.withUTF8 { (haystack: UnsafeBufferPointer<UInt8>) -> Bool in
            guard let base = haystack.baseAddress, haystack.count >= pattern.count else { return false }
            var offset = 0
            let last = haystack.count - pattern.count
            while offset <= last {
                let remaining = haystack.count - offset
                guard let found = memchr(UnsafeRawPointer(base + offset), Int32(first), remaining) else { return false }
                let position = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if position > last { return false }
                let matches = pattern.withUnsafeBytes { wanted -> Bool in
                    guard let wantedBase = wanted.baseAddress else { return false }
                    return memcmp(UnsafeRawPointer(base + position), wantedBase, pattern.count) == 0
                }
                if matches { return true }
                offset = position + 1
            }
            return false
        }
    }

    /// Top-level `typealias Name = Target` lines of a file that is not parsed (it declares no protocol).
    static func typeAliases(inSourceWithoutProtocols source: String) -> [TypeAliasModel] {
        guard contains("typealias ", in: source) else { return [] }
        let prefixes = ["typealias ", "public typealias ", "package typealias ", "internal typealias "]
            .map { Array($0.utf8) }
        var result: [TypeAliasModel] = []
        var source = source
        source.withUTF8 { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                let startsAlias = prefixes.contains { prefix in
                    lineEnd - lineStart > prefix.count
                        && zip(prefix, bytes[lineStart..<lineStart + prefix.count]).allSatisfy { $0 == $1 }
                }
                if startsAlias, let alias = typeAlias(String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)) {
                    result.append(alias)
                }
                lineStart = lineEnd + 1
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
