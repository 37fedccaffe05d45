// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// What a rule is and how it behaves, with examples that the test suite runs, as SwiftLint's do.
public struct RuleDescription: Sendable {
    /// The identifier used in configuration files and suppression comments, e.g. `line_length`.
    public var identifier: String
    /// The human-readable name reporters print, e.g. `Line Length`.
    public var name: String
    public var description: String
    public var defaultSeverity: Severity
    /// Opt-in rules run only when listed in `opt_in_rules` or `only_rules`.
    public var isOptIn: Bool
    /// Whether `tools lint --fix` can correct the rule's violations.
    public var isCorrectable: Bool
    /// Code that must not trigger the rule.
    public var nonTriggeringExamples: [Example]
    /// Code that must trigger the rule; `↓` marks where each violation is expected.
    public var triggeringExamples: [Example]
    /// Code before `--fix` (with `↓` markers where violations are) and the expected code after it.
    public var corrections: [Correction]

    public init(
        identifier: String,
        name: String,
        description: String,
        defaultSeverity: Severity = .warning,
        isOptIn: Bool = false,
        isCorrectable: Bool = false,
        nonTriggeringExamples: [Example] = [],
        triggeringExamples: [Example] = [],
        corrections: [Correction] = []
    ) {
        self.identifier = identifier
        self.name = name
        self.description = description
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.isCorrectable = isCorrectable
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
        self.corrections = corrections
    }
}

/// A piece of example code for a rule, optionally with rule options and a path (rules that depend on
/// where a file lives, such as `layering` or the `Mocks/` exemption, need one).
public struct Example: Sendable, CustomStringConvertible {
    /// The violation marker inside example code, as in SwiftLint's examples.
    public static let marker: Character = "↓"

    public var code: String
    /// The rule's options as YAML, e.g. `"warning: 20"`.
    public var options: String?
    /// The file's path relative to the lint root, e.g. `Sources/App/Mocks/Thing.swift`.
    public var path: String

    public init(_ code: String, options: String? = nil, path: String = "Sources/App/File.swift") {
        self.code = code
        self.options = options
        self.path = path
    }

    public var description: String { code }

    /// The code without `↓` markers (what the example tests lint). Markers are found among the Unicode
    /// scalars, not the characters: a marker before a zero-width joiner or non-joiner forms one character
    /// with it.
    var strippedCode: String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: code.unicodeScalars.filter { $0 != Self.markerScalar })
        return String(scalars)
    }

    /// 1-based (line, column in UTF-16 units) of each `↓` marker in the stripped code (where the example
    /// tests expect findings).
    var markedPositions: [SourcePosition] {
        var positions: [SourcePosition] = []
        var line = 1
        var column = 1
        for scalar in code.unicodeScalars {
            if scalar == Self.markerScalar {
                positions.append(SourcePosition(line: line, column: column))
            } else if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += UTF16.width(scalar)
            }
        }
        return positions
    }

    private static let markerScalar: Unicode.Scalar = "↓"
}

/// A `--fix` example: the code before (with `↓` markers) and the code after correction.
public struct Correction: Sendable {
    public var before: Example
    public var after: String

    public init(_ before: Example, _ after: String) {
        self.before = before
        self.after = after
    }
}
