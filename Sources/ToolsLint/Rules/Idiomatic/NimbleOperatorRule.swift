// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `expect(value) == 1` rather than `expect(value).to(equal(1))`: Nimble's operators read as the comparison
/// they make. `--fix` rewrites the matchers that have an operator.
struct NimbleOperatorRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "nimble_operator",
        name: "Nimble Operator",
        description: "Prefer Nimble operator overloads over free matcher functions",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("expect(seagull.squawk) != \"Hi!\"\n"),
            Example("expect(\"Hi!\") == \"Hi!\"\n"),
            Example("expect(10) > 2\n"),
            Example("expect(10) >= 10\n"),
            Example("expect(10) < 11\n"),
            Example("expect(10) <= 10\n"),
            Example("expect(x) === x\n"),
            Example("expect(10) == 10\n"),
            Example("expect(success) == true\n"),
            Example("expect(value) == nil\n"),
            Example("expect(value) != nil\n"),
            Example("expect(object.asyncFunction()).toEventually(equal(1))\n"),
            Example("expect(actual).to(haveCount(expected))\n"),
            Example("foo.method {\n    expect(value).to(equal(expectedValue), description: \"Failed\")\n"
                + "    return Bar(value: ())\n}\n"),
            Example("expect(value).to(equal(1)) { done() }\n"),
        ],
        triggeringExamples: [
            Example("↓expect(seagull.squawk).toNot(equal(\"Hi\"))\n"),
            Example("↓expect(12).toNot(equal(10))\n"),
            Example("↓expect(10).to(equal(10))\n"),
            Example("↓expect(10, line: 1).to(equal(10))\n"),
            Example("↓expect(10).to(beGreaterThan(8))\n"),
            Example("↓expect(10).to(beGreaterThanOrEqualTo(10))\n"),
            Example("↓expect(10).to(beLessThan(11))\n"),
            Example("↓expect(10).to(beLessThanOrEqualTo(10))\n"),
            Example("↓expect(x).to(beIdenticalTo(x))\n"),
            Example("↓expect(success).to(beTrue())\n"),
            Example("↓expect(success).to(beFalse())\n"),
            Example("↓expect(value).to(beNil())\n"),
            Example("↓expect(value).toNot(beNil())\n"),
            Example("expect(10) > 2\n ↓expect(10).to(beGreaterThan(2))\n"),
            Example("↓expect(10).notTo(beGreaterThan(2))\n"),
        ],
        corrections: [
            Correction(Example("↓expect(seagull.squawk).toNot(equal(\"Hi\"))\n"),
                       "expect(seagull.squawk) != \"Hi\"\n"),
            Correction(Example("↓expect(\"Hi!\").to(equal(\"Hi!\"))\n"), "expect(\"Hi!\") == \"Hi!\"\n"),
            Correction(Example("↓expect(12).toNot(equal(10))\n"), "expect(12) != 10\n"),
            Correction(Example("↓expect(value1).to(equal(value2))\n"), "expect(value1) == value2\n"),
            Correction(Example("↓expect(   value1  ).to(equal(  value2.foo))\n"),
                       "expect(   value1  ) == value2.foo\n"),
            Correction(Example("↓expect(value1).to(equal(10))\n"), "expect(value1) == 10\n"),
            Correction(Example("↓expect(10).to(beGreaterThan(8))\n"), "expect(10) > 8\n"),
            Correction(Example("↓expect(10).to(beGreaterThanOrEqualTo(10))\n"), "expect(10) >= 10\n"),
            Correction(Example("↓expect(10).to(beLessThan(11))\n"), "expect(10) < 11\n"),
            Correction(Example("↓expect(10).to(beLessThanOrEqualTo(10))\n"), "expect(10) <= 10\n"),
            Correction(Example("↓expect(x).to(beIdenticalTo(x))\n"), "expect(x) === x\n"),
            Correction(Example("↓expect(success).to(beTrue())\n"), "expect(success) == true\n"),
            Correction(Example("↓expect(success).to(beFalse())\n"), "expect(success) == false\n"),
            Correction(Example("↓expect(success).toNot(beFalse())\n"), "expect(success) != false\n"),
            Correction(Example("↓expect(success).toNot(beTrue())\n"), "expect(success) != true\n"),
            Correction(Example("↓expect(value).to(beNil())\n"), "expect(value) == nil\n"),
            Correction(Example("↓expect(value).toNot(beNil())\n"), "expect(value) != nil\n"),
            Correction(Example("expect(10) > 2\n ↓expect(10).to(beGreaterThan(2))\n"),
                       "expect(10) > 2\n expect(10) > 2\n"),
            Correction(Example("↓expect(10).notTo(beIdenticalTo(x))\n"), "expect(10) !== x\n"),
            Correction(Example("↓expect(↓expect(1).to(equal(2))).to(equal(↓expect(3).to(beNil())))\n"),
                       "expect(expect(1) == 2) == expect(3) == nil\n"),
        ]
    )

    /// A matcher's operators (for `to` and for `toNot`/`notTo`, which some lack) and, for matchers without
    /// an argument, the value the operator compares with.
    private struct Matcher {
        var positive: String
        var negative: String?
        var value: String?
    }

    private static let matchers: [String: Matcher] = [
        "equal": Matcher(positive: "==", negative: "!="),
        "beIdenticalTo": Matcher(positive: "===", negative: "!=="),
        "beGreaterThan": Matcher(positive: ">"),
        "beGreaterThanOrEqualTo": Matcher(positive: ">="),
        "beLessThan": Matcher(positive: "<"),
        "beLessThanOrEqualTo": Matcher(positive: "<="),
        "beTrue": Matcher(positive: "==", negative: "!=", value: "true"),
        "beFalse": Matcher(positive: "==", negative: "!=", value: "false"),
        "beNil": Matcher(positive: "==", negative: "!=", value: "nil"),
    ]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("expect") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard let expectation = Expectation(node) else { return }
            let edits = expectation.replacement.map { [TextEdit(replacing: node, with: $0)] } ?? []
            found.add(at: node, fix: edits)
        }
    }

    /// `expect(…).to(matcher(…))` with a matcher that has an operator.
    private struct Expectation {
        var subject: FunctionCallExprSyntax
        var isPositive: Bool
        var matcher: Matcher
        var expected: ExprSyntax?

        init?(_ node: FunctionCallExprSyntax) {
            guard node.trailingClosure == nil, node.arguments.count == 1,
                  let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  let isPositive = NimbleOperatorRule.polarity(member.declName.baseName.text),
                  let subject = member.base?.as(FunctionCallExprSyntax.self),
                  subject.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "expect",
                  let predicate = node.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                  let name = predicate.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let matcher = NimbleOperatorRule.matchers[name] else { return nil }
            self.subject = subject
            self.isPositive = isPositive
            self.matcher = matcher
            expected = predicate.arguments.first?.expression
        }

        /// `expect(…) op value`, expectations nested in the subject or the value rewritten too, as SwiftLint's
        /// rewriter goes on into what it rebuilt; nil when the matcher has no operator for the polarity.
        var replacement: String? {
            guard let operatorText = isPositive ? matcher.positive : matcher.negative else { return nil }
            let value: String
            if let fixed = matcher.value {
                value = fixed
            } else if let expected {
                // The expected value keeps its leading trivia and loses its trailing trivia.
                value = expected.leadingTrivia.description + Self.rewritten(expected)
            } else {
                return nil
            }
            return Self.rewritten(subject) + " " + operatorText + " " + value
        }

        /// The node's text without its outer trivia, each outermost expectation in it replaced (the subject and
        /// the expected value are never the expectation being replaced, so this ends).
        static func rewritten(_ node: some SyntaxProtocol) -> String {
            var text = Array(node.trimmedDescription.utf8)
            let base = node.positionAfterSkippingLeadingTrivia.utf8Offset
            var replacements: [(Range<Int>, String)] = []
            for call in NestedCalls.outermostExpectations(in: Syntax(node)) {
                guard let replacement = Expectation(call)?.replacement else { continue }
                let range = call.trimmedByteRange
                replacements.append(((range.lowerBound - base)..<(range.upperBound - base), replacement))
            }
            for (range, replacement) in replacements.reversed()
            where range.lowerBound >= 0 && range.upperBound <= text.count {
                text.replaceSubrange(range, with: Array(replacement.utf8))
            }
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// Finds the expectations in a node (the node itself included) that are not inside another one.
    private final class NestedCalls: SyntaxVisitor {
        private var calls: [FunctionCallExprSyntax] = []

        static func outermostExpectations(in node: Syntax) -> [FunctionCallExprSyntax] {
            let finder = NestedCalls(viewMode: .sourceAccurate)
            finder.walk(node)
            return finder.calls
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard Expectation(node)?.replacement != nil else { return .visitChildren }
            calls.append(node)
            return .skipChildren
        }
    }

    /// `to` is positive; `toNot` and `notTo` negative; anything else is not an expectation.
    private static func polarity(_ name: String) -> Bool? {
        switch name {
        case "to": true
        case "toNot", "notTo": false
        default: nil
        }
    }
}
