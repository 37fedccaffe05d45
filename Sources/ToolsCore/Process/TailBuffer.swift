// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The last bytes of a stream, cut at a line start.
struct TailBuffer {
    let limit: Int
    private var data = Data()

    init(limit: Int) {
        self.limit = limit
    }

    mutating func append(_ chunk: Data) {
        data.append(chunk)
        if data.count > limit * 2 {
            data = Data(data.suffix(limit))
        }
    }

    var text: String {
        var slice = data.suffix(limit)
        if slice.count < data.count, let newline = slice.firstIndex(of: UInt8(ascii: "\n")) {
            slice = slice[slice.index(after: newline)...]
        }
        return String(decoding: slice, as: UTF8.self)
    }
}
