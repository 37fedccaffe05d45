// Copyright © 2026 Tools Authors. All rights reserved.

/// One requirement of a protocol.
package enum Requirement: Codable, Hashable, Sendable {
    case function(FunctionModel)
    case property(PropertyModel)
    case subscriptMember(SubscriptModel)
    case initializer(InitializerModel)

    package var line: Int {
        switch self {
        case .function(let model): model.line
        case .property(let model): model.line
        case .subscriptMember(let model): model.line
        case .initializer(let model): model.line
        }
    }

    /// `@available(…, deprecated…)` attributes: the mock's members for the requirement carry them too,
    /// so using deprecated types in them raises no warning.
    package var deprecations: [String] {
        let attributes = switch self {
        case .function(let model): model.attributes
        case .property(let model): model.attributes
        case .subscriptMember(let model): model.attributes
        case .initializer(let model): model.attributes
        }
        return attributes.filter { $0.hasPrefix("@available") && $0.contains("deprecated") }
    }

    /// `nonisolated`, or `@concurrent` (which runs off any actor).
    package var isNonisolated: Bool {
        switch self {
        case .function(let model): model.attributes.contains("nonisolated") || model.attributes.contains("@concurrent")
        case .property(let model): model.attributes.contains("nonisolated")
        case .subscriptMember, .initializer: false
        }
    }

    package var condition: String? {
        switch self {
        case .function(let model): model.condition
        case .property(let model): model.condition
        case .subscriptMember(let model): model.condition
        case .initializer(let model): model.condition
        }
    }
}
