// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `flag.toggle()` rather than `flag = !flag`, as SwiftLint's opt-in `toggle_bool`.
public struct ToggleBoolRule: CorrectableRule {
    public static let description = RuleDescription(
        identifier: "toggle_bool",
        name: "Toggle Bool",
        description: "Prefer `someBool.toggle()` over `someBool = !someBool`",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("isHidden.toggle()\nview.clipsToBounds.toggle()\n"),
            Example("view.clipsToBounds = !clipsToBounds\n"),
            Example("disconnected = !connected\n"),
            Example("result = !result.toggle()\n"),
        ],
        triggeringExamples: [
            Example("↓isHidden = !isHidden\n"),
            Example("↓view.clipsToBounds = !view.clipsToBounds\n"),
            Example("func flip() { ↓flag = !flag }\n"),
        ],
        corrections: [
            Correction(Example("↓isHidden = !isHidden\n"), "isHidden.toggle()\n"),
            Correction(Example("func flip() { ↓view.flag = !view.flag }\n"), "func flip() { view.flag.toggle() }\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        findings(in: file).map { violation(in: file, atByte: $0.violationOffset, severity: severity) }
    }

    public func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String? {
        file.applying(findings(in: file), suppressedLines: suppressedLines)
    }

    private func findings(in file: LintFile) -> [TextEdit] {
        guard file.contains("!") else { return [] }
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        return visitor.edits
    }

    private final class Visitor: SyntaxVisitor {
        let file: LintFile
        var edits: [TextEdit] = []

        init(file: LintFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visitPost(_ node: ExprListSyntax) {
            let elements = Array(node)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  elements[2].is(PrefixOperatorExprSyntax.self),
                  elements[2].trimmedDescription == "!" + elements[0].trimmedDescription else { return }
            let range = node.trimmedByteRange
            edits.append(TextEdit(
                violationOffset: range.lowerBound, range: range,
                replacement: file.trimmedText(of: elements[0]) + ".toggle()"
            ))
        }
    }
}
