// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Prints how long each phase of a run took, with `--verbose`: where the time goes is the first
/// question when a run is slower than expected.
final class PhaseClock {
    private let console: Console
    private var last = Date()

    init(console: Console) {
        self.console = console
    }

    func lap(_ phase: String) {
        let now = Date()
        console.debug(String(format: "%6.3f s  %@", now.timeIntervalSince(last), phase))
        last = now
    }
}
