// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// The `tools.hooks` section of `project.yml`.
///
/// ```yaml
/// tools:
///   hooks:
///     autoFix: true   # fix fully staged files and re-stage them (default false)
///     mocks: false    # skip `generate-mocks --check` (default true)
/// ```
public struct HookSettings: Sendable, Hashable {
    public var autoFix: Bool
    public var checksMocks: Bool

    static let knownKeys: Set<String> = ["autoFix", "mocks"]

    public init(autoFix: Bool = false, checksMocks: Bool = true) {
        self.autoFix = autoFix
        self.checksMocks = checksMocks
    }

    /// Reads `section` (the `tools.hooks` node); unknown keys become warnings.
    public static func read(_ section: ConfigNode?) throws(ConfigurationError) -> (HookSettings, [Diagnostic]) {
        guard let section, !section.isNull else { return (HookSettings(), []) }
        guard section.isMapping else {
            throw section.error("'hooks' must be a mapping", hint: "for example: hooks: { autoFix: true }")
        }
        // Both keys are read before failing, so that every problem shows in one run.
        var problems = ConfigurationProblems()
        let autoFix = problems.collect { () throws(ConfigurationError) in try section["autoFix"]?.bool() } ?? nil
        let mocks = problems.collect { () throws(ConfigurationError) in try section["mocks"]?.bool() } ?? nil
        try problems.finish()
        let settings = HookSettings(autoFix: autoFix ?? false, checksMocks: mocks ?? true)
        return (settings, section.unknownKeyWarnings(known: knownKeys))
    }
}
