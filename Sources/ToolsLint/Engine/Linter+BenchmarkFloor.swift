// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftParser
import SwiftSyntax
import ToolsCore

extension Linter {
    /// Reads (and with `parse`, parses) every source in parallel as linting does, without any rule: the floor
    /// that benchmarks compare linting against (see `LintSession.benchmarkFloor(parse:)`). A file linting
    /// would skip (binary, not UTF-8, past the input limits) is read and not parsed, as linting does, and the
    /// parser gets linting's nesting limit. Returns the total bytes read and top-level statements parsed.
    package static func benchmarkFloor(_ sources: [LintSource], parse: Bool) async -> (bytes: Int, statements: Int) {
        let counts = await parallel(sources) { source -> (Int, Int) in
            guard let data = source.content ?? (try? Data(contentsOf: source.url)) else { return (0, 0) }
            guard parse else { return (data.count, 0) }
            let bytes = [UInt8](data)
            guard FileProcessor.skipReason(bytes) == nil else { return (data.count, 0) }
            let tree = bytes.withUnsafeBufferPointer {
                Parser.parse(source: $0, maximumNestingLevel: SwiftSourceLimits.parserNestingLevel)
            }
            return (data.count, tree.statements.count)
        }
        return counts.reduce((0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) }
    }
}
