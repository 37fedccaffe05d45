// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The packages of a spec: `packages:` (local `path`, remote `url` or `github`) and the older
/// `localPackages:` list. Each package's problem is collected; the others are still read.
enum SpecPackages {
    static func read(
        _ document: ConfigValue, folder: URL, warnings: inout [Diagnostic], problems: inout ConfigurationProblems
    ) -> [ProjectSpec.Package] {
        var result: [ProjectSpec.Package] = []
        if let node = document["packages"], !node.isNull {
            if !node.isMapping {
                problems.record(
                    node.error("expected a mapping of package names", keyPath: "packages"))
            }
            for entry in node.entries {
                let keyPath = "packages.\(entry.key)"
                let read = problems.collect { () throws(ConfigurationError) -> ProjectSpec.Package in
                    try package(entry, keyPath: keyPath, folder: folder)
                }
                guard let read else { continue }
                warnings += SpecKeys.unknownKeyWarnings(entry.value, known: SpecKeys.package, keyPath: keyPath)
                result.append(read)
            }
        }
        let legacy = document["localPackages"].map { node in node.isSequence ? node.elements : [node] } ?? []
        for path in legacy.compactMap(\.scalar) {
            let directory = folder.appendingPathComponent(path).standardizedFileURL
            if !result.contains(where: { $0.name == directory.lastPathComponent }) {
                result.append(ProjectSpec.Package(name: directory.lastPathComponent, path: directory, url: nil))
            }
        }
        return result
    }

    private static func package(
        _ entry: ConfigEntry, keyPath: String, folder: URL
    ) throws(ConfigurationError) -> ProjectSpec.Package {
        let value = entry.value
        guard value.isMapping else {
            throw value.error("expected a mapping with 'path', 'url' or 'github'", keyPath: keyPath)
        }
        let path = value["path"]?.scalar
        let url = value["url"]?.scalar ?? value["github"]?.scalar.map { "https://github.com/\($0)" }
        guard path != nil || url != nil else {
            throw value.error(
                "a package needs 'path' (local), or 'url' or 'github' (remote)", keyPath: keyPath,
                hint: "write 'path: localPackages/\(entry.key)' or 'url: https://…' with a version")
        }
        return ProjectSpec.Package(
            name: entry.key, path: path.map { folder.appendingPathComponent($0).standardizedFileURL },
            url: path == nil ? url : nil)
    }
}
