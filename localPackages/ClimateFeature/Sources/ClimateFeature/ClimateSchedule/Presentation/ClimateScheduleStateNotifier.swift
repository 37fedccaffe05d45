// Copyright © 2026 Tools Authors. All rights reserved.

// ObservableObject comes with SwiftUI on Apple platforms; the rest of the package also builds and tests on Linux.
#if canImport(SwiftUI)
import SwiftUI

/// The state of the climateSchedule screen. Views observe it; it reaches data only through
/// the use cases.
@MainActor
final class ClimateScheduleStateNotifier: ObservableObject {
    @Published var climateSchedule: ClimateSchedule?
    @Published var isLoading = false
    @Published var errorMessage: String?

    private let useCases: ClimateScheduleUseCases

    init(useCases: ClimateScheduleUseCases) {
        self.useCases = useCases
    }

    func load(id: String) async {
        isLoading = true
        defer { isLoading = false }
        do {
            climateSchedule = try await useCases.climateSchedule(for: id)
            errorMessage = nil
        } catch {
            errorMessage = String(describing: error)
        }
    }
}
#endif
