// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Two cases of one enum with the same base name (cases in different `#if` branches are not compared).
public struct DuplicateEnumCasesRule: Rule {
    public static let description = RuleDescription(
        identifier: "duplicate_enum_cases",
        name: "Duplicate Enum Cases",
        description: "Enum shouldn't contain multiple cases with the same name",
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("enum Action {\n    case addImage(image: Image)\n    case addData(data: Data)\n}\n"),
            Example("enum A {\n    case add(value: Int)\n}\nenum B {\n    case add(value: Int)\n}\n"),
            Example("enum Flavor: String {\n#if DEBUG\n    case name = \"debug\"\n#else\n"
                    + "    case name = \"release\"\n#endif\n}\n"),
        ],
        triggeringExamples: [
            Example("enum Action {\n    case ↓add(image: Image)\n    case addURL(url: URL)\n"
                    + "    case ↓add(data: Data)\n}\n"),
            Example("enum Mode {\n    case ↓on, off\n    case ↓on(Int)\n}\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard file.contains("enum") else { return [] }
        return violations(of: Visitor(), in: file, severity: severity)
    }

    private final class Visitor: HitCollector {
        override func visitPost(_ node: EnumDeclSyntax) {
            var positions: [String: [AbsolutePosition]] = [:]
            var order: [String] = []
            for member in node.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    if positions[element.name.text] == nil { order.append(element.name.text) }
                    positions[element.name.text, default: []].append(element.positionAfterSkippingLeadingTrivia)
                }
            }
            for name in order {
                guard let found = positions[name], found.count > 1 else { continue }
                found.forEach { add($0) }
            }
        }
    }
}
