// Copyright © 2026 Tools Authors. All rights reserved.

// SwiftUI exists on Apple platforms only; the rest of the package also builds and tests on Linux.
#if canImport(SwiftUI)
import SwiftUI

/// Shows one climate. It knows its state notifier only, never where data comes from.
public struct ClimateView: View {
    @StateObject private var stateNotifier: ClimateStateNotifier
    private let id: String

    public init(id: String, useCases: ClimateUseCases) {
        self.id = id
        _stateNotifier = StateObject(
            wrappedValue: ClimateStateNotifier(useCases: useCases)
        )
    }

    public var body: some View {
        content
            .task { await stateNotifier.load(id: id) }
    }

    @ViewBuilder private var content: some View {
        if let climate = stateNotifier.climate {
            Text(climate.name)
        } else if let message = stateNotifier.errorMessage {
            Text(message)
        } else {
            ProgressView()
        }
    }
}

// The preview uses the generated mock of the use cases, the one the tests use.
#Preview {
    let useCases = ClimateUseCasesMock()
    useCases.climateForReturnValue = Climate(id: "preview", name: "Sample")
    return ClimateView(id: "preview", useCases: useCases)
}
#endif
