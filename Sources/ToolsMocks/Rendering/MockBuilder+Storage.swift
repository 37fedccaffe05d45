// Copyright © 2026 Tools Authors. All rights reserved.

/// The mock's stored state: plain, or behind the mock's lock for `Sendable` mocks.
extension MockBuilder {
    /// Declares a stored member. Locked mocks keep the value in a private `_name` behind the mock's lock.
    mutating func declareStored(_ name: String, type: String, initial: String, isStatic: Bool) {
        stored.append(StoredMember(name: name, initial: initial, isStatic: isStatic, condition: condition))
        let staticWord = isStatic ? "static " : ""
        if isStatic && isGeneric {
            let global = "_\(scope.className)_\(name)"
            globals.append(
                "\(deprecation)nonisolated(unsafe) private var \(global): \(type)" + Self.initializer(initial)
            )
            let forwarding = "{ get { \(global) } set { \(global) = newValue } }"
            guard scope.isLocked else {
                writer.line("\(deprecation)\(scope.access)static var \(name): \(type) \(forwarding)")
                return
            }
            writer.open("\(deprecation)\(scope.access)static var \(name): \(type)")
            writer.line("get { mockStaticLock.withLock { _\(name) } }")
            writer.line("set { mockStaticLock.withLock { _\(name) = newValue } }")
            writer.close()
            writer.line("\(deprecation)private static var _\(name): \(type) \(forwarding)")
            return
        }
        if !locks(isStatic: isStatic) {
            // Outside an actor, a class's static state is global: tests own its synchronisation.
            let unsafe = (isStatic && !scope.isMainActor) || isNonisolatedMember ? "nonisolated(unsafe) " : ""
            writer.line("\(deprecation)\(scope.access)\(unsafe)\(staticWord)var \(name): \(type)"
                + Self.initializer(initial))
            return
        }
        let lock = isStatic ? "mockStaticLock" : "mockLock"
        if !isStatic { usesMemberLock = true }
        let nonisolated = (scope.isActor || isNonisolatedMember) && !isStatic ? "nonisolated " : ""
        let unsafe = isStatic || scope.isActor || isNonisolatedMember ? "nonisolated(unsafe) " : ""
        writer.open("\(deprecation)\(scope.access)\(nonisolated)\(staticWord)var \(name): \(type)")
        writer.line("get { \(lock).withLock { _\(name) } }")
        writer.line("set { \(lock).withLock { _\(name) = newValue } }")
        writer.close()
        writer.line("\(deprecation)private \(unsafe)\(staticWord)var _\(name): \(type)"
            + Self.initializer(initial))
    }

    /// ` = value`; nothing for an optional, which starts as nil anyway, stored, static or global alike (the
    /// team's lint asks for that: implicit_optional_initialization).
    static func initializer(_ initial: String) -> String {
        initial == "nil" ? "" : " = \(initial)"
    }

    /// Whether the member being rendered keeps its state behind a lock: every member of a `Sendable` mock, and
    /// the `nonisolated` members of a main-actor mock, which any thread may call.
    func locks(isStatic: Bool) -> Bool {
        scope.isLocked || isNonisolatedMember && scope.isMainActor && !isStatic
    }

    /// Runs `statements` (written against stored names) as one locked step when the mock is locked.
    mutating func record(_ statements: [String], isStatic: Bool) {
        guard !statements.isEmpty else { return }
        guard locks(isStatic: isStatic) else {
            statements.forEach { writer.line($0) }
            return
        }
        let lock = isStatic ? "mockStaticLock" : "mockLock"
        writer.open("\(lock).withLock")
        statements.forEach { writer.line($0) }
        writer.close()
    }

    /// The name recording statements use: the backing storage inside the lock.
    func storage(_ name: String, isStatic: Bool) -> String {
        locks(isStatic: isStatic) ? "_\(name)" : name
    }

    /// `nonisolated ` for computed members of an actor mock, which tests read without `await`.
    var computedIsolation: String {
        scope.isActor || isNonisolatedMember || isIdentity ? "nonisolated " : ""
    }

    mutating func declareCalled(_ prefix: String, isStatic: Bool) {
        let staticWord = isStatic ? "static " : ""
        let declaration = "\(deprecation)\(scope.access)\(computedIsolation)\(staticWord)var \(prefix)Called: Bool"
        writer.line("\(declaration) { \(prefix)CallsCount > 0 }")
    }
}
