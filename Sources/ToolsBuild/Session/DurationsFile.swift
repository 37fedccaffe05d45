// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A durations file (`tools history --durations > FILE`): a JSON object of job ids to seconds, read with
/// the position of every value, so that a value out of range (`1e19`, `-3`) is a located error instead of
/// a number the sharding arithmetic cannot hold.
struct DurationsFile {
    let path: String
    private let bytes: [UInt8]
    private var index = 0

    /// The durations in `file`, each from 0 to `JobRecord.maximumDuration` seconds.
    static func read(_ file: URL) throws(BuildError) -> [String: Double] {
        guard let data = try? Data(contentsOf: file) else { throw BuildError.durationsUnreadable(path: file.path) }
        var reader = DurationsFile(path: file.path, bytes: [UInt8](data))
        return try reader.object()
    }

    private init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    private mutating func object() throws(BuildError) -> [String: Double] {
        try expect(UInt8(ascii: "{"), "a JSON object of job ids to seconds")
        var durations: [String: Double] = [:]
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                skipWhitespace()
                let key = try string()
                try expect(UInt8(ascii: ":"), "':' after the job id")
                skipWhitespace()
                durations[key] = try seconds(of: key)
                skipWhitespace()
                if peek == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                try expect(UInt8(ascii: "}"), "',' or '}' after a duration")
                break
            }
        }
        skipWhitespace()
        guard index == bytes.count else { throw malformed("nothing after the object") }
        return durations
    }

    /// A number of seconds in range, for job `key`.
    private mutating func seconds(of key: String) throws(BuildError) -> Double {
        let start = index
        while index < bytes.count, Self.numberBytes.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !text.isEmpty, Self.isJSONNumber(text), let value = Double(text) else {
            index = start
            throw malformed("the duration of '\(key)' is not a number of seconds")
        }
        guard value.isFinite, (0...JobRecord.maximumDuration).contains(value) else {
            throw BuildError.durationOutOfRange(
                FileLocation(file: path, position: position(of: start)), job: key, value: text,
                maximum: Int(JobRecord.maximumDuration)
            )
        }
        return value
    }

    private static let numberBytes = Set("0123456789+-.eE".utf8)

    /// JSON's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private static func isJSONNumber(_ text: String) -> Bool {
        text.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/) != nil
    }

    // MARK: Strings

    private mutating func string() throws(BuildError) -> String {
        guard peek == UInt8(ascii: "\"") else { throw malformed("expected a job id in double quotes") }
        let start = index
        index += 1
        var literal: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: literal, as: UTF8.self)
            case UInt8(ascii: "\\"):
                literal.append(contentsOf: try escaped())
            case 0..<0x20:
                throw malformed("a control character in a job id")
            default:
                literal.append(byte)
                index += 1
            }
        }
        index = start
        throw malformed("a job id without its closing quote")
    }

    /// The UTF-8 bytes of the escape at `index` (`\n`, `\u00e9`, a surrogate pair).
    private mutating func escaped() throws(BuildError) -> [UInt8] {
        guard index + 1 < bytes.count else { throw malformed("an escape cut short") }
        let code = bytes[index + 1]
        index += 2
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let byte = simple[code] { return [byte] }
        guard code == UInt8(ascii: "u"), var value = hex4() else { throw malformed("an unknown escape in a job id") }
        if (0xD800..<0xDC00).contains(value), peek == UInt8(ascii: "\\"), index + 1 < bytes.count,
           bytes[index + 1] == UInt8(ascii: "u") {
            index += 2
            guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { throw malformed("a broken surrogate pair") }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw malformed("a broken surrogate pair") }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self),
                                                           radix: 16) else { return nil }
        index += 4
        return value
    }

    // MARK: Bytes

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(BuildError) {
        skipWhitespace()
        guard peek == byte else { throw malformed("expected \(what)") }
        index += 1
    }

    private func malformed(_ problem: String) -> BuildError {
        BuildError.durationsMalformed(FileLocation(file: path, position: position(of: index)), problem: problem)
    }

    /// The 1-based line and column (in characters) of byte `offset`.
    private func position(of offset: Int) -> SourcePosition {
        let offset = min(offset, bytes.count)
        let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let line = bytes[..<offset].count { $0 == 0x0A } + 1
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return SourcePosition(line: line, column: column)
    }
}
