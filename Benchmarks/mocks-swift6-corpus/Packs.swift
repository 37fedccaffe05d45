// Copyright © 2026 Tools Authors. All rights reserved.

// @mockable
// sourcery: AutoMockable
protocol Analytics {
    func log<each Value: Sendable>(_ name: String, _ values: repeat each Value)
    func assertEqual(_ value: @autoclosure () -> Int, _ message: @autoclosure () -> String)
    func measure<T>(_ label: String, _ work: () throws -> T) rethrows -> T
    func variadic(_ tags: String...)
    func record(_ message: @autoclosure @escaping () -> String)
    func schedule<E: Error>(_ work: @escaping () throws(E) -> Void)
}
