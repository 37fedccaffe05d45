// Copyright © 2026 Tools Authors. All rights reserved.

import ToolsCore

/// New code must not import reactive frameworks the team is moving away from (async/await and
/// Observation replace them). Options: `modules` (default Combine, RxSwift, RxCocoa), `allowed_paths`
/// (globs of legacy code that may still import them), `severity`.
struct ForbiddenImportRule: Rule {
    static let description = RuleDescription(
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

    var modules: Set<String> = ["Combine", "RxSwift", "RxCocoa"]
    var allowedPaths: [PathGlob] = []

    static var options: [RuleOption<Self>] {
        [
            .severity,
            .key("modules", \.modules, "the modules that must not be imported"),
            .key("allowed_paths", \.allowedPaths, "globs (relative to the lint root) of files that may import them"),
        ]
    }

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard !allowedPaths.contains(where: { $0.matches(file.relativePath) }),
              modules.contains(where: { file.contains($0) }) else { return }
        walk.atEnd { found in
            for reference in file.imports() where modules.contains(reference.module) {
                found.add(
                    line: reference.line, column: reference.column,
                    reason: "'\(reference.module)' must not be imported in new code; use async/await instead"
                )
            }
        }
    }
}
