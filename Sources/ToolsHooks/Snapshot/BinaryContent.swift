// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Git's own heuristic: content with a NUL byte in its first 8,000 bytes is binary.
enum BinaryContent {
    static func isBinary(_ data: Data) -> Bool {
        data.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return false }
            return memchr(start, 0, min(buffer.count, 8000)) != nil
        }
    }
}
