// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `try!` crashes on any error; production code should handle or propagate it.
/// SwiftLint checks every file; `excluded` (globs relative to the lint root) is the explicit team
/// convention for exempting tests and mocks.
struct ForceTryRule: Rule {
    static let description = RuleDescription(
        identifier: "force_try",
        name: "Force Try",
        description: "Force tries should be avoided",
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("func a() throws {}\ndo {\n    try a()\n} catch {}\n"),
            Example("let value = try? load()\n"),
            Example("let value = try! load()\n", options: "excluded: ['**/*Tests.swift']",
                    path: "Tests/AppTests/LoadTests.swift"),
            Example("let value = try! load()\n", options: "excluded: ['**/Mocks/**']",
                    path: "Sources/Feature/Mocks/LoaderMock.swift"),
            Example("// try! is not code\n"),
        ],
        triggeringExamples: [
            Example("func a() throws {}\n↓try! a()\n"),
            Example("let data = ↓try! Data(contentsOf: url)\n"),
            Example("let value = ↓try! load()\n", path: "Tests/AppTests/LoadTests.swift"),
        ]
    )

    var scope = ProductionCodeScope()

    static var options: [RuleOption<Self>] {
        [.severity, .key("excluded", \.scope, "globs (relative to the lint root) of files not checked")]
    }

    /// Candidates are the byte offsets of `try!`; the tree confirms each (not in a comment or string).
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard scope.applies(to: file) else { return }
        let offsets = file.offsets(of: "try!")
        guard !offsets.isEmpty else { return }
        walk.atEnd { found in
            for offset in offsets {
                guard let token = file.token(atByte: offset), token.tokenKind == .keyword(.try),
                      token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                      let expression = token.parent?.as(TryExprSyntax.self),
                      expression.questionOrExclamationMark?.tokenKind == .exclamationMark else { continue }
                found.add(atByte: offset)
            }
        }
    }
}
