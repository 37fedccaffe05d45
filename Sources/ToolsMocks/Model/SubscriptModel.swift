// Copyright © 2026 Tools Authors. All rights reserved.

/// A subscript requirement.
public struct SubscriptModel: Codable, Hashable, Sendable {
    public var genericParameters: [GenericParameterModel]
    public var whereClause: String?
    public var parameters: [ParameterModel]
    public var returnType: String
    public var isSettable: Bool
    public var getterEffects: Effects
    public var isStatic: Bool
    public var attributes: [String]
    public var line: Int
    /// The `#if` condition the requirement is declared under, nil when unconditional.
    public var condition: String?
}
