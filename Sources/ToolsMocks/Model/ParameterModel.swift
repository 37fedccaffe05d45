// Copyright © 2026 Tools Authors. All rights reserved.

/// One parameter of a method, an initializer or a subscript.
public struct ParameterModel: Codable, Hashable, Sendable {
    /// The argument label; nil for `_`.
    public var label: String?
    /// The internal name; nil when written as `_` (the mock then names it `argN`).
    public var name: String?
    /// The type as written, including `inout` and attributes such as `@escaping`.
    public var type: String
    public var isVariadic: Bool
}

/// A generic parameter and its constraint, as written.
public struct GenericParameterModel: Codable, Hashable, Sendable {
    public var name: String
    public var constraint: String?
}
