// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// `tools.build.packageTools` and `tools.build.xcodegen`: which tool builds a local package, and how the
/// `generate` job runs XcodeGen.
extension BuildSettings {
    /// What builds a local package: `swift build` on the host, or xcodebuild for a simulator.
    public enum PackageTool: String, Sendable, Hashable {
        case swift, xcodebuild
    }

    /// `packageTools`' choice for `name`, nil when no entry matches.
    public func packageTool(for name: String) -> PackageTool? {
        packageTools.first { Glob.matches($0.pattern, name) }?.tool
    }

    static func readToolKeys(
        _ node: ConfigNode, into settings: inout BuildSettings, problems: inout ConfigurationProblems
    ) {
        problems.collect { () throws(ConfigurationError) in
            guard let value = node["xcodegen"] else { return }
            guard case .sequence = value.node else {
                throw value.error(
                    "expected a list: the executable then its arguments", hint: "write [mint, run, xcodegen]")
            }
            settings.xcodegen = try nonEmpty(value.strings(), value)
        }
        problems.collect { () throws(ConfigurationError) in
            guard let value = node["packageTools"] else { return }
            settings.packageTools = try value.entries().map { (pattern, tool) throws(ConfigurationError) in
                guard let choice = PackageTool(rawValue: try tool.string()) else {
                    throw tool.error("expected swift or xcodebuild", hint: "write '\(pattern): xcodebuild'")
                }
                return (pattern, choice)
            }
        }
    }
}
