// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `$0`, `$1` only near the start of a closure, as SwiftLint's opt-in `shorthand_argument`: options
/// `allow_until_line_after_opening_brace`, `always_disallow_more_than_one` (several different ones are
/// reported) and `always_disallow_member_access` (`$0.name` is reported). Nested closures count on their own.
struct ShorthandArgumentRule: Rule {
    static let description = RuleDescription(
        identifier: "shorthand_argument",
        name: "Shorthand Argument",
        description: "Shorthand arguments like `$0`, `$1`, etc. in closures can be confusing. Avoid using them too "
            + "far away from the beginning of the closure. Optionally, while usage of a single shorthand argument is "
            + "okay, more than one or complex ones with field accesses might increase the risk of obfuscation.",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("f { $0 }\n"),
            Example("f {\n    $0\n  + $1\n  + $2\n}\n"),
            Example("f { $0.a + $0.b }\n"),
            Example("f {\n    $0\n  +  g { $0 }\n", options: "allow_until_line_after_opening_brace: 1"),
            Example("f {\n    $0\n  + $1\n  + $2\n\n  + $0.count\n}\n"),
            Example("f { $0 + $0 }\n", options: "always_disallow_more_than_one: true"),
        ],
        triggeringExamples: [
            Example("f {\n    $0\n  + $1\n  + $2\n\n  + ↓$0\n}\n"),
            Example(
                "f {\n    $0\n  + $1\n  + $2\n  +  5\n  + $0\n  + ↓$1\n}\n",
                options: "allow_until_line_after_opening_brace: 5"
            ),
            Example("f { ↓$0 + ↓$1 }\n", options: "always_disallow_more_than_one: true"),
            Example(
                "f {\n    ↓$0.a\n  + ↓$0.b\n  + $1\n  + ↓$2.c\n}\n",
                options: "always_disallow_member_access: true\nallow_until_line_after_opening_brace: 3"
            ),
            Example("f {\n    g {\n\n\n\n\n        ↓$0\n    }\n}\n"),
        ]
    )

    var allowUntilLineAfterOpeningBrace = 4
    var alwaysDisallowMoreThanOne = false
    var alwaysDisallowMemberAccess = false

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key(
                "allow_until_line_after_opening_brace", \.allowUntilLineAfterOpeningBrace,
                "how many lines after the opening brace shorthand arguments may be used"
            ),
            .key(
                "always_disallow_more_than_one", \.alwaysDisallowMoreThanOne,
                "several different shorthand arguments in one closure are reported"
            ),
            .key(
                "always_disallow_member_access", \.alwaysDisallowMemberAccess,
                "member accesses on shorthand arguments (`$0.name`) are reported"
            ),
        ]
    }

    /// A shorthand argument used in a closure's statements.
    private struct Use {
        var name: String
        var token: TokenSyntax
        /// `$0.name`: a member is accessed on it.
        var isComplex: Bool
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("$") else { return }
        // The uses in each open closure, innermost last: a use belongs to the closure nearest to it.
        var closures: [[Use]] = []
        walk.visit(ClosureExprSyntax.self) { _, _ in
            closures.append([])
            return .visitChildren
        }
        walk.visitPost(DeclReferenceExprSyntax.self) { node, _ in
            guard case .dollarIdentifier(let name) = node.baseName.tokenKind, !closures.isEmpty,
                  node.parent?.is(ClosureCaptureSyntax.self) != true else { return }
            let isComplex = node.keyPathInParent == \MemberAccessExprSyntax.base
            closures[closures.count - 1].append(Use(name: name, token: node.baseName, isComplex: isComplex))
        }
        walk.visitPost(ClosureExprSyntax.self) { node, found in
            let uses = closures.removeLast()
            guard !uses.isEmpty else { return }
            report(uses, in: node, file, &found)
        }
    }

    private func report(_ uses: [Use], in closure: ClosureExprSyntax, _ file: LintFile, _ found: inout RuleFindings) {
        if alwaysDisallowMoreThanOne, Set(uses.map(\.name)).count > 1 {
            for use in uses { found.add(at: use.token, reason: "Multiple different shorthand arguments should be"
                + " avoided") }
            return
        }
        if alwaysDisallowMemberAccess {
            for use in uses where use.isComplex {
                found.add(at: use.token, reason: "Accessing members of shorthand arguments should be avoided")
            }
        }
        let startLine = file.lineNumber(atByte: closure.positionAfterSkippingLeadingTrivia.utf8Offset)
        for use in uses where !use.isComplex {
            guard file.lineNumber(atByte: use.token.positionAfterSkippingLeadingTrivia.utf8Offset)
                > startLine + allowUntilLineAfterOpeningBrace else { continue }
            found.add(
                at: use.token,
                reason: "References to shorthand arguments too far away from the closure's beginning should be avoided"
            )
        }
    }
}
