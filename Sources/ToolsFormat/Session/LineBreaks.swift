// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Line breaks around swift-format, which knows only LF (it reports every CR of a CRLF file as trailing
/// whitespace, and formats CRLF files to LF): a file whose every line ends in CRLF goes to it as LF, and its
/// output comes back as CRLF, so a file keeps its own line-break style, as lint's `--fix` keeps it. Also
/// the conversion git's `core.autocrlf=true` makes when it checks a file out.
enum LineBreaks {
    /// Whether every line break of `data` is CRLF (and there is one).
    static func isCRLF(_ data: Data) -> Bool {
        var breaks = 0
        var previous: UInt8 = 0
        for byte in data {
            if byte == UInt8(ascii: "\n") {
                guard previous == UInt8(ascii: "\r") else { return false }
                breaks += 1
            }
            previous = byte
        }
        return breaks > 0
    }

    /// `data` with each CRLF made LF.
    static func lf(_ data: Data) -> Data {
        var result = Data()
        result.reserveCapacity(data.count)
        var pendingCR = false
        for byte in data {
            if pendingCR, byte != UInt8(ascii: "\n") { result.append(UInt8(ascii: "\r")) }
            pendingCR = byte == UInt8(ascii: "\r")
            if !pendingCR { result.append(byte) }
        }
        if pendingCR { result.append(UInt8(ascii: "\r")) }
        return result
    }

    /// Each LF not already after a CR made CRLF.
    static func crlf(_ data: Data) -> Data {
        var result = Data()
        result.reserveCapacity(data.count + data.count / 32)
        var previous: UInt8 = 0
        for byte in data {
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") { result.append(UInt8(ascii: "\r")) }
            result.append(byte)
            previous = byte
        }
        return result
    }
}
