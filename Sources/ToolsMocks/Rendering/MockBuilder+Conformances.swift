// Copyright © 2026 Tools Authors. All rights reserved.

/// What every mock adds besides the requirements: identity equality and the statics' reset.
extension MockBuilder {
    mutating func renderEquatable() {
        writer.line()
        writer.line("// Mocks are reference types: two mocks are equal when they are the same instance.")
        let selfType = scope.selfType
        // Identity needs no isolation: a main-actor mock still conforms from any context.
        let isolation = scope.isMainActor ? "nonisolated " : ""
        let equality = "static func == (lhs: \(selfType), rhs: \(selfType)) -> Bool { lhs === rhs }"
        writer.line("\(scope.access)\(isolation)\(equality)")
        if resolved.isHashable {
            writer.line()
            let hashing = "func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }"
            writer.line("\(scope.access)\(isolation)\(hashing)")
        }
    }

    mutating func renderReset(named name: String) {
        writer.line()
        writer.line("/// Clears the static state that tests share.")
        let statics = stored.filter(\.isStatic)
        writer.open("\(scope.access)static func \(name)()")
        if scope.isLocked { writer.open("mockStaticLock.withLock") }
        var open: String?
        for member in statics {
            if member.condition != open {
                if open != nil { writer.line("#endif") }
                if let condition = member.condition { writer.line("#if \(condition)") }
                open = member.condition
            }
            writer.line("\(scope.isLocked ? "_" : "")\(member.name) = \(member.initial)")
        }
        if open != nil { writer.line("#endif") }
        if scope.isLocked { writer.close() }
        writer.close()
    }
}
