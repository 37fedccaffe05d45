// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Hears about jobs as they start and finish (progress lines, failure excerpts).
public protocol RunObserver: Sendable {
    func started(_ job: Job)
    func finished(_ result: JobResult)
}
