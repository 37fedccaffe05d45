// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What `tools init` sets up in a repository: each file only when it is missing (or, for `.gitignore`, only
/// the missing lines), so running it twice changes nothing. What it offers follows the repository as it is
/// (`RepositoryLayout`, `SwiftStyle`): the folder its packages live in and the platforms they declare, the
/// spec where the app keeps it (none for an app that builds from a committed `.xcodeproj`), no second
/// formatter configuration, a formatter configuration measured from the code, lint rules the code passes,
/// and nothing git would ignore.
struct RepositoryInitializer {
    enum Action: Equatable {
        case create
        case appendLines([String])
        case keep
        /// Not written, for the reason given.
        case skip(String)
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
    /// Whether git ignores a path (relative to the root): such a file is named and not written.
    var ignores: (String) -> Bool = { _ in false }
    /// The findings each opt-in rule of the lint preset would add to the code today (`LintPresetTrial`):
    /// those rules are listed "to enable" rather than turned on.
    var findingsByRule: [String: Int] = [:]
    /// At most this many sibling manifests are read for their platforms.
    static let manifestLimit = 200

    /// The files and what would happen to each.
    func plan() throws(CommandError) -> [Step] {
        let layout = RepositoryLayout.survey(root)
        let style = SwiftStyle.measure(SwiftStyle.files(under: root))
        let lintPreset = LintPresetTrial.withoutFailingRules(try lintPreset(style: style), findings: findingsByRule)
        var steps = [
            try specStep(layout),
            step(".swiftlint.yml", contents: lintPreset),
        ]
        if offersFormat {
            steps.append(try formatStep(style: style, lintPreset: lintPreset))
        }
        steps.append(gitignoreStep())
        // A file git ignores would never reach a commit: said, and left unwritten.
        return steps.map { step in
            guard step.action == .create, ignores(step.path) else { return step }
            var skipped = step
            skipped.action = .skip("the repository's .gitignore ignores it; add '!\(step.path)' to keep one")
            return skipped
        }
    }

    /// The lint preset, its line length raised to what the code keeps to when that is more than 120.
    func lintPreset(style: SwiftStyle?) throws(CommandError) -> String {
        let preset = try presets.text(InitPresets.lintConfiguration)
        guard let length = style?.lineLength, length > 120 else { return preset }
        return preset.replacingOccurrences(of: "  warning: 120\n", with: "  warning: \(length)\n")
    }

    /// Writes the plan atomically, file by file; returns the steps that changed something.
    func apply(_ steps: [Step]) throws -> [Step] {
        // Every destination is checked before the first write, so a refused one leaves the repository as it was.
        for step in steps where step.action.writes {
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
            case .keep, .skip: continue
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

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// The spec at the root when there is one; else the app's own `Apps/<App>/project.yml`; else none for an
    /// app that builds from a committed `.xcodeproj` (an XcodeGen spec beside it would be a second project
    /// description); else the preset, with the packages' folder and platforms.
    private func specStep(_ layout: RepositoryLayout) throws(CommandError) -> Step {
        let path = "project.yml"
        // A root copy git ignores (a script copies the app's spec there) is not the spec the app keeps.
        if exists(path) { return Step(path: ignores(path) ? layout.spec ?? path : path, action: .keep, contents: "") }
        let appSpecs = layout.specs.filter { $0.hasPrefix("Apps/") }
        if !appSpecs.isEmpty {
            let which = layout.spec ?? appSpecs.joined(separator: ", ")
            return Step(path: path, action: .skip("the app keeps its spec in \(which)"), contents: "")
        }
        if let project = layout.xcodeProjects.first {
            return Step(path: path, action: .skip(
                "the app builds from \(project), with no XcodeGen spec; tools reads its packages from disk"
            ), contents: "")
        }
        let contents = try projectSpec(name: root.lastPathComponent, layout: layout)
        return Step(path: path, action: .create, contents: contents)
    }

    /// No second formatter configuration beside the team's (`.swiftformat` is SwiftFormat's); with none, one
    /// in agreement with the `.swiftlint.yml` in place (the preset's when there is none yet), measured from
    /// the code where that says nothing; none for a repository with no Swift code to measure.
    private func formatStep(style: SwiftStyle?, lintPreset: String) throws(CommandError) -> Step {
        let path = ".swift-format"
        if exists(path) { return Step(path: path, action: .keep, contents: "") }
        if exists(".swiftformat") {
            return Step(path: path, action: .skip("the team formats with SwiftFormat (.swiftformat)"), contents: "")
        }
        guard let style else {
            return Step(path: path, action: .skip("no Swift code yet to take its style from"), contents: "")
        }
        let teamLint = AtomicFile.existingContent(of: root.appendingPathComponent(".swiftlint.yml"))
            .map { String(decoding: $0, as: UTF8.self) }
        return Step(path: path, action: .create, contents: try FormatPreset.text(
            agreeingWith: teamLint ?? lintPreset, measured: style, presets: presets
        ))
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

    /// The project spec for the repository `name`, from the `project.yml` preset (`Templates/Init/`): the
    /// features folder where the packages live, the deployment targets they declare (iOS 17 without any).
    func projectSpec(name: String, layout: RepositoryLayout = RepositoryLayout()) throws(CommandError) -> String {
        let safeName = name.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        let folder = layout.packagesFolder
        let manifests = layout.packageFolders
            .filter { ($0 as NSString).deletingLastPathComponent == folder }
            .prefix(Self.manifestLimit)
            .compactMap { folder in
                try? PackageManifest.read(root.appendingPathComponent(folder).appendingPathComponent("Package.swift"))
            }
        // XcodeGen's deploymentTarget names the SDK platforms only.
        let platforms = PlatformRequirements.platforms(of: manifests)
            .filter { !["macCatalyst", "driverKit"].contains($0.name) }
        let targets = platforms.isEmpty ? [("iOS", "17.0")] : platforms.map { ($0.name, $0.version) }
        return try presets.text(InitPresets.projectSpec, filling: [
            "name": safeName.isEmpty ? "App" : safeName,
            "featuresPath": folder ?? "localPackages",
            "deploymentTargets": targets.map { name, version in
                "    \(name): \"\(version.contains(".") ? version : version + ".0")\""
            }.joined(separator: "\n"),
        ])
    }
}

extension RepositoryInitializer.Action {
    /// Whether the step writes a file.
    var writes: Bool {
        switch self {
        case .create, .appendLines: true
        case .keep, .skip: false
        }
    }
}
