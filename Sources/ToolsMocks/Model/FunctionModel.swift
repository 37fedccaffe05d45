// Copyright © 2026 Tools Authors. All rights reserved.

/// A method requirement.
public struct FunctionModel: Codable, Hashable, Sendable {
    public var name: String
    public var genericParameters: [GenericParameterModel]
    public var whereClause: String?
    public var parameters: [ParameterModel]
    public var effects: Effects
    /// nil for `Void`.
    public var returnType: String?
    public var isStatic: Bool
    public var isMutating: Bool
    /// Attributes kept on the mock's member, e.g. `@discardableResult`, `@MainActor`.
    public var attributes: [String]
    public var line: Int
    /// The `#if` condition the requirement is declared under, nil when unconditional.
    public var condition: String?
}
