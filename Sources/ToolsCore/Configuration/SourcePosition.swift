// Copyright © 2026 Tools Authors. All rights reserved.

/// A position inside a file: 1-based line and column (in characters).
public struct SourcePosition: Sendable, Hashable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
