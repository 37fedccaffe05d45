// Copyright © 2026 Tools Authors. All rights reserved.

/// A protocol as declared in one file: what the generator needs, and nothing that ties it to the syntax
/// tree, so a file's models can be cached by content hash and reused without parsing again.
package struct ProtocolModel: Codable, Hashable, Sendable {
    package var name: String
    package var file: String
    package var line: Int
    package var column: Int
    /// `public`, `package`, `internal`, `fileprivate`, `private`; nil when not written (internal).
    package var accessLevel: String?
    /// The inheritance clause as written: `Sendable`, `AnyObject`, `BaseService`, `Actor`.
    package var inherited: [String]
    /// Attributes on the protocol, e.g. `@MainActor`.
    package var attributes: [String]
    /// Annotated for mocking: `// sourcery: AutoMockable`, `/// @mockable`, or inheriting `AutoMockable`.
    package var isAnnotated: Bool
    package var associatedTypes: [AssociatedTypeModel]
    /// The protocol's own `where` clause, without the keyword.
    package var whereClause: String?
    package var requirements: [Requirement]
    /// Members that cannot be mocked, with the reason (the protocol is then reported, not mocked).
    package var problems: [ModelProblem]

    package var isPublic: Bool { accessLevel == "public" || accessLevel == "open" }
}

/// An `associatedtype`, with its constraint and `where` clause as written.
package struct AssociatedTypeModel: Codable, Hashable, Sendable {
    package var name: String
    /// Conformances as written after the colon: `Codable & Sendable`.
    package var constraint: String?
    package var whereClause: String?
}
