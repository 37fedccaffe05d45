// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The fields of SwiftLint's JSON reporter, so scripts written for it keep working. One array of every
/// finding: its elements concatenate with a comma between two files' findings.
public struct JSONReporter: ConcatenatingReporter {
    public static let identifier = "json"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        opening + renderBody(diagnostics) + closing
    }

    /// What `PrettyJSON.array(_:).rendered()` writes around the elements (an empty array is `[`, an empty
    /// line, `]`), and the reporter's final line break.
    public var opening: String { "[\n" }
    public var separator: String { ",\n" }
    public var closing: String { "\n]\n" }

    public func renderBody(_ diagnostics: [Diagnostic]) -> String {
        let objects = diagnostics.map { diagnostic in
            PrettyJSON.object([
                ("file", .string(diagnostic.file)),
                ("line", .integer(diagnostic.line)),
                ("character", .integer(diagnostic.column)),
                ("severity", .string(diagnostic.severity.capitalized)),
                ("type", .string(diagnostic.ruleName)),
                ("rule_id", .string(diagnostic.ruleID)),
                ("reason", .string(diagnostic.message)),
            ])
        }
        return PrettyJSON.renderedElements(objects)
    }
}
