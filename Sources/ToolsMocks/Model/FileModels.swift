// Copyright © 2026 Tools Authors. All rights reserved.

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

/// Why something of a file cannot be read or mocked, and where.
public struct ModelProblem: Codable, Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String
}

/// A top-level `typealias`: a parent may be an alias of a protocol or a composition
/// (`typealias GRDBSendableMetatype = SendableMetatype`).
public struct TypeAliasModel: Codable, Hashable, Sendable {
    public var name: String
    public var target: String
}
