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
