// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Registers a package in `project.yml` by inserting lines: under `packages:` and, for each target
/// (or target template) configured in `tools.scaffold.registerInTargets`, in its `dependencies:`. Entries that
/// exist already (in the file or in a file it includes) are left alone.
enum ProjectRegistration {
    struct Request {
        var packageName: String
        /// The package folder relative to the folder of `project.yml`.
        var packagePath: String
        var targets: [String]
    }

    /// `project.yml` as the edit reads it: its values, its lines, and its name for messages.
    private struct SpecText {
        let document: ConfigNode
        let yaml: YAMLLines
        let file: String
    }

    static func edit(
        text: String, file: String, request: Request, spec loaded: ProjectSpec?
    ) throws -> LineInsertions {
        // Read as the spec loader reads it: a key written twice is XcodeGen's (the last one wins).
        let document = ConfigNode(value: try YAMLLoader.read(text: text, file: file, duplicateKeys: .lastWins).root)
        let yaml = YAMLLines(text)
        let spec = SpecText(document: document, yaml: yaml, file: file)
        var edit = LineInsertions(original: text)
        let known = loaded?.packages.contains { $0.name == request.packageName } ?? false
        if !known && document["packages"]?[request.packageName] == nil {
            try addPackage(request, in: spec, to: &edit)
        }
        for target in request.targets {
            let existing = loaded?.targets.first { $0.name == target }?.dependencies
                .contains { $0.kind == .package && $0.name == request.packageName } ?? false
            if !existing {
                try addDependency(request.packageName, toTarget: target, in: spec, to: &edit)
            }
        }
        return edit
    }

    // MARK: packages

    private static func addPackage(_ request: Request, in spec: SpecText, to edit: inout LineInsertions) throws {
        let (document, yaml) = (spec.document, spec.yaml)
        let all = 0..<yaml.count
        guard let keyLine = yaml.keyLine("packages", indent: 0, in: all), let packages = document["packages"] else {
            // No `packages:` yet: a new block at the end, separated by a blank line as the others are.
            let separator = yaml.lines.last?.isEmpty == false ? [""] : []
            edit.insert(separator + ["packages:"] + entry(request, indent: 2, childIndent: 4), afterLine: yaml.count)
            return
        }
        if packages.isNull {
            edit.insert(entry(request, indent: 2, childIndent: 4), afterLine: keyLine + 1)
            return
        }
        guard packages.isMapping, yaml.inlineValue(at: keyLine).isEmpty else {
            throw packages.error(
                "cannot add \(request.packageName): 'packages' is not a block mapping",
                hint: "write it as 'packages:' followed by one indented entry per package, then run again"
            )
        }
        let indent = max(packages.position.column - 1, 1)
        var childIndent = indent + 2
        if let first = try packages.entries().first?.value, first.isMapping {
            childIndent = max(first.position.column - 1, indent + 1)
        }
        let end = yaml.blockEnd(after: keyLine, parentIndent: 0)
        edit.insert(entry(request, indent: indent, childIndent: childIndent), afterLine: end + 1)
    }

    private static func entry(_ request: Request, indent: Int, childIndent: Int) -> [String] {
        [
            String(repeating: " ", count: indent) + request.packageName + ":",
            String(repeating: " ", count: childIndent) + "path: " + request.packagePath,
        ]
    }

    // MARK: target dependencies

    private static func addDependency(
        _ packageName: String, toTarget name: String, in spec: SpecText, to edit: inout LineInsertions
    ) throws {
        let (document, yaml, file) = (spec.document, spec.yaml, spec.file)
        let all = 0..<yaml.count
        // A target, else a target template (XcodeGen's `targetTemplates:`, where apps that share a
        // dependency list between targets keep it).
        let section = ["targets", "targetTemplates"].first { document[$0]?[name] != nil } ?? "targets"
        guard let targets = document[section], targets.isMapping,
              let targetsLine = yaml.keyLine(section, indent: 0, in: all),
              let target = targets[name] else {
            throw ScaffoldError.unknownRegistrationTarget(file: file, target: name)
        }
        let targetIndent = targets.position.column - 1
        let targetsEnd = yaml.blockEnd(after: targetsLine, parentIndent: 0)
        guard let targetLine = yaml.keyLine(name, indent: targetIndent, in: (targetsLine + 1)..<(targetsEnd + 1)),
              target.isMapping, yaml.inlineValue(at: targetLine).isEmpty else {
            throw target.error(
                "cannot add the dependency on \(packageName): the target is not written as a block mapping",
                hint: "add '- package: \(packageName)' to its dependencies yourself"
            )
        }
        let childIndent = target.position.column - 1
        let targetEnd = yaml.blockEnd(after: targetLine, parentIndent: targetIndent)
        let spaces = { (count: Int) in String(repeating: " ", count: count) }
        guard let dependencies = target["dependencies"] else {
            edit.insert(
                [spaces(childIndent) + "dependencies:", spaces(childIndent + 2) + "- package: " + packageName],
                afterLine: targetEnd + 1
            )
            return
        }
        let targetBody = (targetLine + 1)..<(targetEnd + 1)
        guard let dependenciesLine = yaml.keyLine("dependencies", indent: childIndent, in: targetBody),
              dependencies.isNull || yaml.inlineValue(at: dependenciesLine).isEmpty else {
            throw dependencies.error(
                "cannot add \(packageName): 'dependencies' is not a block list",
                hint: "write one '- …' entry per line, then run again"
            )
        }
        let items = dependencies.isNull ? [] : try dependencies.elements()
        if items.contains(where: { (try? $0["package"]?.string()) == packageName }) { return }
        if dependencies.isNull {
            edit.insert([spaces(childIndent + 2) + "- package: " + packageName], afterLine: dependenciesLine + 1)
            return
        }
        let dashIndent = items.first.flatMap { item in yaml.indentation(item.position.line - 1) } ?? childIndent + 2
        let end = yaml.blockEnd(after: dependenciesLine, parentIndent: childIndent, sequenceAtSameIndent: true)
        edit.insert([spaces(dashIndent) + "- package: " + packageName], afterLine: end + 1)
    }
}
