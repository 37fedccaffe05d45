// Copyright © 2026 Tools Authors. All rights reserved.

/// The models of one file, or why it could not be read: the unit the cache stores.
package struct FileModels: Codable, Hashable, Sendable {
    package var protocols: [ProtocolModel]
    package var typeAliases: [TypeAliasModel] = []
    /// The file's imports, as the mock file repeats them: `import NIOCore`, `@preconcurrency import Dispatch`,
    /// `#if canImport(Darwin)\nimport Darwin\n#endif`.
    package var imports: [String] = []
    /// Members of `extension Name { … }` blocks, by extended type: selectors such as `enqueue(_:)`, so a
    /// requirement that cannot be mocked but has a default implementation is left to it.
    package var extensionMembers: [String: [String]] = [:]
    /// Types whose extension here carries `// sourcery: AutoMockable` (or `/// @mockable`): as Sourcery
    /// merges an extension's annotations into its type, the protocol is mocked.
    package var annotatedExtensions: [String] = []
    /// Types an extension here conforms to `AutoMockable` (`extension Foo: AutoMockable {}`): they and the
    /// protocols refining them are mocked.
    package var autoMockableExtensions: [String] = []
    /// Types declared here as `~Copyable` (`struct Ticket: ~Copyable`): a mock neither records nor stores such
    /// values, it hands them to the stub closure.
    package var noncopyableTypes: [String] = []
    /// Why the file was not read, with where (`nesting deeper than 256 levels`): reported as a warning.
    package var skipped: ModelProblem?
    /// Syntax errors: the file's protocols are still kept when they parsed.
    package var syntaxErrors: [ModelProblem]
}

/// Why something of a file cannot be read or mocked, and where.
package struct ModelProblem: Codable, Hashable, Sendable {
    package var line: Int
    package var column: Int
    package var message: String
}

/// A top-level `typealias`: a parent may be an alias of a protocol or a composition
/// (`typealias GRDBSendableMetatype = SendableMetatype`).
package struct TypeAliasModel: Codable, Hashable, Sendable {
    package var name: String
    package var target: String
}
