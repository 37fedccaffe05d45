// Copyright © 2026 Tools Authors. All rights reserved.

// ObservableObject comes with SwiftUI on Apple platforms; the rest of the package also builds and tests on Linux.
#if canImport(SwiftUI)
import SwiftUI

/// The state of the climate screen. Views observe it; it reaches data only through
/// the use cases.
@MainActor
final class ClimateStateNotifier: ObservableObject {
    @Published var climate: Climate?
    @Published var isLoading = false
    @Published var errorMessage: String?

    private let useCases: ClimateUseCases

    init(useCases: ClimateUseCases) {
        self.useCases = useCases
    }

    func load(id: String) async {
        isLoading = true
        defer { isLoading = false }
        do {
            climate = try await useCases.climate(for: id)
            errorMessage = nil
        } catch {
            errorMessage = String(describing: error)
        }
    }
}
#endif
