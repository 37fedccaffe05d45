// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import SwiftParser
import SwiftSyntax

extension Linter {
    /// Reads (and with `parse`, parses) every source in parallel as linting does, without any rule:
    /// the floor that benchmarks compare linting against. Returns the total bytes and lines seen.
    public static func benchmarkFloor(_ sources: [LintSource], parse: Bool) async -> (bytes: Int, nodes: Int) {
        let counts = await parallel(sources) { source -> (Int, Int) in
            guard let data = source.content ?? (try? Data(contentsOf: source.url)) else { return (0, 0) }
            guard parse else { return (data.count, 0) }
            let bytes = [UInt8](data)
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            return (data.count, tree.statements.count)
        }
        return counts.reduce((0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) }
    }
}
