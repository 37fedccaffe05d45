// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsBuild
import ToolsCore
import ToolsHooks
import ToolsMocks
import ToolsScaffold

/// The sub-sections of `project.yml`'s `tools:` section, each read by one capability. A command checks only
/// the ones it uses, all at once before its work (one located line per problem): `tools lint` runs with a
/// broken `tools.build`, `generate-mocks` with a broken `tools.scaffold`; `tools doctor` checks them all.
/// A problem in a section the command does not use is not mentioned (doctor shows it).
enum ToolSection: String, CaseIterable {
    case mocks, scaffold, build, hooks

    /// `tools.mocks`, as doctor and errors name it.
    var name: String { "tools.\(rawValue)" }

    /// Reads the section `node` as its capability does: its warnings, or every problem at once.
    func read(_ node: ConfigNode?) throws(ConfigurationError) -> [Diagnostic] {
        switch self {
        case .mocks: try MockSettings.read(node).1
        case .scaffold: try ScaffoldConfiguration.read(node).1
        case .build: try BuildSettings.read(node).1
        case .hooks: try HookSettings.read(node).1
        }
    }

    /// Throws every problem of `sections` in `workspace` as one error (nothing when there is no workspace or
    /// no problem): a command that uses two sections shows the mistakes of both in one run.
    static func check(_ sections: [ToolSection], in workspace: Workspace?) throws(ConfigurationError) {
        var problems = ConfigurationProblems()
        for section in sections {
            let node = workspace?.settings.section?[section.rawValue]
            problems.collect { () throws(ConfigurationError) in _ = try section.read(node) }
        }
        try problems.finish()
    }
}
