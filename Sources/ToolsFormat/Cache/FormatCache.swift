// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What format runs keep in the store: each file's stamp and blob id (`StampedBlob`, by path), and each
/// blob's result under a fingerprint of what decides it (swift-format's version, the configuration's bytes,
/// the kind of run and, for formatting, the line ranges). The hook finds a staged file's result by the blob
/// id the index holds, without reading it; a warm run over files on disk reads none of them.
///
/// Without a store (`--no-cache`, or a store that cannot be opened) nothing is kept and every file is read.
struct FormatCache: Sendable {
    let store: Store?

    /// Stamps by absolute path; bump it when `StampedBlob`'s encoding changes.
    static let stampNamespace = "format.stamps.v1"
    /// Results by `key(blobID:fingerprint:)`; bump it when `FindingsCodec` or the clean marker changes.
    static let resultNamespace = "format.results.v1"

    /// What a run of swift-format on a blob depends on besides the blob.
    enum Kind: String {
        /// `swift-format lint`: the findings (line ranges are applied after, so one result serves all).
        case lint
        /// `swift-format format`: whether the blob is formatted already.
        case format
    }

    /// The marker a formatting result holds: the blob is formatted already.
    static let clean = Data("clean".utf8)

    static func fingerprint(
        tool: SwiftFormatTool, configuration: SwiftFormatConfiguration?, kind: Kind, offsets: [Range<Int>] = []
    ) -> String {
        var text = "\(kind.rawValue)\n\(tool.version)\n"
        text += offsets.map { "\($0.lowerBound):\($0.upperBound)" }.joined(separator: ",") + "\n"
        var data = Data(text.utf8)
        if let configuration {
            data.append(configuration.content)
        } else {
            data.append(Data("<defaults>".utf8))
        }
        return ContentHash.of(data)
    }

    static func key(blobID: String, fingerprint: String) -> String {
        blobID + ":" + fingerprint
    }

    /// Removes the entries of older cache formats (once per set of versions; later runs read a marker).
    func retireOldVersions() {
        try? store?.retireOldVersions(
            of: [Self.stampNamespace, Self.resultNamespace, SwiftFormatTool.versionNamespace]
        )
    }

    func stamps(of paths: [String]) -> [String: StampedBlob] {
        guard let store, !paths.isEmpty,
              let values = try? store.cachedValues(namespace: Self.stampNamespace, keys: paths) else { return [:] }
        var stamps: [String: StampedBlob] = [:]
        for (path, data) in values {
            if let stamp = StampedBlob(encoded: data) { stamps[path] = stamp }
        }
        return stamps
    }

    func record(stamps: [String: StampedBlob]) {
        try? store?.storeValues(namespace: Self.stampNamespace, stamps.mapValues { $0.encoded() })
    }

    func results(for keys: [String]) -> [String: Data] {
        guard let store, !keys.isEmpty else { return [:] }
        return (try? store.cachedValues(namespace: Self.resultNamespace, keys: keys)) ?? [:]
    }

    func record(results: [String: Data]) {
        try? store?.storeValues(namespace: Self.resultNamespace, results)
    }
}

/// The findings of a file as the cache keeps them: one line each, `line⇥column⇥kind⇥rule⇥message`, with
/// backslash, tab and newline escaped in the message. A clean file is empty.
enum FindingsCodec {
    static func encode(_ findings: [RawFinding]) -> Data {
        var text = ""
        for finding in findings {
            text += "\(finding.line)\t\(finding.column)\t\(finding.kind.rawValue)\t\(finding.category ?? "")\t"
            text += escape(finding.message) + "\n"
        }
        return Data(text.utf8)
    }

    /// nil for anything `encode` does not make (the file is then checked again). On the bytes: a warm run
    /// of a large tree decodes hundreds of thousands of findings.
    static func decode(_ data: Data) -> [RawFinding]? {
        data.withUnsafeBytes { buffer -> [RawFinding]? in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var findings: [RawFinding] = []
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                guard let finding = decodeLine(UnsafeBufferPointer(rebasing: bytes[start..<end])) else { return nil }
                findings.append(finding)
                start = end + 1
            }
            return findings
        }
    }

    /// `line⇥column⇥kind⇥rule⇥message`.
    private static func decodeLine(_ line: UnsafeBufferPointer<UInt8>) -> RawFinding? {
        var fields: [Range<Int>] = []
        var start = 0
        for index in 0..<line.count where line[index] == UInt8(ascii: "\t") && fields.count < 4 {
            fields.append(start..<index)
            start = index + 1
        }
        fields.append(start..<line.count)
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
        }
        guard fields.count == 5, let number = integer(line, fields[0]), let column = integer(line, fields[1]),
              let kind = RawFinding.Kind(rawValue: text(fields[2])) else { return nil }
        let message = line[fields[4]].contains(UInt8(ascii: "\\")) ? unescape(Substring(text(fields[4])))
            : text(fields[4])
        return RawFinding(
            line: number, column: column, kind: kind, category: fields[3].isEmpty ? nil : text(fields[3]),
            message: message
        )
    }

    private static func integer(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.count < 10 else { return nil }
        var value = 0
        for index in range {
            let digit = Int(line[index]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    private static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return text }
        return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }

    private static func unescape(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
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
