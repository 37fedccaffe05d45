// Copyright © 2026 Tools Authors. All rights reserved.

// Parents in a file of their own: their children in Children.swift merge them.

protocol Service: Sendable {
    var name: String { get }
    func start() async throws
}

@MainActor
protocol ViewModel: AnyObject {
    var isLoading: Bool { get set }
    func onAppear() async
}

protocol Resettable {
    mutating func reset()
}
