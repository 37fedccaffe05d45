// Copyright © 2026 Tools Authors. All rights reserved.

/// An initializer requirement.
package struct InitializerModel: Codable, Hashable, Sendable {
    package var genericParameters: [GenericParameterModel]
    package var whereClause: String?
    package var parameters: [ParameterModel]
    package var effects: Effects
    /// `init?` or `init!`.
    package var failability: String?
    package var attributes: [String]
    package var line: Int
    /// The `#if` condition the requirement is declared under, nil when unconditional.
    package var condition: String?
}
