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

/// An `associatedtype`, with its constraint and `where` clause as written.
public struct AssociatedTypeModel: Codable, Hashable, Sendable {
    public var name: String
    /// Conformances as written after the colon: `Codable & Sendable`.
    public var constraint: String?
    public var whereClause: String?
}
