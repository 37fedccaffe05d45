// Copyright © 2026 Tools Authors. All rights reserved.

/// An initializer requirement.
public struct InitializerModel: Codable, Hashable, Sendable {
    public var genericParameters: [GenericParameterModel]
    public var whereClause: String?
    public var parameters: [ParameterModel]
    public var effects: Effects
    /// `init?` or `init!`.
    public var failability: String?
    public var attributes: [String]
    public var line: Int
    /// The `#if` condition the requirement is declared under, nil when unconditional.
    public var condition: String?
}
