// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A character that draws nothing (zero-width space, zero-width non-joiner, U+FEFF) inside a string literal
/// makes two strings that look equal differ; SwiftLint 0.63.3's `invisible_character` (on by default, an
/// error) reports each and `--fix` removes it. `additional_code_points` adds characters (hex code points).
struct InvisibleCharacterRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "invisible_character",
        name: "Invisible Character",
        description: "Disallows invisible characters like zero-width space (U+200B), zero-width non-joiner "
            + "(U+200C), and FEFF formatting character (U+FEFF) in string literals as they can cause "
            + "hard-to-debug issues",
        defaultSeverity: .error,
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let s = \"HelloWorld\"\n"),
            Example("let s = \"Hello World\"\n"),
            Example("let url = \"https://example.com/api\"\n"),
            Example("let s = #\"Hello World\"#\n"),
            Example("let multiline = \"\"\"\nHello\nWorld\n\"\"\"\n"),
            Example("let empty = \"\"\n"),
            Example("let tab = \"Hello\\tWorld\"\n"),
            Example("let newline = \"Hello\\nWorld\"\n"),
            Example("let unicode = \"Hello 👋 World\"\n"),
            Example("// Hello\u{200B}World\nlet s = \"Hello\\u{200B}World\"\n"),
        ],
        triggeringExamples: [
            Example("let s = \"Hello↓\u{200B}World\" // U+200B zero-width space\n"),
            Example("let s = \"Hello↓\u{200C}World\" // U+200C zero-width non-joiner\n"),
            Example("let s = \"Hello↓\u{FEFF}World\" // U+FEFF formatting character\n"),
            Example("let url = \"https://example↓\u{200B}.com\" // U+200B in URL\n"),
            Example("// U+200B in multiline string\nlet multiline = \"\"\"\nHello↓\u{200B}World\n\"\"\"\n"),
            Example("let s = \"Test↓\u{200B}String↓\u{200C}Here\" // Multiple invisible characters\n"),
            Example("let s = \"Hel↓\u{200C}lo\" + \"World\" // string concatenation with U+200C\n"),
            Example("let s = \"Hel↓\u{200C}lo \\(name)\" // U+200C in interpolated string\n"),
            Example("let s = \"Hello↓\u{00AD}World\"\n", options: "additional_code_points: [\"00AD\"]"),
            Example("let s = \"Hello↓\u{200D}World\"\n", options: "additional_code_points: [\"200D\"]"),
        ],
        corrections: [
            Correction(Example("let s = \"Hello↓\u{200B}World\"\n"), "let s = \"HelloWorld\"\n"),
            Correction(Example("let s = \"Hello↓\u{FEFF}World\"\n"), "let s = \"HelloWorld\"\n"),
            Correction(Example("let multiline = \"\"\"\nHello↓\u{200B}World\n\"\"\"\n"),
                       "let multiline = \"\"\"\nHelloWorld\n\"\"\"\n"),
            Correction(Example("let s = \"Test↓\u{200B}String↓\u{200C}Here\"\n"), "let s = \"TestStringHere\"\n"),
            Correction(Example("let s = \"Hello \\(name)↓\u{200C}\"\n"), "let s = \"Hello \\(name)\"\n"),
            Correction(Example("let s = \"Hello↓\u{00AD}World\"\n", options: "additional_code_points: [\"00AD\"]"),
                       "let s = \"HelloWorld\"\n"),
        ]
    )

    /// The default characters, named as SwiftLint names them in its reason.
    private static let defaultNames: [Unicode.Scalar: String] = [
        "\u{200B}": "U+200B (zero-width space)",
        "\u{200C}": "U+200C (zero-width non-joiner)",
        "\u{FEFF}": "U+FEFF (zero-width no-break space)",
    ]

    /// Code points (hexadecimal, `00AD`) reported besides the default three, as written.
    var additionalCodePoints: [String] = []
    private var characters: Set<Unicode.Scalar> = Set(defaultNames.keys)

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .custom(
                keys: ["additional_code_points"], "more characters to report, as hexadecimal code points (\"00AD\")",
                read: { node, settings throws(ConfigurationError) in
                    guard let value = node["additional_code_points"] else { return }
                    var characters = Set(defaultNames.keys)
                    var written: [String] = []
                    for element in try value.elements() {
                        let text = try element.string()
                        guard let code = UInt32(text, radix: 16), let scalar = Unicode.Scalar(code) else {
                            throw element.error("'\(text)' is not a valid Unicode scalar code point",
                                                hint: "write code points in hexadecimal, such as \"00AD\"")
                        }
                        characters.insert(scalar)
                        written.append(text)
                    }
                    settings.rule.additionalCodePoints = written
                    settings.rule.characters = characters
                },
                values: { [OptionEntry("additional_code_points", $0.rule.additionalCodePoints.yaml)] }
            ),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        let characters = characters
        // Files without one of the characters anywhere are not parsed.
        guard characters.contains(where: { file.contains(String($0)) }) else { return }
        walk.visitPost(StringLiteralExprSyntax.self) { node, found in
            for segment in node.segments {
                guard let text = segment.as(StringSegmentSyntax.self)?.content else { continue }
                var offset = text.positionAfterSkippingLeadingTrivia.utf8Offset
                for scalar in text.text.unicodeScalars {
                    let width = UTF8.width(scalar)
                    defer { offset += width }
                    guard characters.contains(scalar) else { continue }
                    let name = Self.defaultNames[scalar] ?? scalar.escaped(asASCII: true)
                    found.add(
                        atByte: offset, reason: "String literal should not contain invisible character \(name)",
                        fix: [TextEdit(offset..<(offset + width))]
                    )
                }
            }
        }
    }
}
