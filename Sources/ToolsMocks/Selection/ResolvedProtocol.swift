// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A protocol with everything it inherits: the input of one mock.
struct ResolvedProtocol: Sendable {
    var model: ProtocolModel
    var requirements: [Requirement]
    var associatedTypes: [AssociatedTypeModel]
    var whereClauses: [String]
    var isSendable: Bool
    var isMainActor: Bool
    var isActor: Bool
    /// Inherits `Equatable` or `Hashable`: the mock compares by identity.
    var isEquatable: Bool
    var isHashable: Bool
    /// Inherits `Identifiable`: its `id` must be among the requirements.
    var isIdentifiable = false
    /// Top-level aliases of function types (`typealias Completion = (Bool) -> Void`): a parameter of such a
    /// type is a closure, non-escaping unless marked `@escaping`.
    var functionAliases: Set<String> = []
    /// Types declared `~Copyable` in the scanned sources: values of them are handed on, never kept.
    var noncopyableTypes: Set<String> = []
    /// The files declaring the protocol and its parents: their imports name the types the mock uses.
    var files: Set<String> = []
    /// Selectors of methods that extensions of the protocol or its parents implement.
    var defaultedSelectors: Set<String> = []
    /// Parents declared outside the scanned sources (another module's): the mock conforms to them through
    /// the protocol, and their requirements are the user's to add in an extension, as with Sourcery.
    var unknownParents: [String] = []
}
