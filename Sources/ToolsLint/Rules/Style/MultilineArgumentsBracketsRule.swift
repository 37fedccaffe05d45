// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A call whose arguments start lines has its parentheses on lines of their own too, as SwiftLint's opt-in
/// `multiline_arguments_brackets`: an argument starting a line while the first does not is reported after the
/// opening parenthesis, a closing parenthesis that does not start its line at itself.
struct MultilineArgumentsBracketsRule: Rule {
    static let description = RuleDescription(
        identifier: "multiline_arguments_brackets",
        name: "Multiline Arguments Brackets",
        description: "Multiline arguments should have their surrounding brackets in a new line",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("foo(param1: \"Param1\", param2: \"Param2\", param3: \"Param3\")\n"),
            Example("foo(\n    param1: \"Param1\", param2: \"Param2\", param3: \"Param3\"\n)\n"),
            Example("foo { param1, param2 in\n    print(\"hello world\")\n}\n"),
            Example("foo(\n    bar(\n        x: 5,\n        y: 7\n    )\n)\n"),
            Example("""
            public final class Logger {
                public static let shared = Logger(outputs: [
                    OSLoggerOutput(),
                    ErrorLoggerOutput()
                ])
            }

            """),
            Example("return SignalProducer({ observer, _ in\n    observer.sendCompleted()\n}).onMainQueue()\n"),
            Example("SomeType(a: [\n    1, 2, 3\n], b: [1, 2])\n"),
            Example("SomeType(\n  a: 1\n) {\n  print(\"completion\")\n}\n"),
            Example("SomeType(\n  a: .init() {\n    print(\"completion\")\n  }\n)\n"),
            Example("SomeType(\n  a: 1\n) {} onError: {}\n"),
        ],
        triggeringExamples: [
            Example("foo(↓param1: \"Param1\", param2: \"Param2\",\n         param3: \"Param3\"\n)\n"),
            Example("foo(\n    param1: \"Param1\",\n    param2: \"Param2\",\n    param3: \"Param3\"↓)\n"),
            Example("foo(↓param1: \"Param1\",\n    param2: \"Param2\",\n    param3: \"Param3\"↓)\n"),
            Example("foo(↓bar(\n    x: 5,\n    y: 7\n)\n)\n"),
            Example("foo(\n    bar(\n        x: 5,\n        y: 7\n)↓)\n"),
            Example("SomeOtherType(↓a: [\n        1, 2, 3\n    ],\n    b: \"two\"↓)\n"),
            Example("SomeOtherType(\n  a: 1↓) {\n  print(\"completion\")\n}\n"),
            Example("""
            views.append(ViewModel(
                title: "MacBook", subtitle: "M1", action: { [weak self] in
                print("action tapped")
            }↓))

            """),
            Example("foo( ↓a: 1,\n    b: 2\n)\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("(") else { return }
        walk.visitPost(FunctionCallExprSyntax.self) { node, found in
            guard let first = node.arguments.first, let leftParen = node.leftParen,
                  let rightParen = node.rightParen else { return }
            let firstStartsLine = first.leadingTrivia.contains(where: \.isNewline)
            let someStartsLine = firstStartsLine
                || node.arguments.contains { $0.leadingTrivia.contains(where: \.isNewline) }
            let closingStartsLine = rightParen.leadingTrivia.contains(where: \.isNewline)
            if !firstStartsLine, someStartsLine { found.add(at: leftParen.endPosition) }
            if !someStartsLine, closingStartsLine { found.add(at: leftParen.endPosition) }
            if !closingStartsLine, someStartsLine { found.add(at: rightParen.position) }
        }
    }
}
