// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The fields of SwiftLint's JSON reporter, so scripts written for it keep working.
public struct JSONReporter: Reporter {
    public static let identifier = "json"

    public init(colored: Bool = false) {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
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
        return PrettyJSON.array(objects).rendered() + "\n"
    }
}
