// Copyright © 2026 Tools Authors. All rights reserved.

/// Line and column (1-based, UTF-8 columns as the compiler reports them) of a position in one file.
struct TextLocation: Hashable, Sendable {
    var line: Int
    var column: Int
}
