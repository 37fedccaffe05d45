// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// The `tools.hooks` section of `project.yml`.
///
/// ```yaml
/// tools:
///   hooks:
///     autoFix: true   # fix fully staged files and re-stage them (default false)
///     mocks: false    # skip `generate-mocks --check` (default true)
///     format: fix     # check, fix or off (default: check where a .swift-format file applies)
///     formatLines: all  # changed or all: what the format check judges (default: changed)
/// ```
public struct HookSettings: Sendable, Hashable {
    public var autoFix: Bool
    public var checksMocks: Bool
    /// What the hook does about formatting; nil: not configured (check the files a `.swift-format` applies to).
    public var format: Format?
    /// Which lines of a staged file the format check judges (and `format: fix` formats).
    public var formatLines: FormatLines

    /// `tools.hooks.formatLines`.
    public enum FormatLines: String, Sendable, Hashable, CaseIterable {
        /// Only the lines the commit changes (the staged content's lines that differ from HEAD): touching one
        /// line of a file formatted another way does not make the commit answer for the whole file.
        case changed
        /// Every line of every staged file.
        case all
    }

    /// `tools.hooks.format`.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// Check the staged content with swift-format; findings block the commit.
        case check
        /// Format fully staged files and stage them again, then check.
        case fix
        /// No formatting in the hook.
        case off
    }

    static let knownKeys: Set<String> = ["autoFix", "mocks", "format", "formatLines"]

    public init(
        autoFix: Bool = false, checksMocks: Bool = true, format: Format? = nil, formatLines: FormatLines = .changed
    ) {
        self.autoFix = autoFix
        self.checksMocks = checksMocks
        self.format = format
        self.formatLines = formatLines
    }

    /// Whether some check corrects files before the checks run: lint's auto-fix or formatting.
    public var fixes: Bool { autoFix || format == .fix }

    /// Reads `section` (the `tools.hooks` node); unknown keys become warnings.
    public static func read(_ section: ConfigNode?) throws(ConfigurationError) -> (HookSettings, [Diagnostic]) {
        guard let section, !section.isNull else { return (HookSettings(), []) }
        guard section.isMapping else {
            throw section.error("'hooks' must be a mapping", hint: "for example: hooks: { autoFix: true }")
        }
        // Every key is read before failing, so that every problem shows in one run.
        var problems = ConfigurationProblems()
        let autoFix = problems.collect { () throws(ConfigurationError) in try section["autoFix"]?.bool() } ?? nil
        let mocks = problems.collect { () throws(ConfigurationError) in try section["mocks"]?.bool() } ?? nil
        let format = problems.collect { () throws(ConfigurationError) in
            try section["format"].map { node throws(ConfigurationError) in try readFormat(node) }
        } ?? nil
        let formatLines = problems.collect { () throws(ConfigurationError) in
            try section["formatLines"].map { node throws(ConfigurationError) in try readFormatLines(node) }
        } ?? nil
        try problems.finish()
        let settings = HookSettings(
            autoFix: autoFix ?? false, checksMocks: mocks ?? true, format: format,
            formatLines: formatLines ?? .changed
        )
        return (settings, section.unknownKeyWarnings(known: knownKeys))
    }

    private static func readFormat(_ node: ConfigNode) throws(ConfigurationError) -> Format {
        let text = try node.string()
        // `off` is YAML 1.1's false: `format: false` means the same.
        if let format = Format(rawValue: text) ?? (["false", "no"].contains(text) ? .off : nil) { return format }
        throw node.error("expected check, fix or off, found '\(text)'", hint: "for example: format: check")
    }

    private static func readFormatLines(_ node: ConfigNode) throws(ConfigurationError) -> FormatLines {
        let text = try node.string()
        if let lines = FormatLines(rawValue: text) { return lines }
        throw node.error("expected changed or all, found '\(text)'", hint: "for example: formatLines: all")
    }
}
