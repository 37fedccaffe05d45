// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

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
