// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

// The types the corpus's protocols use: value types, a non-Sendable reference type, noncopyable types, a
// global actor and an actor.

struct User: Identifiable, Hashable, Sendable {
    let id: UUID
    var name: String
}

struct Order: Sendable, Equatable {
    let number: Int
}

/// Not Sendable: what `sending` is for.
final class Document {
    var title: String
    init(title: String) { self.title = title }
}

enum StoreError: Error, Equatable {
    case notFound
    case conflict(Int)
}

enum NetworkError: Error {
    case offline
}

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

actor Counter {
    var value = 0
    func increment() { value += 1 }
}

struct Snapshot: Sendable {
    var values: [Int]
}
