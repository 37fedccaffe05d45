// Copyright © 2026 Tools Authors. All rights reserved.

import Observation

/// The state of the climateSchedule screen. Views observe it; it reaches data only through
/// the use cases.
@MainActor
@Observable
public final class ClimateScheduleStateNotifier {
    public enum State: Equatable {
        case idle
        case loading
        case loaded(ClimateSchedule)
        case failed(String)
    }

    public private(set) var state: State = .idle
    private let useCases: any ClimateScheduleUseCases

    public init(useCases: any ClimateScheduleUseCases) {
        self.useCases = useCases
    }

    public func load(id: String) async {
        state = .loading
        do {
            state = .loaded(try await useCases.climateSchedule(for: id))
        } catch {
            state = .failed(String(describing: error))
        }
    }
}
