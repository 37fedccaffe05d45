// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// The body of a `case` starts on a line after its label, as SwiftLint's opt-in `switch_case_on_newline`.
struct SwitchCaseOnNewlineRule: Rule {
    static let description = RuleDescription(
        identifier: "switch_case_on_newline",
        name: "Cases on Newline",
        description: "Cases inside a switch should always be on a newline",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("/*case 1: */return true\n"),
            Example("//case 1:\n return true\n"),
            Example("let x = [caseKey: value]\n"),
            Example("if case let .someEnum(value) = aFunction([key: 2]) { }\n"),
            Example("enum Environment {\n case development(url: URL) // staging\n}\n"),
            Example("switch foo {\n    case 1:\n return true\n}\n"),
            Example("switch foo {\n    case .myCase: // error from network\n return true\n}\n"),
            Example("switch foo {\n    case let .myCase(value)\n where value > 10:\n return false\n}\n"),
            Example("switch foo {\n    case #selector(aFunction(_:)):\n return false\n}\n"),
            Example("""
            do {
              let loadedToken = try tokenManager.decodeToken(from: response)
              return loadedToken
            } catch { throw error }

            """),
        ],
        triggeringExamples: [
            Example("switch foo {\n    ↓case 1: return true\n}\n"),
            Example("switch foo {\n    ↓default: return true\n}\n"),
            Example("switch foo {\n    ↓case \"a string\": return false\n}\n"),
            Example("switch foo {\n    ↓case .myCase: return false // error from network\n}\n"),
            Example("switch foo {\n    ↓case let .myCase(value)\n where value > 10: return false\n}\n"),
            Example("switch foo {\n    ↓case .first,\n .second: return false\n}\n"),
            Example("switch foo {\n    ↓@unknown default: break\n}\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("switch") else { return }
        walk.visitPost(SwitchCaseSyntax.self) { node, found in
            let labelEnd = file.lineNumber(at: node.label.endPositionBeforeTrailingTrivia)
            if file.lineNumber(at: node.statements.positionAfterSkippingLeadingTrivia) == labelEnd {
                found.add(at: node)
            }
        }
    }
}
