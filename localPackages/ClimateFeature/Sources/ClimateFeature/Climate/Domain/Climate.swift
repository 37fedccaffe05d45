// Copyright © 2026 Tools Authors. All rights reserved.

/// The feature's `Climate` value, whatever source it was read from.
public struct Climate: Equatable, Identifiable, Sendable {
    public let id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
