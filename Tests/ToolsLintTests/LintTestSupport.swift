// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
@testable import ToolsLint
import ToolsCore

/// Helpers that lint text in memory through the same engine `tools lint` uses.
enum LintHarness {
    static let root = URL(fileURLWithPath: "/nonexistent-lint-root")

    /// The configuration that enables only `type`'s rule (and superfluous_disable_command), with the
    /// example's options under the rule's key.
    static func configuration(for type: any Rule.Type, example: Example) -> String {
        let id = type.description.identifier
        var yaml = "only_rules:\n  - \(id)\n  - superfluous_disable_command\n"
        if let options = example.options {
            let indented = options.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "  " + $0 }.joined(separator: "\n")
            yaml += type == CustomRules.self ? "custom_rules:\n\(indented)\n" : "\(id):\n\(indented)\n"
        }
        return yaml
    }

    static func lint(
        _ code: String, path: String = "Sources/App/File.swift", configuration: String,
        context: RuleContext = RuleContext()
    ) async throws -> [Diagnostic] {
        let linter = try Linter(rootDirectory: root, configuration: configuration, context: context, store: nil)
        let source = LintSource(displayPath: path, url: root.appendingPathComponent(path), content: Data(code.utf8))
        return try await linter.lint([source]).diagnostics
    }

    static func lint(example: Example, rule type: any Rule.Type) async throws -> [Diagnostic] {
        try await lint(
            example.strippedCode, path: example.path, configuration: configuration(for: type, example: example)
        )
    }

    /// Whether a diagnostic belongs to `type` (a custom rule's diagnostics carry their own ids).
    static func belongs(_ diagnostic: Diagnostic, to type: any Rule.Type) -> Bool {
        if type == CustomRules.self { return !RuleRegistry.identifiers.contains(diagnostic.ruleID) }
        return diagnostic.ruleID == type.description.identifier
    }

    /// The corrected text of an example, through the same path as `--fix`.
    static func correct(_ example: Example, rule type: any Rule.Type) throws -> String? {
        let yaml = configuration(for: type, example: example)
        let configuration = try LintConfiguration.parse(yaml)
        let file = LintFile(displayPath: example.path, relativePath: example.path, text: example.strippedCode)
        return FileProcessor.corrected(file, configuration: configuration).text
    }
}

extension SourcePosition: CustomStringConvertible {
    public var description: String { "\(line):\(column)" }
}
