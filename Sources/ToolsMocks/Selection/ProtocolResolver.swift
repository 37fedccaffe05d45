// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Finds parents by name among the scanned protocols and merges their requirements.
struct ProtocolResolver: Sendable {
    /// Parents that bring no requirement a mock must implement (markers and language protocols).
    static let markerProtocols: Set<String> = [
        "AnyObject", "Sendable", "AutoMockable", "Actor", "AnyActor", "SendableMetatype", "Copyable",
        "Escapable", "BitwiseCopyable", "Swift.Sendable", "class",
    ]

    /// Standard library protocols whose requirements a mock cannot implement generically.
    static let unsupportedStandardProtocols: Set<String> = [
        "Encodable", "Decodable", "Codable", "Comparable", "Sequence", "Collection",
        "RawRepresentable", "CaseIterable", "Strideable", "Numeric", "AdditiveArithmetic", "OptionSet",
        "AsyncSequence", "IteratorProtocol", "AsyncIteratorProtocol", "LosslessStringConvertible",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "NSObjectProtocol", "TextOutputStreamable",
        "TextOutputStream", "ExpressibleByStringInterpolation", "ExpressibleByArrayLiteral",
        "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByUnicodeScalarLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "Clock",
        "InstantProtocol", "DurationProtocol", "GlobalActor", "DistributedActor", "CustomReflectable",
        "SetAlgebra", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger",
        "FloatingPoint", "BinaryFloatingPoint", "SignedNumeric", "StringProtocol", "Encoder", "Decoder",
        "CodingKey", "CustomPlaygroundDisplayConvertible",
    ]

    /// Standard library executors: a class conforms by implementing `enqueue(_:)`.
    static let executorProtocols: Set<String> = ["SerialExecutor", "Executor", "TaskExecutor"]

    /// Protocols between a mock and its farthest ancestor. Resolution recurses once per level, and a
    /// generated chain 10,000 deep exhausted the stack; real hierarchies stay within a handful of levels.
    static let maximumDepth = 64

    /// Scanned protocols by name; several when two modules declare the same name.
    let index: [String: [ProtocolModel]]
    let aliases: [String: [String]]
    let functionAliases: Set<String>
    let extensionMembers: [String: Set<String>]
    let noncopyableTypes: Set<String>

    init(
        protocols: [ProtocolModel], aliases aliasList: [TypeAliasModel] = [],
        extensionMembers: [String: Set<String>] = [:], noncopyableTypes: Set<String> = []
    ) {
        self.extensionMembers = extensionMembers
        self.noncopyableTypes = noncopyableTypes
        index = Dictionary(grouping: protocols, by: \.name)
        aliases = Dictionary(grouping: aliasList, by: \.name).mapValues { $0.map(\.target) }
        functionAliases = Set(aliasList.filter { TypeText.isFunction($0.target) }.map(\.name))
    }

    func resolve(_ model: ProtocolModel) throws(ResolutionError) -> ResolvedProtocol {
        var resolved = ResolvedProtocol(
            model: model, requirements: [], associatedTypes: [], whereClauses: [],
            isSendable: false, isMainActor: false, isActor: false, isEquatable: false, isHashable: false,
            functionAliases: functionAliases, noncopyableTypes: noncopyableTypes
        )
        var visited: Set<String> = []
        try collect(model, root: model, into: &resolved, visited: &visited, depth: 0)
        resolved.requirements = Self.deduplicated(resolved.requirements)
        // `Identifiable`'s one requirement is `id`: the mock has it when the protocol declares it.
        if resolved.isIdentifiable && !resolved.requirements.contains(where: Self.isIdentifier) {
            throw ResolutionError(
                line: model.line, column: model.column,
                message: "cannot mock '\(model.name)': it inherits 'Identifiable' without declaring 'id' (declare "
                    + "'var id: ID { get }' with a concrete type in the protocol, or write this mock by hand)"
            )
        }
        return resolved
    }

    private func collect(
        _ model: ProtocolModel, root: ProtocolModel, into resolved: inout ResolvedProtocol, visited: inout Set<String>,
        depth: Int
    ) throws(ResolutionError) {
        guard visited.insert(model.name).inserted else { return }
        guard depth <= Self.maximumDepth else {
            throw ResolutionError(
                line: root.line, column: root.column,
                message: "the mock of '\(root.name)' is not generated: its inheritance chain is deeper "
                    + "than \(Self.maximumDepth) protocols (at '\(model.name)', \(model.file):\(model.line))",
                isLimit: true
            )
        }
        resolved.files.insert(model.file)
        resolved.defaultedSelectors.formUnion(extensionMembers[model.name] ?? [])
        if let problem = model.problems.first {
            let prefix = model.name == root.name
                ? "" : "its parent '\(model.name)' (\(model.file):\(problem.line)) has "
            throw ResolutionError(
                line: model.name == root.name ? problem.line : root.line,
                column: model.name == root.name ? problem.column : root.column,
                message: "cannot mock '\(root.name)': \(prefix)\(problem.message)"
            )
        }
        if model.attributes.contains(where: { $0.hasPrefix("@objc") }) {
            throw ResolutionError(
                line: root.line, column: root.column,
                message: "cannot mock '\(root.name)': '\(model.name)' is an @objc protocol, which only NSObject "
                    + "subclasses can adopt (write this mock by hand)"
            )
        }
        resolved.requirements += model.requirements
        let known = Set(resolved.associatedTypes.map(\.name))
        for associated in model.associatedTypes where !known.contains(associated.name) {
            resolved.associatedTypes.append(associated)
        }
        if let whereClause = model.whereClause { resolved.whereClauses.append(whereClause) }
        if model.attributes.contains(where: { $0.hasPrefix("@MainActor") }) { resolved.isMainActor = true }
        for parent in model.inherited {
            // A composition (`A & B`) lists its parts as parents.
            for part in parent.split(separator: "&") {
                let name = part.trimmingCharacters(in: .whitespaces)
                try collectParent(
                    name, child: model, root: root, into: &resolved, visited: &visited, levels: (depth + 1, 0)
                )
            }
        }
    }

    private func collectParent(
        _ written: String, child: ProtocolModel, root: ProtocolModel, into resolved: inout ResolvedProtocol,
        visited: inout Set<String>, levels: (chain: Int, alias: Int)
    ) throws(ResolutionError) {
        let name = written.hasPrefix("Swift.") ? String(written.dropFirst(6)) : written
        switch name {
        // Errors are Sendable; Foundation's error protocols have defaults for every requirement.
        case "Sendable", "Error", "LocalizedError", "CustomNSError": resolved.isSendable = true
        case "Actor": resolved.isActor = true; resolved.isSendable = true
        case "Equatable": resolved.isEquatable = true
        case "Hashable": resolved.isHashable = true; resolved.isEquatable = true
        case "Identifiable": resolved.isIdentifiable = true
        default: break
        }
        let handled = ["Equatable", "Hashable", "Error", "LocalizedError", "CustomNSError", "Any", "Identifiable"]
        if Self.markerProtocols.contains(name) || handled.contains(name) { return }
        if Self.executorProtocols.contains(name) {
            // The executors' other requirements have default implementations; `enqueue` is the one to write.
            resolved.isSendable = true
            resolved.requirements.append(.function(FunctionModel(
                name: "enqueue", genericParameters: [], whereClause: nil,
                parameters: [ParameterModel(label: nil, name: "job", type: "consuming ExecutorJob", isVariadic: false)],
                effects: Effects(), returnType: nil, isStatic: false, isMutating: false, attributes: [], line: 0
            )))
            return
        }
        if let synthetic = Self.describingRequirement(name) {
            resolved.requirements.append(synthetic)
            return
        }
        if let found = lookUp(name, near: child) {
            try collect(found, root: root, into: &resolved, visited: &visited, depth: levels.chain)
            return
        }
        if let targets = aliases[name], levels.alias < 8, let target = targets.first {
            for part in target.split(separator: "&") {
                try collectParent(part.trimmingCharacters(in: .whitespaces), child: child, root: root,
                                  into: &resolved, visited: &visited, levels: (levels.chain, levels.alias + 1))
            }
            return
        }
        guard Self.unsupportedStandardProtocols.contains(name) else {
            if !resolved.unknownParents.contains(name) { resolved.unknownParents.append(name) }
            return
        }
        let reason = "it inherits '\(name)', a standard library protocol whose requirements a mock cannot implement "
            + "(mock a protocol without it, or write this mock by hand)"
        throw ResolutionError(line: root.line, column: root.column, message: "cannot mock '\(root.name)': \(reason)")
    }

    static func isIdentifier(_ requirement: Requirement) -> Bool {
        guard case .property(let property) = requirement else { return false }
        return property.name == "id" && !property.isStatic
    }

    /// `CustomStringConvertible` and its debug sibling have one property each: mocked like any other.
    private static func describingRequirement(_ name: String) -> Requirement? {
        let property = switch name {
        case "CustomStringConvertible": "description"
        case "CustomDebugStringConvertible": "debugDescription"
        default: ""
        }
        guard !property.isEmpty else { return nil }
        return .property(PropertyModel(
            name: property, type: "String", isSettable: false, getterEffects: Effects(), isStatic: false,
            attributes: [], line: 0
        ))
    }

    /// The parent named `name`, preferring one declared in the same folder tree as the child.
    private func lookUp(_ name: String, near child: ProtocolModel) -> ProtocolModel? {
        guard let candidates = index[name], !candidates.isEmpty else { return nil }
        let childFolder = child.file.split(separator: "/").dropLast()
        return candidates.max { left, right in
            let leftShared = Self.sharedPrefix(left.file.split(separator: "/"), childFolder)
            let rightShared = Self.sharedPrefix(right.file.split(separator: "/"), childFolder)
            return leftShared != rightShared ? leftShared < rightShared : left.file > right.file
        }
    }

    private static func sharedPrefix(_ left: [Substring], _ right: ArraySlice<Substring>) -> Int {
        zip(left, right).prefix { $0 == $1 }.count
    }

    /// A requirement restated by a child protocol is implemented once.
    static func deduplicated(_ requirements: [Requirement]) -> [Requirement] {
        var seen: Set<String> = []
        var result: [Requirement] = []
        for requirement in requirements {
            if seen.insert(signatureKey(requirement)).inserted {
                result.append(requirement)
            } else if case .property(let property) = requirement, property.isSettable {
                // Keep the strongest form: a child may ask for `{ get }` where the parent asks `{ get set }`.
                if let index = result.firstIndex(where: { signatureKey($0) == signatureKey(requirement) }),
                   case .property(var kept) = result[index] {
                    kept.isSettable = true
                    result[index] = .property(kept)
                }
            }
        }
        return result
    }

    static func signatureKey(_ requirement: Requirement) -> String {
        (requirement.condition.map { "#if \($0) " } ?? "") + unconditionalKey(requirement)
    }

    private static func unconditionalKey(_ requirement: Requirement) -> String {
        func parameters(_ list: [ParameterModel]) -> String {
            list.map { "\($0.label ?? "_"):\($0.type)\($0.isVariadic ? "..." : "")" }.joined(separator: ",")
        }
        switch requirement {
        case .function(let function):
            let returnType = function.returnType ?? ""
            return "func \(function.isStatic) \(function.name)(\(parameters(function.parameters)))->\(returnType)"
        case .property(let property):
            return "var \(property.isStatic) \(property.name)"
        case .subscriptMember(let member):
            return "subscript \(member.isStatic) (\(parameters(member.parameters)))->\(member.returnType)"
        case .initializer(let initializer):
            return "init(\(parameters(initializer.parameters)))"
        }
    }
}
