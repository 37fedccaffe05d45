// Copyright © 2026 Tools Authors. All rights reserved.

/// A protocol as declared in one file: what the generator needs, and nothing that ties it to the syntax
/// tree, so a file's models can be cached by content hash and reused without parsing again.
public struct ProtocolModel: Codable, Hashable, Sendable {
    public var name: String
    public var file: String
    public var line: Int
    public var column: Int
    /// `public`, `package`, `internal`, `fileprivate`, `private`; nil when not written (internal).
    public var accessLevel: String?
    /// The inheritance clause as written: `Sendable`, `AnyObject`, `BaseService`, `Actor`.
    public var inherited: [String]
    /// Attributes on the protocol, e.g. `@MainActor`.
    public var attributes: [String]
    /// Annotated for mocking: `// sourcery: AutoMockable`, `/// @mockable`, or inheriting `AutoMockable`.
    public var isAnnotated: Bool
    public var associatedTypes: [AssociatedTypeModel]
    /// The protocol's own `where` clause, without the keyword.
    public var whereClause: String?
    public var requirements: [Requirement]
    /// Members that cannot be mocked, with the reason (the protocol is then reported, not mocked).
    public var problems: [ModelProblem]

    public var isPublic: Bool { accessLevel == "public" || accessLevel == "open" }
}

public struct AssociatedTypeModel: Codable, Hashable, Sendable {
    public var name: String
    /// Conformances as written after the colon: `Codable & Sendable`.
    public var constraint: String?
    public var whereClause: String?
}

public struct ModelProblem: Codable, Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String
}

public enum ThrowsKind: Codable, Hashable, Sendable {
    case none
    case untyped
    /// `throws(SomeError)`.
    case typed(String)
    case `rethrows`

    public var throwsAtAll: Bool { self != .none }
}

public struct Effects: Codable, Hashable, Sendable {
    public var isAsync = false
    public var throwsKind = ThrowsKind.none

    public init(isAsync: Bool = false, throwsKind: ThrowsKind = .none) {
        self.isAsync = isAsync
        self.throwsKind = throwsKind
    }
}

public struct GenericParameterModel: Codable, Hashable, Sendable {
    public var name: String
    public var constraint: String?
}

public struct ParameterModel: Codable, Hashable, Sendable {
    /// The argument label; nil for `_`.
    public var label: String?
    /// The internal name; nil when written as `_` (the mock then names it `argN`).
    public var name: String?
    /// The type as written, including `inout` and attributes such as `@escaping`.
    public var type: String
    public var isVariadic: Bool
}

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

public struct PropertyModel: Codable, Hashable, Sendable {
    public var name: String
    public var type: String
    public var isSettable: Bool
    public var getterEffects: Effects
    public var isStatic: Bool
    public var attributes: [String]
    public var line: Int
    /// The `#if` condition the requirement is declared under, nil when unconditional.
    public var condition: String?
}

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

public enum Requirement: Codable, Hashable, Sendable {
    case function(FunctionModel)
    case property(PropertyModel)
    case subscriptMember(SubscriptModel)
    case initializer(InitializerModel)

    public var line: Int {
        switch self {
        case .function(let model): model.line
        case .property(let model): model.line
        case .subscriptMember(let model): model.line
        case .initializer(let model): model.line
        }
    }

    /// `@available(…, deprecated…)` attributes: the mock's members for the requirement carry them too,
    /// so using deprecated types in them raises no warning.
    public var deprecations: [String] {
        let attributes = switch self {
        case .function(let model): model.attributes
        case .property(let model): model.attributes
        case .subscriptMember(let model): model.attributes
        case .initializer(let model): model.attributes
        }
        return attributes.filter { $0.hasPrefix("@available") && $0.contains("deprecated") }
    }

    public var isNonisolated: Bool {
        switch self {
        case .function(let model): model.attributes.contains("nonisolated")
        case .property(let model): model.attributes.contains("nonisolated")
        case .subscriptMember, .initializer: false
        }
    }

    public var condition: String? {
        switch self {
        case .function(let model): model.condition
        case .property(let model): model.condition
        case .subscriptMember(let model): model.condition
        case .initializer(let model): model.condition
        }
    }
}

/// A top-level `typealias`: a parent may be an alias of a protocol or a composition
/// (`typealias GRDBSendableMetatype = SendableMetatype`).
public struct TypeAliasModel: Codable, Hashable, Sendable {
    public var name: String
    public var target: String
}

/// The models of one file, or why it could not be read: the unit the cache stores.
public struct FileModels: Codable, Hashable, Sendable {
    public var protocols: [ProtocolModel]
    public var typeAliases: [TypeAliasModel] = []
    /// The file's imports, as the mock file repeats them: `import NIOCore`, `@preconcurrency import Dispatch`,
    /// `#if canImport(Darwin)\nimport Darwin\n#endif`.
    public var imports: [String] = []
    /// Members of `extension Name { … }` blocks, by extended type: selectors such as `enqueue(_:)`, so a
    /// requirement that cannot be mocked but has a default implementation is left to it.
    public var extensionMembers: [String: [String]] = [:]
    /// Types whose extension here carries `// sourcery: AutoMockable` (or `/// @mockable`): as Sourcery
    /// merges an extension's annotations into its type, the protocol is mocked.
    public var annotatedExtensions: [String] = []
    /// Types an extension here conforms to `AutoMockable` (`extension Foo: AutoMockable {}`): they and the
    /// protocols refining them are mocked.
    public var autoMockableExtensions: [String] = []
    /// Why the file was not read, with where (`nesting deeper than 256 levels`): reported as a warning.
    public var skipped: ModelProblem?
    /// Syntax errors: the file's protocols are still kept when they parsed.
    public var syntaxErrors: [ModelProblem]
}
