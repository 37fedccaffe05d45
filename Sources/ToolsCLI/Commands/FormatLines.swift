// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser
import Foundation

/// Which lines `tools format` works on.
enum FormatLines: String, ExpressibleByArgument, CaseIterable {
    case all
    /// The lines that differ from HEAD.
    case changed
}
