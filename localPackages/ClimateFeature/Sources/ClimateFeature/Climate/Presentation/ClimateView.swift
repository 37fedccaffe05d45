// Copyright © 2026 Tools Authors. All rights reserved.

// SwiftUI exists on Apple platforms only; the rest of the package also builds and tests on Linux.
#if canImport(SwiftUI)
import SwiftUI

/// Shows one climate. It knows its state notifier only, never where data comes from.
public struct ClimateView: View {
    @State private var stateNotifier: ClimateStateNotifier
    private let id: String

    public init(id: String, useCases: any ClimateUseCases) {
        self.id = id
        _stateNotifier = State(initialValue: ClimateStateNotifier(useCases: useCases))
    }

    public var body: some View {
        content
            .task { await stateNotifier.load(id: id) }
    }

    @ViewBuilder private var content: some View {
        switch stateNotifier.state {
        case .idle, .loading:
            ProgressView()
        case .loaded(let climate):
            Text(climate.name)
        case .failed(let message):
            Text(message)
        }
    }
}

#Preview {
    ClimateView(id: "preview", useCases: PreviewClimateUseCases())
}

/// Sample data for the preview: it needs neither a network nor generated mocks, and the view stays
/// independent of the Mocks layer.
private struct PreviewClimateUseCases: ClimateUseCases {
    func climate(for id: String) async throws -> Climate {
        Climate(id: id, name: "Sample")
    }
}
#endif
