// Copyright © 2026 Tools Authors. All rights reserved.

// @mockable
// sourcery: AutoMockable
protocol DocumentFactory {
    func makeDocument(titled title: String) -> sending Document
    func makeDocuments(count: Int) async -> sending [Document]
    func adopt(_ document: sending Document)
}

// @mockable
// sourcery: AutoMockable
protocol DocumentExchange: Sendable {
    func transfer(_ document: sending Document) async
    func receive() async throws -> sending Document
}

// @mockable
// sourcery: AutoMockable
@MainActor
protocol DocumentEditor {
    func edit(_ document: sending Document) async -> sending Document
}
