// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax

/// An `import` declaration: the module's name and where the statement starts.
public struct ImportReference: Sendable, Hashable, Codable {
    public var module: String
    public var line: Int
    public var column: Int
}
