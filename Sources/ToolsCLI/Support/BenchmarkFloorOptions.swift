// Copyright © 2026 Tools Authors. All rights reserved.

import ArgumentParser

/// The floors `Benchmarks/lint.sh` compares `tools lint` against: hidden from help, and never part of the
/// lint session's options (the floors are the library's package-only path, `LintSession.benchmarkFloor`).
struct BenchmarkFloorOptions: ParsableArguments {
    @Flag(name: .customLong("benchmark-read-only"), help: .hidden)
    var readOnly = false

    @Flag(name: .customLong("benchmark-parse-only"), help: .hidden)
    var parseOnly = false

    /// Whether a floor replaces the lint run.
    var isRequested: Bool { readOnly || parseOnly }
}
