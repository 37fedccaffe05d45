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
    /// The files offered, with the team conventions as explicit lint options (see README, lint).
    var presets: InitPresets

    /// The files and what would happen to each.
    func plan() throws(CommandError) -> [Step] {
        let lintPreset = try presets.text(InitPresets.lintConfiguration)
        var steps = [
            step("project.yml", contents: try projectSpec(name: root.lastPathComponent)),
            step(".swiftlint.yml", contents: lintPreset),
        ]
        if offersFormat {
            // In agreement with the `.swiftlint.yml` the repository will have: its own when it has one.
            let lint = AtomicFile.existingContent(of: root.appendingPathComponent(".swiftlint.yml"))
                .map { String(decoding: $0, as: UTF8.self) } ?? lintPreset
            steps.append(step(".swift-format", contents: try FormatPreset.text(agreeingWith: lint, presets: presets)))
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

    /// The project spec for the repository `name`, from the `project.yml` preset (`Templates/Init/`).
    func projectSpec(name: String) throws(CommandError) -> String {
        let safeName = name.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return try presets.text(InitPresets.projectSpec, filling: ["name": safeName.isEmpty ? "App" : safeName])
    }
}
