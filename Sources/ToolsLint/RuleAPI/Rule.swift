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

extension Rule {
    public var identifier: String { Self.description.identifier }

    public static var options: [RuleOption<Self>] { [.severity] }

    public mutating func prepare(context: RuleContext) throws(ConfigurationError) {}
}
