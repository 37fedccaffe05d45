// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// An enum case with many associated values wants a struct, as SwiftLint's opt-in
/// `enum_case_associated_values_count` says: a case with at least `warning` values is a warning, with at
/// least `error` an error (the thresholds count as reached, unlike the length rules').
struct EnumCaseAssociatedValuesCountRule: Rule {
    static let description = RuleDescription(
        identifier: "enum_case_associated_values_count",
        name: "Enum Case Associated Values Count",
        description: "The number of associated values in an enum case should be low.",
        isOptIn: true,
        nonTriggeringExamples: [
            Example(
                "enum Employee {\n"
                    + "    case fullTime(name: String, retirement: Date, designation: String, contactNumber: Int)\n"
                    + "    case partTime(name: String, age: Int, contractEndDate: Date)\n}\n"
            ),
            Example("enum Barcode {\n    case upc(Int, Int, Int, Int)\n}\n"),
            Example("enum Barcode {\n    case upc(Int, Int, Int, Int, Int), none\n}\n", options: "warning: 6"),
        ],
        triggeringExamples: [
            Example(
                "enum Employee {\n"
                    + "    case ↓fullTime(name: String, retirement: Date, age: Int, designation: String,"
                        + " contactNumber: Int)\n"
                    + "    case ↓partTime(name: String, contractEndDate: Date, age: Int, designation: String, "
                    + "contactNumber: Int)\n}\n"
            ),
            Example("enum Barcode {\n    case ↓upc(Int, Int, Int, Int, Int, Int)\n}\n"),
            Example("enum Pair {\n    case none, ↓both(Int, Int)\n}\n", options: "[2, 3]"),
        ]
    )

    var levels = SeverityLevels(warning: 5, error: 6)

    static var options: [RuleOption<Self>] { [.levels(\.levels)] }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("case") else { return }
        walk.visitPost(EnumCaseElementSyntax.self) { node, found in
            guard let count = node.parameterClause?.parameters.count, count >= levels.warning else { return }
            let severity: Severity = levels.error.map { count >= $0 } == true ? .error : .warning
            let reason = "Enum case \(node.name.text) should contain less than \(levels.warning) associated values: "
                + "currently contains \(count)"
            found.add(at: node, reason: reason, severity: severity)
        }
    }
}
