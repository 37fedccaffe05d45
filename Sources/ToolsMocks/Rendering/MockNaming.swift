// Copyright © 2026 Tools Authors. All rights reserved.

/// Gives every method, initialiser and subscript of a mock a member-name prefix that is unique in the
/// mock and depends only on the requirements, so names are stable from run to run.
enum MockNaming {
    /// One prefix per requirement, nil for plain properties (they use their own name).
    static func prefixes(
        for requirements: [Requirement], protocolName: String, style: NamingStyle,
        associatedTypes: [AssociatedTypeModel] = []
    ) -> [String?] {
        var names: [String?] = requirements.map {
            base(of: $0, protocolName: protocolName, style: style, associatedTypes: associatedTypes)
        }
        // Overloads: first the parameter types, then the return type, then effects, then the position.
        let refinements: [(Requirement) -> String] = [
            { parameterTypesPart(of: $0) },
            { returnTypePart(of: $0, protocolName: protocolName) },
            { effectsPart(of: $0) },
        ]
        for (step, refine) in refinements.enumerated() {
            for group in clashGroups(in: names) {
                let parts = group.map { refine(requirements[$0]) }
                // Parameter types are always added; later parts only when they tell the overloads apart.
                if step > 0 && Set(parts).count == 1 { continue }
                for (index, part) in zip(group, parts) {
                    names[index] = (names[index] ?? "") + part
                }
            }
        }
        let remaining = clashes(in: names).sorted()
        var seen: [String: Int] = [:]
        for index in remaining {
            guard let name = names[index] else { continue }
            let count = (seen[name] ?? 0) + 1
            seen[name] = count
            if count > 1 { names[index] = name + String(count) }
        }
        return names
    }

    private static func clashGroups(in names: [String?]) -> [[Int]] {
        var positions: [String: [Int]] = [:]
        for (index, name) in names.enumerated() {
            if let name { positions[name, default: []].append(index) }
        }
        return positions.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
    }

    private static func clashes(in names: [String?]) -> [Int] {
        clashGroups(in: names).flatMap { $0 }
    }

    static func base(
        of requirement: Requirement, protocolName: String, style: NamingStyle,
        associatedTypes: [AssociatedTypeModel] = []
    ) -> String? {
        switch (requirement, style) {
        case (.property(let property), _):
            // Only effectful properties have prefixed members (`valueCallsCount`): they take part in clashes.
            let effects = property.getterEffects
            return effects.isAsync || effects.throwsKind.throwsAtAll ? plain(property.name) : nil
        case (.function(let function), .selector):
            return SelectorNaming.prefix(plain(function.name), labels: function.parameters.map(\.label))
        case (.initializer(let initializer), .selector):
            return SelectorNaming.prefix("init", labels: initializer.parameters.map(\.label))
        case (.subscriptMember(let member), .selector):
            return SelectorNaming.prefix("subscript", labels: member.parameters.map(\.label))
        case (.function(let function), .typed):
            return TypedNaming.function(function, protocolName: protocolName, associatedTypes: associatedTypes)
        case (.initializer(let initializer), .typed):
            return TypedNaming.initializer(initializer, protocolName: protocolName)
        case (.subscriptMember(let member), .typed):
            return TypedNaming.subscriptMember(member)
        }
    }

    private static func parameterTypesPart(of requirement: Requirement) -> String {
        let parameters: [ParameterModel] = switch requirement {
        case .function(let function): function.parameters
        case .initializer(let initializer): initializer.parameters
        case .subscriptMember(let member): member.parameters
        case .property: []
        }
        return parameters.map { TypeText.namePart($0.type) + ($0.isVariadic ? "Variadic" : "") }.joined()
    }

    private static func returnTypePart(of requirement: Requirement, protocolName: String) -> String {
        switch requirement {
        case .function(let function): TypeText.namePart(function.returnType ?? "Void")
        case .subscriptMember(let member): TypeText.namePart(member.returnType)
        case .initializer(let initializer): initializer.failability == nil ? "" : "Optional"
        case .property: ""
        }
    }

    private static func effectsPart(of requirement: Requirement) -> String {
        let (effects, isStatic): (Effects, Bool) = switch requirement {
        case .function(let function): (function.effects, function.isStatic)
        case .initializer(let initializer): (initializer.effects, false)
        case .subscriptMember(let member): (member.getterEffects, member.isStatic)
        case .property(let property): (property.getterEffects, property.isStatic)
        }
        return (isStatic ? "Static" : "") + (effects.isAsync ? "Async" : "")
            + (effects.throwsKind.throwsAtAll ? "Throws" : "")
    }

    /// `@escaping @Sendable (Int) -> Void` → `@Sendable @escaping (Int) -> Void`: Sourcery lists a
    /// type's attributes in sorted order, and typed names must match its names.
    static func sortedAttributes(_ type: String) -> String {
        let words = type.split(separator: " ", omittingEmptySubsequences: true)
        let attributes = words.prefix { $0.hasPrefix("@") && !$0.contains("(") }
        guard attributes.count > 1 else { return type }
        return (attributes.sorted() + words.dropFirst(attributes.count)).joined(separator: " ")
    }

    static func plain(_ identifier: String) -> String {
        PlainText.removingBackticks(identifier)
    }
}
