// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Git's own heuristic: content with a NUL byte in its first 8,000 bytes is binary.
enum BinaryContent {
    static func isBinary(_ data: Data) -> Bool {
        data.prefix(8000).contains(0)
    }
}
