// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A reporter whose report of several files is its report of each file, one after another in path order,
/// inside a frame that does not depend on the findings: `opening`, the files' findings (`renderBody`) with
/// `separator` between two files that have any, `closing`. A file's part of such a report can then be kept
/// and reused as long as the file's findings stay the same, which spares a warm run over a large tree
/// rebuilding and rendering hundreds of thousands of findings that did not change.
public protocol ConcatenatingReporter: Reporter {
    /// What the report starts with, findings or not (a JSON array's bracket); empty for a line per finding.
    var opening: String { get }
    /// What stands between the findings of two files (a JSON array's comma).
    var separator: String { get }
    /// What the report ends with, findings or not.
    var closing: String { get }
    /// The findings (sorted, of one file or more) as they stand between `opening` and `closing`: `render` is
    /// `opening + renderBody(diagnostics) + closing`, and two files' bodies joined by `separator` are
    /// their findings' body.
    func renderBody(_ diagnostics: [Diagnostic]) -> String
}

extension ConcatenatingReporter {
    public var opening: String { "" }
    public var separator: String { "" }
    public var closing: String { "" }
    public func renderBody(_ diagnostics: [Diagnostic]) -> String { render(diagnostics) }
}

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

    /// The reporter's body of `diagnostics` (see `ConcatenatingReporter.renderBody`).
    func render(_ diagnostics: ArraySlice<Diagnostic>) -> Data {
        guard !diagnostics.isEmpty, let reporter else { return Data() }
        return Data(reporter.renderBody(Array(diagnostics)).utf8)
    }

    var reporter: (any ConcatenatingReporter)? {
        Reporters.reporter(for: identifier, colored: colored) as? any ConcatenatingReporter
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

    /// The whole report, handed to `write` in pieces of about a megabyte (a large part on its own): the
    /// parts with `diagnostics` (sorted) rendered in between, in file order, inside the reporter's frame,
    /// which is what rendering every diagnostic at once gives for a concatenating reporter. Pieces, not one
    /// buffer: a report of a large tree can be 100 MB, and one buffer of that size costs more in fresh pages
    /// than the copying itself.
    func write(with diagnostics: [Diagnostic], to write: (Data) -> Void) {
        let reporter = renderer.reporter
        var buffer = Data()
        buffer.reserveCapacity(Self.pieceSize * 2)
        func append(_ data: Data) {
            // A large part goes out as it is: copying it into the buffer first would only cost time.
            if data.count >= Self.directSize {
                if !buffer.isEmpty { write(buffer) }
                buffer.removeAll(keepingCapacity: true)
                write(data)
                return
            }
            buffer.append(data)
            if buffer.count >= Self.pieceSize {
                write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        let separator = Data((reporter?.separator ?? "").utf8)
        var empty = true
        func appendBody(_ data: Data) {
            guard !data.isEmpty else { return }
            if !empty { append(separator) }
            empty = false
            append(data)
        }
        append(Data((reporter?.opening ?? "").utf8))
        var next = diagnostics.startIndex
        for part in parts {
            let end = diagnostics[next...].firstIndex { ($0.file ?? "") >= part.file } ?? diagnostics.endIndex
            appendBody(renderer.render(diagnostics[next..<end]))
            appendBody(part.text)
            next = end
        }
        appendBody(renderer.render(diagnostics[next...]))
        append(Data((reporter?.closing ?? "").utf8))
        if !buffer.isEmpty { write(buffer) }
    }

    private static let pieceSize = 1 << 20
    private static let directSize = 1 << 16
}
