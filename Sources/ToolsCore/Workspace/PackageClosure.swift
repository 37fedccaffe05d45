// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The local packages reached from the workspace's own (the features folder's, `packages:` with a path)
/// through `.package(path:)`, read statically, each once. Folders are told apart by real path, so a package
/// reached through a symbolic link, or through a link that loops back, is one package; a second spelling of
/// one and a package naming its own folder are each said once, as warnings. Past `limit` packages the
/// closure is an error, never cut short in silence.
struct PackageClosure {
    struct Candidate {
        var directory: URL
        var isFeature: Bool
        /// The manifest that named it; nil for the workspace's own.
        var from: URL?
        /// The path as that manifest spells it.
        var spelled: String?
    }

    private(set) var packages: [LocalPackage] = []
    private(set) var warnings: [Diagnostic] = []
    /// `.package(path:)` dependencies whose folder holds no `Package.swift`: SwiftPM cannot resolve them, so
    /// the edge would be lost in silence. Each is located at its path in the manifest that names it.
    private(set) var dangling: [ConfigurationError] = []
    private var queue: [Candidate]
    private var seen: [String: URL] = [:]
    private var respelled: Set<String> = []
    private let limit: Int

    init(roots: [Candidate], limit: Int) {
        queue = roots
        self.limit = limit
    }

    /// What identifies a package's folder: its real path (links resolved), else its spelling when it is gone.
    static func identity(of directory: URL) -> String {
        RealPath.of(directory.path) ?? directory.standardizedFileURL.path
    }

    mutating func read() throws(CoreError) {
        var next = 0
        while next < queue.count {
            let candidate = queue[next]
            next += 1
            try visit(candidate)
        }
    }

    private mutating func visit(_ candidate: Candidate) throws(CoreError) {
        let manifestURL = candidate.directory.appendingPathComponent("Package.swift")
        guard FileManager.default.fileExists(atPath: manifestURL.path) else {
            if let from = candidate.from, let spelled = candidate.spelled { danglingDependency(spelled, in: from) }
            return
        }
        let identity = Self.identity(of: candidate.directory)
        if let first = seen[identity] {
            if first.path != candidate.directory.path, respelled.insert(identity).inserted {
                warn(first.appendingPathComponent("Package.swift"),
                     "also reached as \(candidate.directory.path) (a symbolic link or another spelling of this "
                        + "folder): read once")
            }
            return
        }
        guard packages.count < limit else {
            throw CoreError.tooManyPackages(path: (candidate.from ?? manifestURL).path, limit: limit)
        }
        seen[identity] = candidate.directory
        let manifest: PackageManifest
        do {
            manifest = try PackageManifest.read(manifestURL)
        } catch {
            let position = error.location?.position
            warnings.append(Diagnostic(
                file: manifestURL.path, line: position?.line ?? 1, column: position?.column, severity: .warning,
                ruleID: "workspace", message: "skipped: \(error.message)"
            ))
            return
        }
        let package = LocalPackage(
            name: manifest.name, directory: candidate.directory, manifest: manifest, isFeature: candidate.isFeature
        )
        packages.append(package)
        for (spelled, dependency) in zip(manifest.localDependencies, package.localDependencyDirectories) {
            guard Self.identity(of: dependency) != identity else {
                warn(manifestURL, "the package depends on its own folder (\(dependency.path)): ignored")
                continue
            }
            queue.append(Candidate(directory: dependency, isFeature: false, from: manifestURL, spelled: spelled))
        }
    }

    /// A `.package(path: spelled)` of `manifest` that leads to no package, at the path's place in it.
    private mutating func danglingDependency(_ spelled: String, in manifest: URL) {
        var location = FileLocation(file: manifest.path, line: 1)
        if let text = try? String(contentsOf: manifest, encoding: .utf8), let range = text.range(of: "\"\(spelled)\"") {
            let before = text[..<range.lowerBound]
            let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
            let column = before.distance(from: lineStart, to: before.endIndex) + 1
            location = FileLocation(file: manifest.path, line: line, column: column)
        }
        dangling.append(
            .invalidValue(
                location, keyPath: "dependencies",
                problem: "'.package(path: \"\(spelled)\")' names a folder without a Package.swift",
                hint: "fix the path, or remove the dependency: SwiftPM cannot resolve it"))
    }

    private mutating func warn(_ manifest: URL, _ message: String) {
        warnings.append(Diagnostic(
            file: manifest.path, line: 1, severity: .warning, ruleID: "workspace", message: message
        ))
    }
}
