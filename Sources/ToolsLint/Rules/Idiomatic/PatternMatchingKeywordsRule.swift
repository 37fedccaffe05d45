// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `case let (x, y)` rather than `case (let x, let y)`: in a `switch` case's pattern, a tuple or enum
/// payload binding every element the same way names the keyword once. A plain reference among the
/// elements (`case (foo, let x)`) keeps the keywords inside, since moving them would rebind it.
struct PatternMatchingKeywordsRule: Rule {
    static let description = RuleDescription(
        identifier: "pattern_matching_keywords",
        name: "Pattern Matching Keywords",
        description: "Combine multiple pattern matching bindings by moving keywords out of tuples",
        isOptIn: true,
        nonTriggeringExamples: [
            "default", "case 1", "case bar", "case let (x, y)", "case .foo(let x)", "case let .foo(x, y)",
            "case .foo(let x), .bar(let x)", "case .foo(let x, var y)", "case var (x, y)", "case .foo(var x)",
            "case var .foo(x, y)", "case (y, let x, z)", "case (foo, let x, let y)", "case .foo(bar, let x, let y)",
            "case (.foo(let x), (y, let z))",
        ].map(Self.inSwitch) + [
            Example("if case (let x, let y) = foo {}\n"),
            Example("do {} catch (let x, let y) {}\n"),
        ],
        triggeringExamples: [
            "case (↓let x,  ↓let y)", "case (↓let x,  ↓let y, .foo)", "case (↓let x,  ↓let y, _)",
            "case (↓let x,  ↓let y, f())", "case (↓let x,  ↓let y, s.f())", "case (↓let x,  ↓let y, s.t)",
            "case .foo(↓let x, ↓let y)", "case (.yamlParsing(↓let x), .yamlParsing(↓let y))",
            "case (↓var x,  ↓var y)", "case .foo(↓var x, ↓var y)",
            "case (.yamlParsing(↓var x), .yamlParsing(↓var y))", "case .foo(bar: ↓let x, baz: ↓let y)",
            "case ((↓let x, ↓let y), z)", "case .foo(.bar(↓let x), .bar(↓let y))",
            "case .foo(↓let x, ↓let y), .bar(↓let x, ↓let y)",
        ].map(Self.inSwitch)
    )

    private static func inSwitch(_ pattern: String) -> Example {
        Example("switch foo {\n    \(pattern): break\n}\n")
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("case"), file.contains("let") || file.contains("var") else { return }
        // The byte ranges of the patterns of the `switch` cases being walked.
        var patterns: [Range<Int>] = []
        walk.visit(SwitchCaseItemSyntax.self) { node, _ in
            patterns.append(node.pattern.position.utf8Offset..<node.pattern.endPosition.utf8Offset)
            return .visitChildren
        }
        walk.visitPost(SwitchCaseItemSyntax.self) { _, _ in patterns.removeLast() }
        walk.visitPost(LabeledExprListSyntax.self) { node, found in
            guard let pattern = patterns.last, pattern.contains(node.position.utf8Offset) else { return }
            var specifiers: [TokenSyntax] = []
            for element in node.flatMap(Self.elementsWithPayloads) {
                if let binding = element.expression.as(PatternExprSyntax.self)?.pattern
                    .as(ValueBindingPatternSyntax.self) {
                    specifiers.append(binding.bindingSpecifier)
                } else if element.expression.is(DeclReferenceExprSyntax.self) {
                    return
                }
            }
            guard specifiers.count > 1, let first = specifiers.first,
                  specifiers.allSatisfy({ $0.tokenKind == first.tokenKind }) else { return }
            for specifier in specifiers { found.add(at: specifier) }
        }
    }

    /// An enum case pattern (`.some(let x, let y)`) stands for its payload's elements.
    private static func elementsWithPayloads(_ element: LabeledExprSyntax) -> [LabeledExprSyntax] {
        guard let call = element.expression.as(FunctionCallExprSyntax.self),
              call.calledExpression.is(MemberAccessExprSyntax.self) else { return [element] }
        return Array(call.arguments)
    }
}
