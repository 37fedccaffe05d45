// Copyright © 2026 Tools Authors. All rights reserved.

/// A property requirement.
package struct PropertyModel: Codable, Hashable, Sendable {
    package var name: String
    package var type: String
    package var isSettable: Bool
    package var getterEffects: Effects
    package var isStatic: Bool
    package var attributes: [String]
    package var line: Int
    /// The `#if` condition the requirement is declared under, nil when unconditional.
    package var condition: String?
}
