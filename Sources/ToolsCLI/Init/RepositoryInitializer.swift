// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What `tools init` sets up in a repository that has nothing yet: each file only when it is missing (or,
/// for `.gitignore`, only the missing lines), so running it twice changes nothing.
struct RepositoryInitializer {
    enum Action: Equatable {
        case create
        case appendLines([String])
        case keep
    }

    struct Step {
        var path: String
        var action: Action
        var contents: String
        /// The file as the plan read it: written back only while it is still so.
        var original: Data?
    }

    let root: URL
    /// The paths git tracks (the index): a `.gitignore` line that would cover one of them is left out.
    var trackedPaths: [String] = []
    /// Whether the plan offers a `.swift-format` (`--no-format` leaves it out).
    var offersFormat = true

    /// The files and what would happen to each.
    func plan() -> [Step] {
        var steps = [
            step("project.yml", contents: Self.projectSpec(name: root.lastPathComponent)),
            step(".swiftlint.yml", contents: Self.lintPreset),
        ]
        if offersFormat {
            // In agreement with the `.swiftlint.yml` the repository will have: its own when it has one.
            let lint = AtomicFile.existingContent(of: root.appendingPathComponent(".swiftlint.yml"))
                .map { String(decoding: $0, as: UTF8.self) } ?? Self.lintPreset
            steps.append(step(".swift-format", contents: FormatPreset.text(agreeingWith: lint)))
        }
        return steps + [gitignoreStep()]
    }

    /// Writes the plan atomically, file by file; returns the steps that changed something.
    func apply(_ steps: [Step]) throws -> [Step] {
        // Every destination is checked before the first write, so a refused one leaves the repository as it was.
        for step in steps where step.action != .keep {
            let path = root.appendingPathComponent(step.path).path
            let kind = FileKind.of(path)
            guard kind == .absent || kind == .regular else {
                throw CoreError.refusedToReplace(path: path, kind: kind.phrase)
            }
        }
        var changed: [Step] = []
        for step in steps {
            let url = root.appendingPathComponent(step.path)
            switch step.action {
            case .keep: continue
            case .create:
                try AtomicFile.write(Data(step.contents.utf8), to: url, expecting: .absent)
            case .appendLines(let lines):
                let existing = step.original.map { String(decoding: $0, as: UTF8.self) } ?? ""
                let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
                let text = existing + separator + lines.map { $0 + "\n" }.joined()
                try AtomicFile.write(Data(text.utf8), to: url, expecting: step.original.map { .content($0) } ?? .absent)
            }
            changed.append(step)
        }
        return changed
    }

    private func step(_ path: String, contents: String) -> Step {
        let exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
        return Step(path: path, action: exists ? .keep : .create, contents: contents)
    }

    private func gitignoreStep() -> Step {
        let url = root.appendingPathComponent(".gitignore")
        let original = AtomicFile.existingContent(of: url)
        let existing = original.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let present = Set(existing.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = Self.ignoredLines.filter { line in
            !present.contains(line) && !trackedPaths.contains { Self.pattern(line, covers: $0) }
        }
        let action: Action = missing.isEmpty ? .keep : (original == nil ? .create : .appendLines(missing))
        let contents = missing.map { $0 + "\n" }.joined()
        return Step(path: ".gitignore", action: action, contents: contents, original: original)
    }

    /// Whether the `.gitignore` line `pattern` (one of `ignoredLines`: `name/`, `*.suffix` or `name`, matched
    /// at any depth) covers the tracked `path`: an app that tracks its `Package.resolved` files or a file
    /// inside its `.xcodeproj` must not see them ignored.
    static func pattern(_ pattern: String, covers path: String) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        if pattern.hasSuffix("/") {
            // A folder: any component but the file's own name.
            return components.dropLast().contains(String(pattern.dropLast()))
        }
        if pattern.hasPrefix("*") {
            let suffix = String(pattern.dropFirst())
            return components.contains { $0.hasSuffix(suffix) }
        }
        return components.contains(pattern)
    }

    /// Build products of SwiftPM and Xcode, and the project XcodeGen generates from project.yml.
    static let ignoredLines = [".build/", "DerivedData/", "xcuserdata/", "*.xcodeproj", "Package.resolved"]

    static func projectSpec(name: String) -> String {
        let safeName = name.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return """
        # XcodeGen's project spec (https://github.com/yonaskolb/XcodeGen/blob/master/Docs/ProjectSpec.md),
        # also read by tools: feature packages, headers, build matrix.
        name: \(safeName.isEmpty ? "App" : safeName)
        options:
          deploymentTarget:
            iOS: "17.0"
        tools:
          featuresPath: localPackages   # where create-feature puts <Name>Feature packages
          # copyrightHolder: Your Company   # the holder in file headers (default: name above)

        """
    }

    /// The team conventions as explicit lint options (see README, lint): SwiftLint's default rules with
    /// SwiftLint's keys, plus the rules only tools has, each named and configured here.
    static let lintPreset = """
    # Lint configuration (tools init). `tools lint` and SwiftLint read the same keys and, with SwiftLint's
    # keys, behave alike; the team conventions below are explicit options. Rules only tools has
    # (forbidden_import, type_name_suffix, …) are opt-in and configured under their own ids.
    excluded:
      - .build
      - DerivedData

    # SwiftLint's opt-in rules and the tools-only rules this team uses.
    opt_in_rules:
      - file_header
      - force_unwrapping
      - forbidden_import
      - type_name_suffix
      - preview_required
      - mock_public_init
      - layering

    # Every file starts with the copyright line of the header template (--fix writes it).
    file_header:
      required_copyright: true

    # Force unwraps and force tries are errors in production code; tests and mocks may use them.
    force_unwrapping:
      severity: error
      excluded: ["**/Tests/**", "**/*Tests.swift", "**/Mocks/**", "**/*Mock.swift"]
    force_try:
      severity: error
      excluded: ["**/Tests/**", "**/*Tests.swift", "**/Mocks/**", "**/*Mock.swift"]

    # 120 columns; a long URL cannot be wrapped.
    line_length:
      warning: 120
      error: 200
      ignores_urls: true

    # swift-format (.swift-format, `tools format`) puts the brace after a condition, signature or type header
    # that spans several lines on a line of its own.
    opening_brace:
      ignore_multiline_statement_conditions: true
      ignore_multiline_function_signatures: true
      ignore_multiline_type_headers: true

    # New code uses async/await, not reactive frameworks.
    forbidden_import:
      modules: [Combine, RxSwift, RxCocoa]

    # State types are StateNotifiers, never ViewModels.
    type_name_suffix:
      suffixes:
        ViewModel: StateNotifier

    """
}
