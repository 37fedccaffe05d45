// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// A lint rule. Each rule lives in its own file under `Rules/` and is listed in `RuleRegistry`.
///
/// A rule is a value configured once from its configuration key and then asked about many files in
/// parallel, so it must be `Sendable` and keep no per-file state.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }

    /// Builds the rule from the value of its key in `.swiftlint.yml` (nil: the defaults).
    /// - Throws: a located `ConfigurationError` when an option is invalid.
    init(options: ConfigNode?, context: RuleContext) throws

    /// Whether the rule reads the syntax tree; files are parsed only when an enabled rule needs it.
    var requiresSyntaxTree: Bool { get }

    /// The rule's findings in `file`, before suppression comments are applied.
    func validate(_ file: LintFile) -> [Violation]
}

/// A rule that `tools lint --fix` can apply.
public protocol CorrectableRule: Rule {
    /// The corrected text of the whole file, or nil when there is nothing to correct.
    /// - Parameter suppressedLines: lines whose violations suppression comments disable: left as they are.
    func correct(_ file: LintFile, suppressedLines: Set<Int>) -> String?
}

extension Rule {
    public var identifier: String { Self.description.identifier }
    public var requiresSyntaxTree: Bool { true }
}

/// What rules may need to know beyond their own options.
public struct RuleContext: Sendable, Hashable {
    /// The copyright header template and holder (from the workspace settings when there is one).
    public var header: HeaderTemplate?

    public init(header: HeaderTemplate? = nil) {
        self.header = header
    }
}

/// One finding of a rule inside a file.
public struct Violation: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var line: Int
    public var column: Int
    public var message: String

    public init(ruleID: String, severity: Severity, line: Int, column: Int, message: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.line = line
        self.column = column
        self.message = message
    }

    public var position: SourcePosition { SourcePosition(line: line, column: column) }
}
