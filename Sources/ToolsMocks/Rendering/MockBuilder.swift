// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Builds the text of one mock, requirement by requirement: the class header, each member with the state
/// that records its calls, then what every mock adds (`MockRenderer` is its entry point).
struct MockBuilder {
    let resolved: ResolvedProtocol
    let style: MockStyle
    let scope: MockScope
    var writer = CodeWriter()
    /// Every stored member, for the static `reset()`.
    var stored: [StoredMember] = []
    /// The `#if` condition of the requirement being rendered.
    var condition: String?
    /// Deprecation attributes of the requirement being rendered, with a trailing space.
    var deprecation = ""
    /// The requirement being rendered is `nonisolated` in an isolated mock: its state must be too.
    var isNonisolatedMember = false
    /// File-level declarations after the class: the static state of a generic mock.
    var globals: [String] = []
    /// The requirement being rendered is `Identifiable.id`, which every mock declares `nonisolated`.
    var isIdentity = false
    /// A `nonisolated` member of a main-actor mock keeps its state behind `mockLock`.
    var usesMemberLock = false
    /// Generic parameters of the requirement being rendered that are `~Copyable`.
    var noncopyableGenerics: Set<String> = []

    /// Generic mocks keep static state outside the type.
    var isGeneric: Bool { !scope.associatedNames.isEmpty }

    init(resolved: ResolvedProtocol, style: MockStyle) {
        self.resolved = resolved
        self.style = style
        let className = style.className(for: resolved.model.name)
        let generics = resolved.associatedTypes.map(\.name)
        let access = switch resolved.model.accessLevel {
        case "public", "open": "public "
        case "package": "package "
        default: ""
        }
        scope = MockScope(
            className: className,
            selfType: generics.isEmpty ? className : "\(className)<\(generics.joined(separator: ", "))>",
            access: access,
            isLocked: resolved.isSendable && !resolved.isMainActor,
            isActor: resolved.isActor,
            isMainActor: resolved.isMainActor,
            associatedNames: generics,
            functionAliases: resolved.functionAliases,
            noncopyableTypes: resolved.noncopyableTypes
        )
    }

    mutating func build() throws(ResolutionError) {
        let model = resolved.model
        // Generic types have no static stored properties: a generic mock keeps its static state in
        // file-level variables, which cannot have a type that uses the mock's generic parameters.
        let generics = Set(scope.associatedNames + ["Self"])
        if !scope.associatedNames.isEmpty, let requirement = resolved.requirements.first(where: {
            Self.isStatic($0) && Self.types(of: $0).contains { TypeText.mentions(generics, in: $0) }
        }) {
            throw ResolutionError(
                line: requirement.line > 0 ? requirement.line : model.line, column: 1,
                message: "cannot mock '\(model.name)': a static requirement whose types use an associated type "
                    + "or Self is not supported (write this mock by hand)"
            )
        }
        let prefixes = MockNaming.prefixes(for: resolved.requirements, protocolName: model.name, style: style.naming,
                                           associatedTypes: resolved.associatedTypes)
        var body = CodeWriter()
        swap(&body, &writer)
        var hasZeroArgumentInit = false
        var hasStaticReset = false
        for (requirement, prefix) in zip(resolved.requirements, prefixes) {
            writer.line()
            condition = requirement.condition
            deprecation = requirement.deprecations.map { $0 + " " }.joined()
            // `Identifiable.id` is nonisolated: a main-actor default would make the conformance cross actors.
            isIdentity = resolved.isIdentifiable && ProtocolResolver.isIdentifier(requirement)
            isNonisolatedMember = (requirement.isNonisolated || isIdentity) && (scope.isMainActor || scope.isActor)
            if let condition { writer.line("#if \(condition)") }
            defer { if condition != nil { writer.line("#endif") } }
            switch requirement {
            case .function(let function):
                // `reset()` is the statics' reset unless the protocol already uses the name.
                if function.name == "reset" && function.parameters.isEmpty { hasStaticReset = true }
                do {
                    try renderFunction(function, prefix: prefix ?? function.name)
                } catch {
                    // A requirement a mock cannot implement is fine when an extension implements it.
                    let selector = Self.selector(function.name, function.parameters)
                    guard resolved.defaultedSelectors.contains(selector) else { throw error }
                    writer.line("// \(selector) is left to the protocol extension's implementation.")
                }
            case .property(let property):
                renderProperty(property, prefix: prefix ?? MockNaming.plain(property.name))
            case .subscriptMember(let member):
                if let general = SubscriptSubsumption.witness(serving: member, among: resolved.requirements) {
                    // Two witnesses would both match this requirement: the conformance would be ambiguous.
                    let selector = Self.subscriptSelector(member.parameters)
                    writer.line("// \(selector) -> \(member.returnType) is served by the generic "
                        + "subscript(…) -> \(general.returnType).")
                    continue
                }
                try renderSubscript(member, prefix: prefix ?? "subscript")
            case .initializer(let initializer):
                if initializer.parameters.isEmpty { hasZeroArgumentInit = true }
                try renderInitializer(initializer, prefix: prefix ?? "init")
            }
        }
        condition = nil
        deprecation = ""
        isNonisolatedMember = false
        isIdentity = false
        if resolved.isEquatable { renderEquatable() }
        if stored.contains(where: \.isStatic) { renderReset(named: hasStaticReset ? "resetMock" : "reset") }
        swap(&body, &writer)

        for attribute in model.attributes where attribute.hasPrefix("@MainActor") {
            writer.line(attribute)
        }
        writer.open(classHeader())
        let hasStatics = stored.contains(where: \.isStatic)
        if usesMemberLock && !scope.isLocked {
            // Only the `nonisolated` members' state: the lock itself is reached from any thread.
            writer.line("private nonisolated let mockLock = NSLock()")
        }
        if scope.isLocked {
            writer.line("private let mockLock = NSLock()")
            if hasStatics && isGeneric {
                writer.line("private static var mockStaticLock: NSLock { _\(scope.className)StaticLock }")
                globals.insert("private let _\(scope.className)StaticLock = NSLock()", at: 0)
            } else if hasStatics {
                writer.line("private static let mockStaticLock = NSLock()")
            }
        }
        if !hasZeroArgumentInit {
            if scope.isLocked || usesMemberLock { writer.line() }
            writer.line("\(scope.access)init() {}")
        }
        for line in body.lines { writer.line(line) }
        writer.close()
        if !globals.isEmpty {
            writer.line()
            globals.forEach { writer.line($0) }
        }
    }

    private static func types(of requirement: Requirement) -> [String] {
        switch requirement {
        case .function(let function): function.parameters.map(\.type) + [function.returnType ?? ""]
        case .property(let property): [property.type]
        case .subscriptMember(let member): member.parameters.map(\.type) + [member.returnType]
        case .initializer(let initializer): initializer.parameters.map(\.type)
        }
    }

    private static func isStatic(_ requirement: Requirement) -> Bool {
        switch requirement {
        case .function(let function): function.isStatic
        case .property(let property): property.isStatic
        case .subscriptMember(let member): member.isStatic
        case .initializer: false
        }
    }

    private func classHeader() -> String {
        var generics: [String] = []
        var whereClauses: [String] = []
        for associated in resolved.associatedTypes {
            generics.append(associated.constraint.map { "\(associated.name): \(scope.rewrite($0))" } ?? associated.name)
            if let clause = associated.whereClause { whereClauses += Self.requirements(of: clause) }
        }
        whereClauses += resolved.whereClauses.flatMap { Self.requirements(of: $0) }
        // `Self: AnyObject` and the like constrain the protocol, not the mock; without generic parameters
        // there is nothing a `where` clause could constrain.
        whereClauses = whereClauses.filter { !$0.hasPrefix("Self:") && !$0.hasPrefix("Self ") }
            .map { scope.rewrite($0) }
        if generics.isEmpty { whereClauses = [] }
        // A class of no actor says so: with a module's default isolation on the main actor
        // (`-default-isolation MainActor`) it would otherwise be inferred to it, and members isolated
        // elsewhere (another global actor, `@concurrent`, an `isolated` parameter) or conformances the standard
        // library checks off the main actor (`Hashable`) would not compile. The same text in both modes.
        let kind = scope.isActor ? "actor" : scope.isMainActor ? "final class" : "nonisolated final class"
        var header = "\(scope.access)\(kind) \(scope.className)"
        if !generics.isEmpty { header += "<\(generics.joined(separator: ", "))>" }
        header += ": \(resolved.model.name)"
        if scope.isLocked && !scope.isActor { header += ", @unchecked Sendable" }
        if !whereClauses.isEmpty { header += " where " + whereClauses.joined(separator: ", ") }
        return header
    }

    /// `A: B, C == D<E, F>` → `A: B`, `C == D<E, F>`: splits at the commas outside brackets.
    static func requirements(of clause: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in clause {
            defer { previous = character }
            switch character {
            case "<", "(", "[": depth += 1
            case ">" where previous == "-": break
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts.filter { !$0.isEmpty }
    }

    // MARK: Shared pieces

    func failure(_ member: String, set names: String) -> String {
        "fatalError(\"\(scope.className).\(member): no value configured; set \(names)\")"
    }

    /// The requirement's attributes the mock's member repeats; `nonisolated` is written by the member's
    /// own isolation (`computedIsolation`).
    static func keptAttributes(_ attributes: [String]) -> [String] {
        attributes.filter { !$0.hasPrefix("@objc") && !$0.hasPrefix("@optional") && $0 != "nonisolated" }
    }

    func throwsText(_ effects: Effects) -> String {
        switch effects.throwsKind {
        case .none: ""
        case .untyped: " throws"
        case .typed(let type): " throws(\(scope.rewrite(type)))"
        case .rethrows: " rethrows"
        }
    }

    func errorStorageType(_ effects: Effects, generics: Set<String> = []) -> String? {
        switch effects.throwsKind {
        case .untyped: "(any Error)?"
        case .typed(let type) where TypeText.mentions(generics, in: type): "(any Error)?"
        case .typed(let type): TypeText.optional(scope.rewrite(type))
        case .none, .rethrows: nil
        }
    }
}
