// Copyright © 2026 Tools Authors. All rights reserved.

// @mockable
// sourcery: AutoMockable
protocol OrderStore {
    func order(number: Int) throws(StoreError) -> Order
    func save(_ order: Order) async throws(StoreError)
    func validate(_ order: Order) throws(Never) -> Bool
    func perform<E: Error>(_ work: () throws(E) -> Void) throws(E)
    func retry<E: Error>(times: Int, _ work: @escaping () throws(E) -> Order) throws(E) -> Order
}

// @mockable
// sourcery: AutoMockable
protocol Downloader: Sendable {
    func download(from url: String) async throws(NetworkError) -> [UInt8]
    var progress: Double { get async throws(NetworkError) }
}
