// Copyright © 2026 Tools Authors. All rights reserved.

/// The reporters a run's findings are presented with, decided here and nowhere else: those the command line
/// names (`--reporter`), else those the configuration names (`.swiftlint.yml`'s `reporter:`, a CI lane's
/// own defaults), else xcode on standard output.
public struct ReporterChoice: Sendable, Hashable {
    /// Never empty.
    public let specs: [ReporterSpec]

    public init(given: [ReporterSpec] = [], configured: [ReporterSpec] = []) {
        if !given.isEmpty {
            specs = given
        } else if !configured.isEmpty {
            specs = configured
        } else {
            specs = [ReporterSpec(identifier: XcodeReporter.identifier)]
        }
    }

    /// The one reporter chosen when it writes to standard output: what a capability can render report parts
    /// for (see `PartRenderer`).
    var soleStandardOutput: ReporterSpec? {
        guard specs.count == 1, let spec = specs.first, spec.outputPath == nil else { return nil }
        return spec
    }
}
