// Copyright © 2026 Tools Authors. All rights reserved.

/// One parameter of a method, an initializer or a subscript.
package struct ParameterModel: Codable, Hashable, Sendable {
    /// The argument label; nil for `_`.
    package var label: String?
    /// The internal name; nil when written as `_` (the mock then names it `argN`).
    package var name: String?
    /// The type as written, including `inout` and attributes such as `@escaping`.
    package var type: String
    package var isVariadic: Bool
}

/// A generic parameter and its constraint, as written.
package struct GenericParameterModel: Codable, Hashable, Sendable {
    /// With its specifier: `each Value` for a parameter pack.
    package var name: String
    package var constraint: String?

    /// The name the signature's types use: `Value` for `each Value`.
    package var plainName: String {
        name.hasPrefix("each ") ? String(name.dropFirst("each ".count)) : name
    }
}
