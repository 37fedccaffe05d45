// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// A plain text table with `+---+` rules, columns sized to their content.
public struct TextTable: Sendable {
    public var header: [String]
    public var rows: [[String]]

    public init(header: [String], rows: [[String]]) {
        self.header = header
        self.rows = rows
    }

    public var rendered: String {
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        let rule = "+" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "+") + "+\n"
        func line(_ cells: [String]) -> String {
            let padded = widths.enumerated().map { index, width in
                let cell = index < cells.count ? cells[index] : ""
                return " " + cell + String(repeating: " ", count: width - cell.count) + " "
            }
            return "|" + padded.joined(separator: "|") + "|\n"
        }
        return rule + line(header) + rule + rows.map(line).joined() + rule
    }
}
