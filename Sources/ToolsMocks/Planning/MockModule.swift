// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A module and the folder of its sources.
public struct MockModule: Sendable, Hashable {
    public var name: String
    public var folder: URL

    public init(name: String, folder: URL) {
        self.name = name
        self.folder = folder
    }
}
