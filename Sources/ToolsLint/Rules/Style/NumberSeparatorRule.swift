// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// Decimal literals grouped by three with underscores, as SwiftLint's opt-in `number_separator`: options
/// `minimum_length` (digits of the integral part from which separators are required),
/// `minimum_fraction_length` (the same for the fraction; unset: a fraction is never grouped) and
/// `exclude_ranges` (`{min, max}` values left alone, `min ..< max`).
struct NumberSeparatorRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "number_separator",
        name: "Number Separator",
        description: "Underscores should be used as thousand separator in large numbers with a configurable number of "
            + "digits. In other words, there should be an underscore after every 3 digits in the integral as well as "
            + "the fractional part of a number.",
        isOptIn: true,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let foo = -100\nlet foo = -1_000\nlet foo = -1_000_000\nlet foo = -1.0001\n"),
            Example("let foo = 1_000_000.0000001\nlet exp = 1_000_000.000000e2\nlet foo = 6.2832e-6\n"),
            Example("let binary = -0b10000\nlet hex = +0xAA_BB\nlet octal = 0o21_1\nlet hexFloat = 0x1000p2\n"),
            Example("let foo: Double = -(200 / 447.214)\n"),
            Example("let foo = 1000\n", options: "minimum_length: 5"),
            Example("let year = 2024\n", options: "exclude_ranges: [{min: 1900.0, max: 2100.0}]"),
            Example("let foo = 1.000_1\n", options: "minimum_fraction_length: 3"),
        ],
        triggeringExamples: [
            Example("let foo = -↓10_0\nlet foo = -↓1000\nlet foo = -↓1000e2\nlet foo = -↓1000E2\n"),
            Example("let foo = +↓1__000\nlet foo = ↓1000000.000000_1\n"),
            Example("let foo: Double = (↓100000)\n"),
            Example("let foo = ↓1.0001\n", options: "minimum_fraction_length: 3"),
            Example("let foo: Double = (↓123456 / ↓447.214214)\n", options: "minimum_fraction_length: 3"),
            Example("let foo = ↓10000\n", options: "minimum_length: 5"),
            Example("let year = ↓2100\n", options: "exclude_ranges: [{min: 1900.0, max: 2100.0}]"),
        ],
        corrections: [
            Correction(Example("let foo = -↓10_0\n"), "let foo = -100\n"),
            Correction(Example("let foo = -↓1000\n"), "let foo = -1_000\n"),
            Correction(Example("let foo = ↓1000E2\n"), "let foo = 1_000E2\n"),
            Correction(Example("let foo = ↓1__000\n"), "let foo = 1_000\n"),
            Correction(Example("let foo = ↓1000000.000000_1\n"), "let foo = 1_000_000.0000001\n"),
            Correction(
                Example("let foo = ↓1000000.000000_1\n", options: "minimum_fraction_length: 3"),
                "let foo = 1_000_000.000_000_1\n"
            ),
            Correction(
                Example("let foo: Double = +(↓123456 / ↓447.214214)\n", options: "minimum_fraction_length: 3"),
                "let foo: Double = +(123_456 / 447.214_214)\n"
            ),
        ]
    )

    static let missingReason = "Underscores should be used as thousand separators"
    static let misplacedReason = "Underscore(s) used as thousand separator(s) should be added after every 3 digits only"

    /// A range of values left alone: `min ..< max`.
    struct ExcludedRange: Sendable, Hashable {
        var min: Double
        var max: Double
    }

    var minimumLength = 0
    var minimumFractionLength: Int?
    var excludeRanges: [ExcludedRange] = []

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("minimum_length", \.minimumLength, "integral parts with fewer digits need no separators"),
            .custom(
                keys: ["minimum_fraction_length"],
                "fractions with fewer digits need no separators (null: fractions are never grouped)",
                read: { node, settings throws(ConfigurationError) in
                    guard let value = node["minimum_fraction_length"] else { return }
                    settings.rule.minimumFractionLength = value.isNull ? nil : try value.int()
                },
                values: { settings in
                    let value = settings.rule.minimumFractionLength.map { OptionYAML.plain(String($0)) }
                    return [OptionEntry("minimum_fraction_length", value ?? .plain("null"))]
                }
            ),
            .custom(
                keys: ["exclude_ranges"], "values left alone, each `{min: 1900, max: 2100}` (the maximum excluded)",
                read: { node, settings throws(ConfigurationError) in
                    guard let value = node["exclude_ranges"], !value.isNull else { return }
                    var ranges: [ExcludedRange] = []
                    for element in try value.elements() {
                        guard let min = element["min"], let max = element["max"] else {
                            throw element.error("a range needs `min` and `max`", hint: "write {min: 1900, max: 2100}")
                        }
                        ranges.append(ExcludedRange(min: try min.double(), max: try max.double()))
                    }
                    settings.rule.excludeRanges = ranges
                },
                values: { settings in
                    let ranges = settings.rule.excludeRanges.map { range in
                        OptionYAML.mapping([
                            OptionEntry("min", .plain(String(range.min))),
                            OptionEntry("max", .plain(String(range.max))),
                        ])
                    }
                    return [OptionEntry("exclude_ranges", .list(ranges))]
                }
            ),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        walk.visitPost(IntegerLiteralExprSyntax.self) { node, found in check(node.literal, &found) }
        walk.visitPost(FloatLiteralExprSyntax.self) { node, found in check(node.literal, &found) }
    }

    private func check(_ literal: TokenSyntax, _ found: inout RuleFindings) {
        let text = literal.text
        let lowercased = text.lowercased()
        guard !["0x", "0o", "0b"].contains(where: { lowercased.hasPrefix($0) }) else { return }
        if let value = Double(text.filter { $0 != "_" }),
           excludeRanges.contains(where: { $0.min <= value && value < $0.max }) {
            return
        }
        let exponentParts = text.split(omittingEmptySubsequences: false) { $0 == "e" || $0 == "E" }
        guard let mantissa = exponentParts.first else { return }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var fraction: (valid: Bool, expected: String)?
        if parts.count == 2, let written = parts.last {
            fraction = grouped(written, minimumLength: minimumFractionLength ?? .max, fromTheRight: false)
        }
        guard let integral = parts.first else { return }
        let whole = grouped(integral, minimumLength: minimumLength, fromTheRight: true)
        guard !whole.valid || fraction?.valid == false else { return }
        var corrected = whole.expected
        if let fraction { corrected += "." + fraction.expected }
        if exponentParts.count == 2, let exponent = exponentParts.last {
            corrected += (text.contains("e") ? "e" : "E") + exponent
        }
        let reason = text.contains("_") ? Self.misplacedReason : Self.missingReason
        found.add(at: literal, reason: reason, fix: [TextEdit(replacing: literal, with: corrected)])
    }

    /// The digits with an underscore between each group of three (counted from the decimal point), when
    /// there are at least `minimumLength` digits, and whether that is how they are written.
    private func grouped(
        _ written: Substring, minimumLength: Int, fromTheRight: Bool
    ) -> (valid: Bool, expected: String) {
        let digits = written.filter { $0 != "_" }
        let separates = digits.count >= minimumLength
        var result: [Character] = []
        var counted = 0
        for character in fromTheRight ? Array(digits.reversed()) : Array(digits) {
            if character.isASCII, character.isNumber {
                if counted > 0, counted.isMultiple(of: 3), separates { result.append("_") }
                counted += 1
            }
            result.append(character)
        }
        let expected = String(fromTheRight ? result.reversed() : result)
        return (expected == written, expected)
    }
}
