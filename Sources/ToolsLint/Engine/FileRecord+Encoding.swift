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

    func encoded() -> Data {
        var text = Self.formatHeader + "\n"
        if let skipped { text += "S\t\(skipped.line)\t\(skipped.column)\t\(Self.escape(skipped.message))\n" }
        if hasSyntaxErrors { text += "E\n" }
        for violation in violations {
            text += "V\t\(violation.ruleID)\t\(violation.severity.rawValue)\t\(violation.line)\t\(violation.column)\t"
                + Self.escape(violation.message) + "\n"
        }
        for command in commands {
            text += "K\t\(command.action.rawValue)\t\(command.modifier?.rawValue ?? "-")\t\(command.line)\t"
                + "\(command.endColumn)\t\(command.ruleIDs.map(Self.escape).joined(separator: " "))\n"
        }
        for (rule, lines) in collected.sorted(by: { $0.key < $1.key }) {
            text += "C\t\(rule)\n"
            for line in lines { text += "c\t" + Self.escape(line) + "\n" }
        }
        return Data(text.utf8)
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

    /// Works on the UTF-8 bytes: a cold run escapes hundreds of thousands of messages, and asking
    /// each character (a grapheme) or going through `NSString` costs more than linting some files.
    private static func escape(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 8)
        for byte in utf8 {
            switch byte {
            case 0x5C: bytes += [0x5C, 0x5C]
            case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
            case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
            case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
