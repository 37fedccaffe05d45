// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// The closing brace of a closure spanning lines is indented as the line its expression starts on, as
/// SwiftLint's opt-in `closure_end_indentation`.
///
/// The line the brace lines up with: for a trailing closure, the line of the call's start, or of the last
/// `.member` of its chain that starts a line; for an argument, the line of its label (none when the call's
/// first argument shares the opening parenthesis's line); otherwise the closure's own first line. Expected
/// widths count characters, actual ones UTF-8 bytes, as SwiftLint does.
struct ClosureEndIndentationRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "closure_end_indentation",
        name: "Closure End Indentation",
        description: "Closure end should have the same indentation as the line that started it.",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("SignalProducer(values: [1, 2, 3])\n   .startWithNext { number in\n       print(number)\n   }\n"),
            Example("[1, 2].map { $0 + 1 }\n"),
            Example("""
            return match(pattern: pattern, with: [.comment]).flatMap { range in
               return Command(string: contents, range: range)
            }.flatMap { command in
               return command.expand()
            }

            """),
            Example("foo(foo: bar,\n    options: baz) { _ in }\n"),
            Example("someReallyLongProperty.chainingWithAnotherProperty\n   .foo { _ in }\n"),
            Example("foo(abc, 123)\n{ _ in }\n"),
            Example("""
            function(
                closure: { x in
                    print(x)
                },
                anotherClosure: { y in
                    print(y)
                })

            """),
            Example("function(parameter: param,\n         closure: { x in\n    print(x)\n})\n"),
            Example("""
            function(parameter: param, closure: { x in
                    print(x)
                },
                anotherClosure: { y in
                    print(y)
                })

            """),
            Example("(-variable).foo()\n"),
            Example("""
            let var1 = var2
                .prop?.method {
                }
                .prop!.method {
                }
                .prop[0].method {
                }
                .prop().method {
                }

            """),
            Example("#Preview(\"foo\",\n         traits: .landscapeLeft) {\n    ZStack {}\n}\n"),
            Example("UIView.animate(withDuration: 1) {\n    show()\n} completion: { _ in\n    hide()\n}\n"),
        ],
        triggeringExamples: [
            Example("SignalProducer(values: [1, 2, 3])\n   .startWithNext { number in\n       print(number)\n↓}\n"),
            Example("""
            return match(pattern: pattern, with: [.comment]).flatMap { range in
               return Command(string: contents, range: range)
               ↓}.flatMap { command in
               return command.expand()
            }

            """),
            Example("""
            function(
                closure: { x in
                    print(x)
            ↓},
                anotherClosure: { y in
                    print(y)
            ↓})

            """),
            Example("let handlers = [\n    { x in\n        print(x)\n  ↓}\n]\n"),
            Example("let area = #area(width,\n    height) {\n  ↓}\n"),
            Example("UIView.animate(withDuration: 1) {\n    show()\n} completion: { _ in\n    hide()\n  ↓}\n"),
        ],
        corrections: [
            Correction(
                Example("""
                SignalProducer(values: [1, 2, 3])
                    .startWithNext { number in
                        print(number)
                ↓}

                """),
                "SignalProducer(values: [1, 2, 3])\n    .startWithNext { number in\n        print(number)\n    }\n"
            ),
            Correction(
                Example("""
                SignalProducer(values: [1, 2, 3])
                    .startWithNext { number in
                        print(number)
                ↓}.another { x in
                        print(x)
                ↓}.yetAnother { y in
                        print(y)
                ↓}

                """),
                """
                SignalProducer(values: [1, 2, 3])
                    .startWithNext { number in
                        print(number)
                    }.another { x in
                        print(x)
                    }.yetAnother { y in
                        print(y)
                    }

                """
            ),
            Correction(
                Example("function(\n    closure: { x in\n        print(x) ↓})\n"),
                "function(\n    closure: { x in\n        print(x) \n    })\n"
            ),
            Correction(
                Example("function(\n    closure: { x in\nab↓})\n"),
                "function(\n    closure: { x in\nab\n    })\n"
            ),
            Correction(
                Example("""
                function(
                    closure: { x in
                        print(x) // comment
                        // comment
                       ↓},
                    anotherClosure: { y in
                        print(y)
                        /* comment */↓})

                """),
                """
                function(
                    closure: { x in
                        print(x) // comment
                        // comment
                    },
                    anotherClosure: { y in
                        print(y)
                        /* comment */
                    })

                """
            ),
            Correction(Example("f {\n    // do something\n    ↓}\n"), "f {\n    // do something\n}\n"),
            Correction(Example("f {\r\n    run() ↓}\r\n"), "f {\r\n    run() \r\n}\r\n"),
        ]
    )

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("}") else { return }
        walk.visitPost(ClosureExprSyntax.self) { node, found in
            let brace = node.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            let braceLine = file.lineNumber(atByte: brace)
            guard braceLine > file.lineNumber(at: node.leftBrace.positionAfterSkippingLeadingTrivia),
                  let anchor = anchor(of: node, in: file) else { return }
            let expected = file.indentationCharacterCount(ofLine: file.lineNumber(atByte: anchor))
            let actual = brace - file.lineStarts[braceLine - 1]
            guard actual != expected else { return }
            found.add(
                atByte: brace, reason: "expected \(expected), got \(actual)",
                fix: [correction(brace: brace, line: braceLine, width: expected, in: file)]
            )
        }
    }

    /// The UTF-8 offset on the line the closure's end lines up with, or nil when the closure is not checked.
    private func anchor(of closure: ClosureExprSyntax, in file: LintFile) -> Int? {
        guard let parent = closure.parent else { return nil }
        if let call = parent.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id {
            return chainAnchor(of: ExprSyntax(call), in: file)
        }
        if let macro = parent.as(MacroExpansionExprSyntax.self), macro.trailingClosure?.id == closure.id {
            return macro.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        if let macro = parent.as(MacroExpansionDeclSyntax.self), macro.trailingClosure?.id == closure.id {
            return macro.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        if let argument = parent.as(LabeledExprSyntax.self) {
            if let list = argument.parent?.as(LabeledExprListSyntax.self),
               let call = list.parent?.as(FunctionCallExprSyntax.self),
               let first = list.first, let leftParen = call.leftParen,
               file.lineNumber(at: leftParen.positionAfterSkippingLeadingTrivia)
                == file.lineNumber(at: first.positionAfterSkippingLeadingTrivia) {
                return nil
            }
            return (argument.label.map(Syntax.init) ?? Syntax(argument)).positionAfterSkippingLeadingTrivia.utf8Offset
        }
        if let element = parent.as(MultipleTrailingClosureElementSyntax.self) {
            return element.label.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        return closure.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// The start of a chain of member accesses and calls, or its last `.member` that starts a line.
    private func chainAnchor(of expression: ExprSyntax, in file: LintFile) -> Int {
        var expression = expression
        // The latest `.member` starting a line wins, so walk from the outermost access inwards and stop there.
        while true {
            if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
                let period = access.period.positionAfterSkippingLeadingTrivia
                if file.lineNumber(at: period) > file.lineNumber(at: base.endPositionBeforeTrailingTrivia) {
                    return period.utf8Offset
                }
                expression = base
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                expression = call.calledExpression
            } else if let chained = expression.as(OptionalChainingExprSyntax.self) {
                expression = chained.expression
            } else if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrapped.expression
            } else if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
                expression = subscripted.calledExpression
            } else {
                return expression.positionAfterSkippingLeadingTrivia.utf8Offset
            }
        }
    }

    /// Indents the brace by `width` spaces: its line's indentation replaced when it starts the line, else a line
    /// break inserted before it.
    private func correction(brace: Int, line: Int, width: Int, in file: LintFile) -> TextEdit {
        let indentation = String(repeating: " ", count: width)
        let lineStart = file.lineStarts[line - 1]
        if file.firstNonBlankByte(ofLine: line) == brace {
            return TextEdit(lineStart..<brace, indentation)
        }
        return TextEdit(brace..<brace, file.fileLineBreak + indentation)
    }
}
