// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// A lint rule. Each rule lives in its own file under `Rules/<Kind>/` and is listed in `RuleRegistry`;
/// `Rules/README.md` says how to write one.
///
/// A rule is a value built once from its section of `.swiftlint.yml` and then asked about many files in
/// parallel, so it must be `Sendable` and keep no per-file state in itself: what it needs while one file is
/// walked lives in the closures it registers for that file.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }

    /// The keys the rule reads from its section of `.swiftlint.yml`, each declared once (key, documentation,
    /// where the rule keeps its value; the default is the property's initial value). The default is
    /// `severity` alone.
    static var options: [RuleOption<Self>] { get }

    /// The rule with its default options.
    init()

    /// Called once after the options are read: derives what the rule computes from them (compiled patterns,
    /// merged lists) or rejects a combination. The default does nothing.
    /// - Throws: a located `ConfigurationError`; the rule then runs with its defaults, as in SwiftLint.
    mutating func prepare(context: RuleContext) throws(ConfigurationError)

    /// Says what the rule looks at in `file` (node kinds, lines, the whole file) and what it reports there.
    /// Called once per file before the file's one walk; register nothing to skip the file (a byte search
    /// such as `file.contains("intersection")` first keeps files that cannot hold a finding unparsed).
    func register(_ walk: inout FileWalk, for file: LintFile)
}

/// A rule that `tools lint --fix` can apply.
public protocol CorrectableRule: Rule {
    /// The corrected text of the whole file, or nil when there is nothing to correct. The default applies
    /// the edits the rule's findings carry, except those of findings on `suppressedLines`.
    /// - Parameters:
    ///   - findings: what the rule found in `file` (with its edits).
    ///   - suppressedLines: lines whose violations suppression comments disable: left as they are.
    func correct(_ file: LintFile, findings: [RuleFinding], suppressedLines: Set<Int>) -> String?
}

extension Rule {
    public var identifier: String { Self.description.identifier }

    public static var options: [RuleOption<Self>] { [.severity] }

    public mutating func prepare(context: RuleContext) throws(ConfigurationError) {}
}

extension CorrectableRule {
    public func correct(_ file: LintFile, findings: [RuleFinding], suppressedLines: Set<Int>) -> String? {
        let kept = findings.filter { !$0.edits.isEmpty && !suppressedLines.contains($0.line(in: file)) }
        return file.applying(kept.map(\.edits))
    }
}

/// What rules may need to know beyond their own options.
public struct RuleContext: Sendable, Hashable {
    /// The copyright header template and holder (from the workspace settings when there is one).
    public var header: HeaderTemplate?
    /// No holder is configured: `header`'s shape is required with any holder, and `--fix` writes `header`'s
    /// holder (the project's name, as the scaffolder and the mock generator write it).
    public var acceptsAnyHolder: Bool

    public init(header: HeaderTemplate? = nil, acceptsAnyHolder: Bool = false) {
        self.header = header
        self.acceptsAnyHolder = acceptsAnyHolder
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
