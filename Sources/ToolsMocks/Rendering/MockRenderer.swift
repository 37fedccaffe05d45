// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Writes the Swift source of one mock class (or actor).
struct MockRenderer {
    let style: MockStyle

    func render(_ resolved: ResolvedProtocol) throws(ResolutionError) -> String {
        var builder = MockBuilder(resolved: resolved, style: style)
        try builder.build()
        return builder.writer.text
    }
}
