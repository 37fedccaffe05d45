// Copyright © 2026 Tools Authors. All rights reserved.

/// A unique resource: never copied, consumed once.
struct Ticket: ~Copyable {
    let seat: Int
    consuming func redeem() -> Int { seat }
}

/// A handle whose noncopyability comes with a deinit.
struct FileToken: ~Copyable {
    let descriptor: Int32
    deinit {}
}

// @mockable
// sourcery: AutoMockable
protocol TicketOffice {
    func issue(seat: Int) -> Ticket
    func redeem(_ ticket: consuming Ticket) -> Bool
    func inspect(_ ticket: borrowing Ticket) -> Int
    func open(path: String) throws -> FileToken
}

// @mockable
// sourcery: AutoMockable
protocol MessageSink {
    func log(_ message: consuming String)
    func count(_ values: borrowing [Int]) -> Int
    func merge(_ order: consuming Order, into other: borrowing Order) -> Order
}

// @mockable
// sourcery: AutoMockable
protocol ResourcePool: Sendable {
    func acquire() async -> Ticket
    func release(_ ticket: consuming Ticket) async
}

// @mockable
// sourcery: AutoMockable
protocol NoncopyableGenerics {
    func store<Value: ~Copyable>(_ value: consuming Value)
    func measure<Value: ~Copyable>(_ value: borrowing Value) -> Int
}
