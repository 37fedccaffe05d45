// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The findings of a file as the cache keeps them: one record each, `line⇥column⇥kind⇥rule⇥length⇥message`
/// and a line break, where `length` is the message's byte count, so a message holds any byte and nothing is
/// escaped. A clean file is empty.
enum FindingsCodec {
    static func encode(_ findings: [RawFinding]) -> Data {
        var data = Data()
        for finding in findings {
            let message = Data(finding.message.utf8)
            let header = "\(finding.line)\t\(finding.column)\t\(finding.kind.rawValue)\t\(finding.category ?? "")\t"
                + "\(message.count)\t"
            data.append(Data(header.utf8))
            data.append(message)
            data.append(UInt8(ascii: "\n"))
        }
        return data
    }

    /// nil for anything `encode` does not make (the file is then checked again). On the bytes: a warm run
    /// of a large tree decodes hundreds of thousands of findings.
    static func decode(_ data: Data) -> [RawFinding]? {
        data.withUnsafeBytes { buffer -> [RawFinding]? in
            var reader = Reader(bytes: buffer.bindMemory(to: UInt8.self))
            var findings: [RawFinding] = []
            while !reader.isAtEnd {
                guard let finding = reader.finding() else { return nil }
                findings.append(finding)
            }
            return findings
        }
    }

    /// Reads records from `bytes`, front to back.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var isAtEnd: Bool { position >= bytes.count }

        mutating func finding() -> RawFinding? {
            guard let lineField = field(), let line = integer(lineField), let columnField = field(),
                  let column = integer(columnField), let kindField = field(),
                  let kind = RawFinding.Kind(rawValue: text(kindField)), let category = field(),
                  let lengthField = field(), let length = integer(lengthField), position + length < bytes.count,
                  bytes[position + length] == UInt8(ascii: "\n") else { return nil }
            let message = text(position..<(position + length))
            position += length + 1
            return RawFinding(
                line: line, column: column, kind: kind, category: category.isEmpty ? nil : text(category),
                message: message
            )
        }

        /// The bytes up to the next tab, which is passed.
        private mutating func field() -> Range<Int>? {
            var end = position
            while end < bytes.count, bytes[end] != UInt8(ascii: "\t") {
                if bytes[end] == UInt8(ascii: "\n") { return nil }
                end += 1
            }
            guard end < bytes.count else { return nil }
            defer { position = end + 1 }
            return position..<end
        }

        private func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        private func integer(_ range: Range<Int>) -> Int? {
            guard !range.isEmpty, range.count < 10 else { return nil }
            var value = 0
            for index in range {
                let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
    }
}
