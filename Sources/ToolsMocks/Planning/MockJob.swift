// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// One output file and the source files whose protocols it mocks.
public struct MockJob: Sendable, Hashable {
    public var output: URL
    public var sources: [URL]
    /// Each mock gets its own file, `<MockName>.swift`, in the output's folder, which then holds only
    /// generated files: the reference layout (`Mocks/ClimateScheduleRepoMock.swift`).
    public var splitsPerMock: Bool

    public init(output: URL, sources: [URL], splitsPerMock: Bool = false) {
        self.output = output
        self.sources = sources
        self.splitsPerMock = splitsPerMock
    }
}
