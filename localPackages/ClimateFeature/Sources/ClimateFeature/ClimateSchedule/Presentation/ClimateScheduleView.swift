// Copyright © 2026 Tools Authors. All rights reserved.

// SwiftUI exists on Apple platforms only; the rest of the package also builds and tests on Linux.
#if canImport(SwiftUI)
import SwiftUI

/// Shows one climateSchedule. It knows its state notifier only, never where data comes from.
public struct ClimateScheduleView: View {
    @State private var stateNotifier: ClimateScheduleStateNotifier
    private let id: String

    public init(id: String, useCases: any ClimateScheduleUseCases) {
        self.id = id
        _stateNotifier = State(initialValue: ClimateScheduleStateNotifier(useCases: useCases))
    }

    public var body: some View {
        content
            .task { await stateNotifier.load(id: id) }
    }

    @ViewBuilder private var content: some View {
        switch stateNotifier.state {
        case .idle, .loading:
            ProgressView()
        case .loaded(let climateSchedule):
            Text(climateSchedule.name)
        case .failed(let message):
            Text(message)
        }
    }
}

#Preview {
    ClimateScheduleView(id: "preview", useCases: PreviewClimateScheduleUseCases())
}

/// Sample data for the preview: it needs neither a network nor generated mocks, and the view stays
/// independent of the Mocks layer.
private struct PreviewClimateScheduleUseCases: ClimateScheduleUseCases {
    func climateSchedule(for id: String) async throws -> ClimateSchedule {
        ClimateSchedule(id: id, name: "Sample")
    }
}
#endif
