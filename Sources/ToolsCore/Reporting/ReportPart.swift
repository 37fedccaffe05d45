// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// One file's part of a report, rendered by a `PartRenderer`, with the counts a run's status and summary need.
public struct ReportPart: Sendable, Equatable {
    /// The diagnostics' `file`.
    public var file: String
    public var text: Data
    public var count: Int
    public var errorCount: Int

    public init(file: String, text: Data, count: Int, errorCount: Int) {
        self.file = file
        self.text = text
        self.count = count
        self.errorCount = errorCount
    }
}
