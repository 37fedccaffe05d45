// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The reporter a capability renders report parts with: the one reporter the presenter was asked for,
/// when its report concatenates (see `ConcatenatingReporter`).
public struct PartRenderer: Sendable, Hashable {
    public let identifier: String
    public let colored: Bool

    /// The renderer for the presenter's `choice`; nil unless it asks for one report, on standard output,
    /// by a concatenating reporter.
    public init?(_ choice: ReporterChoice, colored: Bool) {
        guard let spec = choice.soleStandardOutput,
              Reporters.reporter(for: spec.identifier) is any ConcatenatingReporter else { return nil }
        identifier = spec.identifier
        self.colored = colored
    }

    /// Names the renderer (`xcode`, `xcode+color`): a kept part is reused by the same renderer only.
    public var variant: String { identifier + (colored ? "+color" : "") }

    /// `diagnostics`, all of one file and sorted, rendered as that file's part.
    public func part(file: String, diagnostics: [Diagnostic]) -> ReportPart {
        ReportPart(
            file: file, text: render(diagnostics[...]), count: diagnostics.count,
            errorCount: diagnostics.count(of: .error)
        )
    }

    /// The reporter's body of `diagnostics` (see `ConcatenatingReporter.renderBody`).
    func render(_ diagnostics: ArraySlice<Diagnostic>) -> Data {
        guard !diagnostics.isEmpty, let reporter else { return Data() }
        return reporter.renderBodyData(Array(diagnostics))
    }

    var reporter: (any ConcatenatingReporter)? {
        Reporters.reporter(for: identifier, colored: colored) as? any ConcatenatingReporter
    }
}
