// Copyright © 2026 Tools Authors. All rights reserved.

/// How a file breaks its lines, so that `--fix` (and the hook's auto-fix) writes its corrections in the file's
/// own style: the rules write `\n`, and a CRLF file must not come back with a `\n` or a lone `\r` in it.
enum LineBreakStyle: Equatable {
    /// `\n` only, or no line break at all: what the rules write.
    case lineFeed
    /// `\r\n` only (Windows).
    case carriageReturnLineFeed
    /// `\r` only (classic Mac).
    case carriageReturn
    /// More than one kind: left as the corrections leave it (no single style to restore).
    case mixed

    private static let newline: UInt8 = 0x0A
    private static let carriageReturnByte: UInt8 = 0x0D

    /// The style of `bytes`.
    static func of(_ bytes: [UInt8]) -> LineBreakStyle {
        var pairs = false
        var feeds = false
        var returns = false
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case carriageReturnByte where index + 1 < bytes.count && bytes[index + 1] == newline:
                pairs = true
                index += 1
            case carriageReturnByte: returns = true
            case newline: feeds = true
            default: break
            }
            index += 1
        }
        switch (pairs, feeds, returns) {
        case (true, false, false): return .carriageReturnLineFeed
        case (false, false, true): return .carriageReturn
        case (false, _, false): return .lineFeed
        default: return .mixed
        }
    }

    /// `bytes` (the corrected text of a file that was in this style) with every line break in this style.
    /// A file in one style had no other break, so any other one was written by a correction.
    func applied(to bytes: [UInt8]) -> [UInt8] {
        guard self == .carriageReturnLineFeed || self == .carriageReturn else { return bytes }
        let ending: [UInt8] = self == .carriageReturn
            ? [Self.carriageReturnByte] : [Self.carriageReturnByte, Self.newline]
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 32)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == Self.newline || byte == Self.carriageReturnByte else {
                result.append(byte)
                index += 1
                continue
            }
            // `\r\n`, a lone `\r` or a lone `\n`: one line break each.
            let isPair = byte == Self.carriageReturnByte && index + 1 < bytes.count && bytes[index + 1] == Self.newline
            result += ending
            index += isPair ? 2 : 1
        }
        return result
    }
}
