// Copyright © 2026 Tools Authors. All rights reserved.

/// A method requirement.
package struct FunctionModel: Codable, Hashable, Sendable {
    package var name: String
    package var genericParameters: [GenericParameterModel]
    package var whereClause: String?
    package var parameters: [ParameterModel]
    package var effects: Effects
    /// nil for `Void`.
    package var returnType: String?
    package var isStatic: Bool
    package var isMutating: Bool
    /// Attributes kept on the mock's member, e.g. `@discardableResult`, `@MainActor`.
    package var attributes: [String]
    package var line: Int
    /// The `#if` condition the requirement is declared under, nil when unconditional.
    package var condition: String?
}
