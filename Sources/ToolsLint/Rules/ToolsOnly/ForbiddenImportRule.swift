// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// New code must not import reactive frameworks the team is moving away from (async/await and
/// Observation replace them). Options: `modules` (default Combine, RxSwift, RxCocoa), `allowed_paths`
/// (globs of legacy code that may still import them), `severity`.
public struct ForbiddenImportRule: Rule {
    public static let description = RuleDescription(
        identifier: "forbidden_import",
        name: "Forbidden Import",
        description: "This module must not be imported in new code",
        isOptIn: true,
        nonTriggeringExamples: [
            Example("import Foundation\nimport SwiftUI\n"),
            Example("// import Combine\nlet a = 1\n"),
            Example("import Combine\n", options: "allowed_paths: [Sources/Legacy]", path: "Sources/Legacy/Old.swift"),
            Example("import Combine\n", options: "modules: [RxSwift]"),
            Example("import Combine\n", options: "allowed_paths: [\"Sources/App/**\"]"),
        ],
        triggeringExamples: [
            Example("import Foundation\n↓import Combine\n"),
            Example("↓@preconcurrency import RxSwift\n"),
            Example("#if canImport(Combine)\n↓import Combine\n#endif\n"),
            Example("↓import struct RxCocoa.Binder\n"),
            Example("↓import Alamofire\n", options: "modules: [Alamofire]"),
        ]
    )

    public var severity: Severity
    public var modules: Set<String> = ["Combine", "RxSwift", "RxCocoa"]
    public var allowedPaths: [PathGlob] = []

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(
            options, default: Self.description.defaultSeverity, otherKeys: ["modules", "allowed_paths"]
        )
        if let value = options?["modules"] { modules = Set(try value.strings()) }
        if let value = options?["allowed_paths"] { allowedPaths = try value.strings().map(PathGlob.init) }
    }

    public func validate(_ file: LintFile) -> [Violation] {
        guard !allowedPaths.contains(where: { $0.matches(file.relativePath) }),
              modules.contains(where: { file.contains($0) }) else { return [] }
        return file.imports().filter { modules.contains($0.module) }.map { reference in
            Violation(
                ruleID: identifier, severity: severity, line: reference.line, column: reference.column,
                message: "'\(reference.module)' must not be imported in new code; use async/await instead"
            )
        }
    }
}
