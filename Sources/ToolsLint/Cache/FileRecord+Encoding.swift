// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A compact line-based encoding of `FileRecord` for the cache: a warm run decodes one record per file,
/// and a tab-separated line per item decodes several times faster than JSON.
///
/// Lines: `S line column reason`, `E` (syntax errors), `V rule severity line column message`,
/// `K action modifier line column rules`, `C rule` (a collecting rule's facts follow) and `c line` (one
/// line of them, as the rule encoded it), tab-separated.
extension FileRecord {
    static let formatHeader = "tools-lint-record 3"

    /// Written byte by byte: a cold run encodes a record per file on the workers, hundreds of thousands of
    /// findings on a large tree, and string interpolation per field cost more than the bytes themselves.
    func encoded() -> Data {
        var out = RecordWriter()
        out.line(Self.formatHeader)
        if let skipped { out.line("S", skipped.line, skipped.column, escaped: skipped.message) }
        if hasSyntaxErrors { out.line("E") }
        for violation in violations {
            out.field("V")
            out.field(violation.ruleID)
            out.field(violation.severity.rawValue)
            out.field(violation.line)
            out.field(violation.column)
            out.last(escaped: violation.message)
        }
        for command in commands {
            out.field("K")
            out.field(command.action.rawValue)
            out.field(command.modifier?.rawValue ?? "-")
            out.field(command.line)
            out.field(command.endColumn)
            for (index, rule) in command.ruleIDs.enumerated() {
                if index > 0 { out.bytes.append(UInt8(ascii: " ")) }
                out.escaping(rule)
            }
            out.bytes.append(0x0A)
        }
        for (rule, lines) in collected.sorted(by: { $0.key < $1.key }) {
            out.field("C")
            out.line(rule)
            for line in lines {
                out.field("c")
                out.last(escaped: line)
            }
        }
        return Data(out.bytes)
    }

    /// Decodes `encoded()`'s output; nil for anything else (an old format is then simply re-linted).
    /// Works on the bytes, one field list reused for every line: a warm run decodes thousands of records.
    init?(encoded data: Data) {
        let bytes = [UInt8](data)
        let header = Array(Self.formatHeader.utf8)
        guard bytes.count > header.count, bytes[..<header.count].elementsEqual(header),
              bytes[header.count] == 0x0A else { return nil }
        self.init()
        var decoder = Decoder()
        var start = header.count + 1
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            if end > start, !decode(line: bytes[start..<end], with: &decoder) { return nil }
            start = end + 1
        }
    }

    /// What decoding a record keeps from line to line: the field list, the collecting rule whose facts
    /// follow, and the last rule and message read (a file's findings repeat them; reused, not made again).
    private struct Decoder {
        var fields: [ArraySlice<UInt8>] = []
        var currentRule: String?
        var rule = RecentField()
        var message = RecentField()
    }

    fileprivate static func text(of field: ArraySlice<UInt8>) -> String {
        let text = String(decoding: field, as: UTF8.self)
        // Most fields have no escape: looking for the backslash in the bytes is far cheaper than in the text.
        return field.contains(0x5C) ? unescape(text) : text
    }

    private mutating func decode(line: ArraySlice<UInt8>, with decoder: inout Decoder) -> Bool {
        decoder.fields.removeAll(keepingCapacity: true)
        var start = line.startIndex
        for index in line.indices where line[index] == 0x09 {
            decoder.fields.append(line[start..<index])
            start = index + 1
        }
        decoder.fields.append(line[start..<line.endIndex])
        let fields = decoder.fields
        func text(_ index: Int) -> String { Self.text(of: fields[index]) }
        func number(_ index: Int) -> Int? { Self.integer(fields[index]) }
        switch (fields[0].first, fields.count) {
        case (UInt8(ascii: "S"), 4):
            guard let line = number(1), let column = number(2) else { return false }
            skipped = SwiftSourceLimits.Problem(line: line, column: column, message: text(3))
        case (UInt8(ascii: "V"), 6):
            guard let severity = Self.severity(fields[2]), let line = number(3), let column = number(4) else {
                return false
            }
            violations.append(Violation(
                ruleID: decoder.rule.text(of: fields[1]), severity: severity, line: line, column: column,
                message: decoder.message.text(of: fields[5])
            ))
        case (UInt8(ascii: "K"), 6):
            guard let action = SuppressionCommand.Action(rawValue: text(1)), let line = number(3),
                  let column = number(4) else { return false }
            commands.append(SuppressionCommand(
                action: action, modifier: SuppressionCommand.Modifier(rawValue: text(2)),
                ruleIDs: text(5).split(separator: " ").map(String.init), line: line, endColumn: column
            ))
        case (UInt8(ascii: "E"), 1):
            hasSyntaxErrors = true
        case (UInt8(ascii: "C"), 2):
            decoder.currentRule = text(1)
            collected[text(1)] = []
        case (UInt8(ascii: "c"), 2):
            guard let currentRule = decoder.currentRule else { return false }
            collected[currentRule, default: []].append(text(1))
        default:
            return false
        }
        return true
    }

    private static func severity(_ field: ArraySlice<UInt8>) -> Severity? {
        Severity.allCases.first { field.elementsEqual($0.rawValue.utf8) }
    }

    private static func integer(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count < 19 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= 0x30, digit <= 0x39 else { return nil }
            value = value * 10 + Int(digit - 0x30)
        }
        return value
    }

    private static func unescape(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "t": result.append("\t")
                case "n": result.append("\n")
                case "r": result.append("\r")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// The last field decoded and its text: the next field with the same bytes gets the same string.
private struct RecentField {
    var bytes: ArraySlice<UInt8> = []
    var text = ""

    mutating func text(of field: ArraySlice<UInt8>) -> String {
        if field == bytes { return text }
        bytes = field
        text = FileRecord.text(of: field)
        return text
    }
}

/// The bytes of an encoded record, field by field: tab-separated fields, a line break after the last; text
/// fields escaped (backslash, tab, line feed, carriage return) so that a field never holds a separator.
private struct RecordWriter {
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1024) }

    /// `text` as it is (the header, a field that never needs escaping) and the line break.
    mutating func line(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
    }

    mutating func line(_ kind: String, _ line: Int, _ column: Int, escaped text: String) {
        field(kind)
        field(line)
        field(column)
        last(escaped: text)
    }

    /// A field that never needs escaping (a kind letter, a rule id, a raw value) and its tab.
    mutating func field(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x09)
    }

    mutating func field(_ number: Int) {
        bytes.append(contentsOf: String(number).utf8)
        bytes.append(0x09)
    }

    /// The last field of a line, escaped, and the line break.
    mutating func last(escaped text: String) {
        escaping(text)
        bytes.append(0x0A)
    }

    /// Works on the UTF-8 bytes: asking each character (a grapheme) or going through `NSString` costs more
    /// than linting some files when a cold run escapes hundreds of thousands of messages.
    mutating func escaping(_ text: String) {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
            bytes.append(contentsOf: utf8)
            return
        }
        for byte in utf8 {
            switch byte {
            case 0x5C: bytes += [0x5C, 0x5C]
            case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
            case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
            case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
            default: bytes.append(byte)
            }
        }
    }
}
