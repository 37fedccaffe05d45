// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `value!` crashes on nil; production code should unwrap with `guard let`, `if let` or `??`.
/// SwiftLint's opt-in rule checks every file; `excluded` (globs relative to the lint root) is the
/// explicit team convention for exempting tests and mocks.
struct ForceUnwrappingRule: Rule {
    static let description = RuleDescription(
        identifier: "force_unwrapping",
        name: "Force Unwrapping",
        description: "Force unwrapping should be avoided",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("if let url = URL(string: text) {}\n"),
            Example("let flag = !isEnabled\n"),
            Example("let same = a != b\n"),
            Example("let url: URL! = nil\n"),
            Example("try! load()\n"),
            Example("let value = dictionary[key]!\n", options: "excluded: ['**/Tests/**']",
                    path: "Tests/AppTests/DictionaryTests.swift"),
            Example("let value = optional!\n", options: "excluded: ['**/Mocks/**']",
                    path: "Sources/Feature/Mocks/ThingMock.swift"),
            Example("let text = \"a!\"\n"),
            Example("let url = URL(string: \"https://www.example.com\")!\n"),
            Example("let data = Data(hexString: \"AABBCCDD\")!\n"),
            Example("let image = UIImage(named: \"icon\")!\n"),
            Example("let url = NSURL(string: \"http://www.google.com\")!\n"),
            Example("let url = URL.init(string: \"https://www.example.com\")!\n"),
            Example("let url = URL(string: \"\")!\n"),
            Example("let result = someFunction(\"constant\")!\n",
                    options: "ignored_literal_argument_functions: ['someFunction(_:)']"),
        ],
        triggeringExamples: [
            Example("let url = URL(string: text)↓!\n"),
            Example("let value = dictionary[key]↓!\n"),
            Example("let count = items.first↓!.count\n"),
            Example("let edit = positions[\"1️⃣\"]↓!\n"),
            Example("let value = optional↓!\n", path: "Tests/AppTests/ThingTests.swift"),
            Example("let url = URL(string: variable)↓!\n"),
            Example("let url = URL(string: \"\\(dynamicValue)\")↓!\n"),
            Example("let result = someFunction(\"constant\")↓!\n"),
            // A configured list replaces the defaults (SwiftLint 0.64).
            Example("let url = URL(string: \"https://www.example.com\")↓!\n",
                    options: "ignored_literal_argument_functions: ['someFunction(_:)']"),
            Example("let url = URL(string: \"https://www.example.com\")↓!\n",
                    options: "ignored_literal_argument_functions: []"),
        ]
    )

    var scope = ProductionCodeScope()
    /// Calls (`Type(label:)`, `Type.init(label:)` counts as `Type(label:)`) whose result may be force
    /// unwrapped when every argument is a plain string literal. A configured list replaces these defaults,
    /// as in SwiftLint 0.64.
    var ignoredLiteralArgumentFunctions = [
        "URL(string:)", "NSURL(string:)", "UIImage(named:)", "NSImage(named:)", "Data(hexString:)",
    ]

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("excluded", \.scope, "globs (relative to the lint root) of files not checked"),
            .key("ignored_literal_argument_functions", \.ignoredLiteralArgumentFunctions,
                 "calls whose result may be force unwrapped when all their arguments are string literals"),
        ]
    }

    /// Candidates come from a byte scan; the tokens confirm each one (a `!` in a comment or string, or a
    /// prefix `!`, is not a force unwrap). A file without candidates is not parsed.
    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard scope.applies(to: file) else { return }
        let offsets = Self.candidateOffsets(file.bytes)
        guard !offsets.isEmpty else { return }
        let ignored = Set(ignoredLiteralArgumentFunctions)
        walk.atEnd { found in
            for offset in offsets {
                guard let token = file.token(atByte: offset), token.tokenKind == .exclamationMark,
                      token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                      let unwrap = token.parent?.as(ForceUnwrapExprSyntax.self),
                      !Self.isIgnoredLiteralCall(unwrap.expression, ignored) else { continue }
                found.add(atByte: offset)
            }
        }
    }

    /// Whether `expression` calls one of `ignored` with arguments that are all string literals without
    /// interpolation (and not empty).
    private static func isIgnoredLiteralCall(_ expression: ExprSyntax, _ ignored: Set<String>) -> Bool {
        guard !ignored.isEmpty, let call = expression.as(FunctionCallExprSyntax.self), !call.arguments.isEmpty,
              call.arguments.allSatisfy({ argument in
                  guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
                        literal.segments.count == 1 else { return false }
                  return literal.segments.first?.is(StringSegmentSyntax.self) == true
              })
        else { return false }
        var callee = call.calledExpression.trimmedDescription
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        return ignored.contains("\(callee)(\(labels))")
    }

    /// Offsets of each `!` right after an expression (no space before it) that does not start `!=`:
    /// the only places a force unwrap can be.
    static func candidateOffsets(_ bytes: [UInt8]) -> [Int] {
        let exclamation = UInt8(ascii: "!")
        let equals = UInt8(ascii: "=")
        var offsets: [Int] = []
        var index = 1
        while index < bytes.count {
            if bytes[index] == exclamation, index + 1 == bytes.count || bytes[index + 1] != equals {
                switch bytes[index - 1] {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ")"), UInt8(ascii: "]"),
                     UInt8(ascii: "\""), UInt8(ascii: "`"), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ">"),
                     UInt8(ascii: "}"), UInt8(ascii: "#"), 0x80...0xFF:
                    offsets.append(index)
                default:
                    break
                }
            }
            index += 1
        }
        return offsets
    }
}
