// Copyright © 2026 Tools Authors. All rights reserved.

// SwiftUI exists on Apple platforms only; the rest of the package also builds and tests on Linux.
#if canImport(SwiftUI)
import SwiftUI

/// Shows one climateSchedule. It knows its state notifier only, never where data comes from.
public struct ClimateScheduleView: View {
    @StateObject private var stateNotifier: ClimateScheduleStateNotifier
    private let id: String

    public init(id: String, useCases: ClimateScheduleUseCases) {
        self.id = id
        _stateNotifier = StateObject(
            wrappedValue: ClimateScheduleStateNotifier(useCases: useCases)
        )
    }

    public var body: some View {
        content
            .task { await stateNotifier.load(id: id) }
    }

    @ViewBuilder private var content: some View {
        if let climateSchedule = stateNotifier.climateSchedule {
            Text(climateSchedule.name)
        } else if let message = stateNotifier.errorMessage {
            Text(message)
        } else {
            ProgressView()
        }
    }
}

// The preview uses the generated mock of the use cases, the one the tests use.
#Preview {
    let useCases = ClimateScheduleUseCasesMock()
    useCases.climateScheduleForReturnValue = ClimateSchedule(id: "preview", name: "Sample")
    return ClimateScheduleView(id: "preview", useCases: useCases)
}
#endif
