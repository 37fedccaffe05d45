// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// An old-style (OpenStep) property list, as Xcode writes `project.pbxproj`. Read by hand rather than with
/// `PropertyListSerialization`: its recursive parser has no depth bound, and a malformed file must be one
/// located error, never a crash.
public indirect enum OpenStepPlist: Sendable, Hashable {
    case string(String)
    case array([OpenStepPlist])
    case dictionary([String: OpenStepPlist])

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [OpenStepPlist]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var dictionary: [String: OpenStepPlist]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    public subscript(key: String) -> OpenStepPlist? { dictionary?[key] }

    /// Xcode's projects nest 5 levels deep; anything far deeper is not a project.
    static let depthLimit = 64
    /// The largest project files seen are a few megabytes.
    static let sizeLimit = 64 * 1024 * 1024

    /// Parses `bytes`; a problem is a `BuildError.xcodeProjectMalformed` at its line and column in `file`.
    public static func parse(_ bytes: [UInt8], file: String) throws(BuildError) -> OpenStepPlist {
        guard bytes.count <= sizeLimit else {
            throw BuildError.xcodeProjectMalformed(
                FileLocation(file: file), problem: "it is larger than \(sizeLimit / 1024 / 1024) MB")
        }
        var parser = Parser(bytes: bytes, file: file)
        parser.skipTrivia()
        // The UTF-8 marker Xcode writes first is a comment, skipped above.
        let value = try parser.value(depth: 0)
        parser.skipTrivia()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the property list") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        let file: String
        var index = 0

        init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }

        func error(_ problem: String) -> BuildError {
            // Line and column of `index`, counted only when needed.
            var line = 1
            var column = 1
            for byte in bytes[..<min(index, bytes.count)] {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return .xcodeProjectMalformed(FileLocation(file: file, line: line, column: column), problem: problem)
        }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipTrivia() {
            while let byte = current {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                    || byte == UInt8(ascii: "\r") {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    let star = UInt8(ascii: "*")
                    let slash = UInt8(ascii: "/")
                    while index + 1 < bytes.count, !(bytes[index] == star && bytes[index + 1] == slash) { index += 1 }
                    index = min(index + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while let next = current, next != UInt8(ascii: "\n") { index += 1 }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ character: Character) throws(BuildError) {
            skipTrivia()
            guard let ascii = character.asciiValue, current == ascii else {
                throw error("expected '\(character)'" + (current == nil ? " before the end of the file" : ""))
            }
            index += 1
        }

        mutating func value(depth: Int) throws(BuildError) -> OpenStepPlist {
            guard depth < OpenStepPlist.depthLimit else {
                throw error("values nest deeper than \(OpenStepPlist.depthLimit) levels")
            }
            skipTrivia()
            guard let byte = current else { throw error("expected a value before the end of the file") }
            switch byte {
            case UInt8(ascii: "{"):
                index += 1
                var entries: [String: OpenStepPlist] = [:]
                while true {
                    skipTrivia()
                    if current == UInt8(ascii: "}") {
                        index += 1
                        return .dictionary(entries)
                    }
                    guard case .string(let key) = try scalar() else { throw error("expected a key") }
                    try expect("=")
                    entries[key] = try value(depth: depth + 1)
                    try expect(";")
                }
            case UInt8(ascii: "("):
                index += 1
                var items: [OpenStepPlist] = []
                while true {
                    skipTrivia()
                    if current == UInt8(ascii: ")") {
                        index += 1
                        return .array(items)
                    }
                    items.append(try value(depth: depth + 1))
                    skipTrivia()
                    if current == UInt8(ascii: ",") {
                        index += 1
                    } else if current != UInt8(ascii: ")") {
                        throw error("expected ',' or ')' in a list")
                    }
                }
            default:
                return try scalar()
            }
        }

        /// A quoted or bare string, or `<hex data>` (kept as its text: projects do not use it).
        mutating func scalar() throws(BuildError) -> OpenStepPlist {
            skipTrivia()
            guard let byte = current else { throw error("expected a value before the end of the file") }
            if byte == UInt8(ascii: "\"") {
                return .string(try quoted())
            }
            if byte == UInt8(ascii: "<") {
                let start = index
                while let next = current, next != UInt8(ascii: ">") { index += 1 }
                guard current != nil else { throw error("unterminated data '<…>'") }
                index += 1
                return .string(String(decoding: bytes[start..<index], as: UTF8.self))
            }
            let start = index
            while let next = current, Self.isBare(next) { index += 1 }
            guard index > start else {
                throw error("unexpected '\(Character(Unicode.Scalar(byte)))'")
            }
            return .string(String(decoding: bytes[start..<index], as: UTF8.self))
        }

        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
                UInt8(ascii: "."), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }

        mutating func quoted() throws(BuildError) -> String {
            let start = index
            index += 1
            var output: [UInt8] = []
            while let byte = current {
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: output, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = current else { break }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "n"): output.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
                    case UInt8(ascii: "r"): output.append(UInt8(ascii: "\r"))
                    default: output.append(escaped)
                    }
                default:
                    output.append(byte)
                }
            }
            index = start
            throw error("unterminated quoted string")
        }
    }
}
