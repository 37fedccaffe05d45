// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Two cases of one enum with the same base name (cases in different `#if` branches are not compared).
struct DuplicateEnumCasesRule: Rule {
    static let description = RuleDescription(
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

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("enum") else { return }
        walk.visitPost(EnumDeclSyntax.self) { node, found in
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
                guard let list = positions[name], list.count > 1 else { continue }
                list.forEach { found.add(at: $0) }
            }
        }
    }
}
