// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Line-break conversion as git's `core.autocrlf=true` checks a file out: each LF not already after a CR
/// becomes CRLF.
enum LineBreaks {
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
