// Copyright © 2026 Tools Authors. All rights reserved.

/// A property requirement.
public struct PropertyModel: Codable, Hashable, Sendable {
    public var name: String
    public var type: String
    public var isSettable: Bool
    public var getterEffects: Effects
    public var isStatic: Bool
    public var attributes: [String]
    public var line: Int
    /// The `#if` condition the requirement is declared under, nil when unconditional.
    public var condition: String?
}
