// Copyright © 2026 Tools Authors. All rights reserved.

import Observation

/// The state of the climate screen. Views observe it; it reaches data only through
/// the use cases.
@MainActor
@Observable
public final class ClimateStateNotifier {
    public enum State: Equatable {
        case idle
        case loading
        case loaded(Climate)
        case failed(String)
    }

    public private(set) var state: State = .idle
    private let useCases: any ClimateUseCases

    public init(useCases: any ClimateUseCases) {
        self.useCases = useCases
    }

    public func load(id: String) async {
        state = .loading
        do {
            state = .loaded(try await useCases.climate(for: id))
        } catch {
            state = .failed(String(describing: error))
        }
    }
}
