// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What `tools rules` shows of each registered rule: its description, where it comes from, whether it runs
/// under the configuration asked about, and the options it accepts with the values in effect there.
public struct RuleCatalogEntry: Sendable {
    public var description: RuleDescription
    /// Whether SwiftLint 0.63.2 has a rule with this identifier (false: a rule only tools has).
    public var isSwiftLintRule: Bool
    /// Whether the rule runs under the configuration asked about.
    public var isEnabled: Bool
    /// Every key the rule accepts, with the value in effect under the configuration asked about (its
    /// defaults unless the configuration sets it), in the order the rule declares them.
    public var options: [OptionEntry]
    /// What the keys of `options` mean, one entry per declared option (`warning` and `error` together).
    public var documentation: [OptionDocumentation]

    public var identifier: String { description.identifier }

    /// The rule's section as YAML, as `swiftlint rules ID` prints it: `identifier:` and the options below.
    public var yaml: String {
        guard !options.isEmpty else { return "\(identifier): {}\n" }
        return (["\(identifier):"] + OptionYAML.lines(options, indent: 2)).joined(separator: "\n") + "\n"
    }
}
