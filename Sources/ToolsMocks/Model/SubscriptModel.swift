// Copyright © 2026 Tools Authors. All rights reserved.

/// A subscript requirement.
package struct SubscriptModel: Codable, Hashable, Sendable {
    package var genericParameters: [GenericParameterModel]
    package var whereClause: String?
    package var parameters: [ParameterModel]
    package var returnType: String
    package var isSettable: Bool
    package var getterEffects: Effects
    package var isStatic: Bool
    package var attributes: [String]
    package var line: Int
    /// The `#if` condition the requirement is declared under, nil when unconditional.
    package var condition: String?
}
