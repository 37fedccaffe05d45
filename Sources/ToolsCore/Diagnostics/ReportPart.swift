// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A reporter whose report of several files is its report of each file, one after another in path order:
/// a line per finding, no header, no footer. A file's part of such a report can then be kept and reused as
/// long as the file's findings stay the same, which spares a warm run over a large tree rebuilding and
/// rendering hundreds of thousands of findings that did not change.
public protocol ConcatenatingReporter: Reporter {}

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

    /// `diagnostics` as the reporter renders them.
    func render(_ diagnostics: ArraySlice<Diagnostic>) -> Data {
        guard !diagnostics.isEmpty else { return Data() }
        return Data((Reporters.reporter(for: identifier, colored: colored)?.render(Array(diagnostics)) ?? "").utf8)
    }
}

/// Findings partly rendered already: `parts` hold whole files, each absent from the findings' diagnostics.
public struct PrerenderedReport: Sendable {
    public var renderer: PartRenderer
    /// Sorted by file.
    public var parts: [ReportPart]

    public init(renderer: PartRenderer, parts: [ReportPart]) {
        self.renderer = renderer
        self.parts = parts
    }

    public var count: Int { parts.reduce(0) { $0 + $1.count } }
    public var errorCount: Int { parts.reduce(0) { $0 + $1.errorCount } }

    /// The whole report, handed to `write` in pieces of about a megabyte: the parts with `diagnostics`
    /// (sorted) rendered in between, in file order, which is what rendering every diagnostic at once gives
    /// for a concatenating reporter. Pieces, not one buffer: a report of a large tree can be 100 MB, and
    /// one buffer of that size costs more in fresh pages than the copying itself.
    func write(with diagnostics: [Diagnostic], to write: (Data) -> Void) {
        var buffer = Data()
        buffer.reserveCapacity(Self.pieceSize * 2)
        func append(_ data: Data) {
            buffer.append(data)
            if buffer.count >= Self.pieceSize {
                write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        var next = diagnostics.startIndex
        for part in parts {
            let end = diagnostics[next...].firstIndex { ($0.file ?? "") >= part.file } ?? diagnostics.endIndex
            append(renderer.render(diagnostics[next..<end]))
            append(part.text)
            next = end
        }
        append(renderer.render(diagnostics[next...]))
        if !buffer.isEmpty { write(buffer) }
    }

    private static let pieceSize = 1 << 20
}
