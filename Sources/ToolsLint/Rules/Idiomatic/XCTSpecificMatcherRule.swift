// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftOperators
import SwiftSyntax
import ToolsCore

/// `XCTAssertTrue(flag)` rather than `XCTAssertEqual(flag, true)`, `XCTAssertEqual(a, b)` rather than
/// `XCTAssert(a == b)`: the specific matcher says what is checked and reports both values.
struct XCTSpecificMatcherRule: Rule {
    static let description = RuleDescription(
        identifier: "xct_specific_matcher",
        name: "XCTest Specific Matcher",
        description: "Prefer specific XCTest matchers.",
        isOptIn: true,
        nonTriggeringExamples: XCTSpecificMatcherExamples.nonTriggering,
        triggeringExamples: XCTSpecificMatcherExamples.triggering
    )

    enum Matcher: String, Sendable, OptionEnum {
        case oneArgumentAsserts = "one-argument-asserts"
        case twoArgumentAsserts = "two-argument-asserts"
    }

    var matchers: [Matcher] = [.oneArgumentAsserts, .twoArgumentAsserts]

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("matchers", \.matchers, "which asserts are checked: one-argument-asserts, two-argument-asserts"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("XCTAssert") else { return }
        let checksTwoArguments = matchers.contains(.twoArgumentAsserts)
        let checksOneArgument = matchers.contains(.oneArgumentAsserts)
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  name.hasPrefix("XCTAssert") else { return }
            let suggestion = (checksTwoArguments ? Self.twoArgumentSuggestion(name, node.arguments) : nil)
                ?? (checksOneArgument ? Self.oneArgumentSuggestion(name, node.arguments) : nil)
            if let suggestion {
                found.add(at: node, reason: "Prefer the specific matcher '\(suggestion)' instead")
            }
        }
    }

    private static let literals: Set<String> = ["false", "true", "nil"]

    /// `XCTAssertEqual(x, true)` and kin: a `true`, `false` or `nil` among the first two arguments.
    private static func twoArgumentSuggestion(_ name: String, _ arguments: LabeledExprListSyntax) -> String? {
        guard name == "XCTAssertEqual" || name == "XCTAssertNotEqual" else { return nil }
        let operands = arguments.prefix(2).map(\.expression)
        guard operands.count == 2 else { return nil }
        // SwiftLint sorts the two with "is a literal" as the order, which puts the second first when it is one.
        let literal: String
        let other: ExprSyntax
        if let text = literalText(operands[1]) {
            (literal, other) = (text, operands[0])
        } else if let text = literalText(operands[0]) {
            (literal, other) = (text, operands[1])
        } else {
            return nil
        }
        let isOptional = literal != "nil" && other.trimmedDescription.contains("?")
        let equal = name == "XCTAssertEqual"
        switch literal {
        case "nil": return equal ? "XCTAssertNil" : "XCTAssertNotNil"
        case "true" where !isOptional: return equal ? "XCTAssertTrue" : "XCTAssertFalse"
        case "false" where !isOptional: return equal ? "XCTAssertFalse" : "XCTAssertTrue"
        default: return nil
        }
    }

    /// The text of `operand` when it is `true`, `false` or `nil`. The text of a longer operand is not made:
    /// a node's trimmed length is never below its trimmed text's.
    private static func literalText(_ operand: ExprSyntax) -> String? {
        guard operand.trimmedLength.utf8Length <= 5 else { return nil }
        let text = operand.trimmedDescription
        return literals.contains(text) ? text : nil
    }

    /// `XCTAssert(a == b)` and kin: a comparison as the first argument, of values that are not types or tuples.
    private static func oneArgumentSuggestion(_ name: String, _ arguments: LabeledExprListSyntax) -> String? {
        guard name == "XCTAssert" || name == "XCTAssertTrue" || name == "XCTAssertFalse",
              let sequence = arguments.first?.expression.as(SequenceExprSyntax.self),
              let folded = try? OperatorTable.standardOperators.foldSingle(sequence),
              let comparison = folded.as(InfixOperatorExprSyntax.self),
              let operatorText = comparison.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              isComparable(comparison.leftOperand), isComparable(comparison.rightOperand) else { return nil }
        let negated = name == "XCTAssertFalse"
        switch operatorText {
        case "==": return negated ? "XCTAssertNotEqual" : "XCTAssertEqual"
        case "!=": return negated ? "XCTAssertEqual" : "XCTAssertNotEqual"
        case "===": return negated ? "XCTAssertNotIdentical" : "XCTAssertIdentical"
        case "!==": return negated ? "XCTAssertIdentical" : "XCTAssertNotIdentical"
        default: return nil
        }
    }

    /// Not a type object (`String.self`) nor a tuple of several values, which the matchers cannot take.
    private static func isComparable(_ operand: ExprSyntax) -> Bool {
        if operand.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self" { return false }
        return (operand.as(TupleExprSyntax.self)?.elements.count ?? 0) <= 1
    }
}
