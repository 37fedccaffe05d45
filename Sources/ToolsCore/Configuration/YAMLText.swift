// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Checks on a configuration file's bytes before libyaml reads them, and positions in its text, so that a
/// problem libyaml or Swift reports as an offset is shown as `file:line:col`.
enum YAMLText {
    /// The text of `data`, or a located error: too large, or not UTF-8 (at the first invalid byte).
    static func decode(_ data: Data, file: String, limits: YAMLLimits) throws(ConfigurationError) -> String {
        try checkSize(data.count, file: file, limits: limits)
        if let offset = firstInvalidUTF8(in: data) {
            let position = position(ofByte: offset, in: data)
            let location = FileLocation(file: file, position: position)
            throw ConfigurationError.notUTF8(location, byte: data[data.startIndex + offset])
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Throws when `count` bytes are more than a configuration file may have.
    static func checkSize(_ count: Int, file: String, limits: YAMLLimits) throws(ConfigurationError) {
        guard count > limits.bytes else { return }
        throw ConfigurationError.invalidValue(
            FileLocation(file: file), keyPath: "",
            problem: "the file has more than the \(limits.bytes) bytes a configuration file may have",
            hint: "split it with 'include:' or remove what is not configuration")
    }

    /// The offset of the first byte that is not part of valid UTF-8, nil when all are.
    static func firstInvalidUTF8(in data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The line and column (in characters) of the byte at `offset` of `data`, whose bytes before it are
    /// valid UTF-8. Lines end at `\n`, `\r\n` or a lone `\r`, as libyaml counts them.
    static func position(ofByte offset: Int, in data: Data) -> SourcePosition {
        let prefix = String(decoding: data.prefix(offset), as: UTF8.self)
        return position(after: prefix.unicodeScalars)
    }

    /// The line and column of the `offset`-th character (0-based) of `text`.
    static func position(ofCharacter offset: Int, in text: String) -> SourcePosition {
        let end = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
        return position(after: text[..<end].unicodeScalars)
    }

    private static func position(after scalars: some Sequence<Unicode.Scalar>) -> SourcePosition {
        var line = 1
        var column = 1
        var afterReturn = false
        for scalar in scalars {
            if scalar == "\n" {
                // `\r\n` is one break, counted at the `\r`.
                if !afterReturn { line += 1 }
                column = 1
            } else if scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            afterReturn = scalar == "\r"
        }
        return SourcePosition(line: line, column: column)
    }
}
