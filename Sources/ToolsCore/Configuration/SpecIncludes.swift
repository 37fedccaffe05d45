// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// Reads a spec and the files it includes, then merges them as XcodeGen does: each file once (the first
/// time it is met, depth first), included files merged in order (a later include wins over an earlier
/// one) and the including file winning over all of them. With `relativePaths: true` (the default) an
/// included file's paths and includes are relative to its own folder; with `false`, to the including one.
/// Each file is read as XcodeGen's parser reads it: duplicated keys accepted (the last one wins, with a
/// warning at the later key) and `${NAME}` replaced by the environment variable NAME when it is set (left
/// as written otherwise). A missing or broken included file is a problem collected while the others are
/// read; only the root file's own failure stops the reading.
///
/// Bounded: a file is known by its real path (reached through a link it is the same file, read once), an
/// include that closes a cycle is left out with one warning at its line, and a chain deeper than
/// `maximumDepth` files is a problem at the include past the bound (XcodeGen recurses without end there).
struct SpecIncludes {
    /// The deepest chain of includes read, the root file included.
    static let maximumDepth = 64

    private struct LoadedFile {
        var document: ConfigValue
        var includes: [String]
    }

    private struct Include {
        var path: String
        var relativePaths: Bool
        var node: ConfigValue
        var keyPath: String
    }

    let environment: [String: String]
    /// The folder messages name files relative to.
    let displayRoot: URL
    private var files: [String: LoadedFile] = [:]
    private var loading: Set<String> = []
    /// Every file read, in the order read.
    private(set) var order: [URL] = []
    /// Each file's document as written (before `${…}` and paths are rewritten), by display path.
    private(set) var documents: [(file: String, value: ConfigValue)] = []
    /// Duplicated keys of the files read, and includes left out because they close a cycle.
    private(set) var warnings: [Diagnostic] = []
    /// Problems of included files and of `include:` entries.
    private(set) var problems = ConfigurationProblems()

    init(environment: [String: String], displayRoot: URL) {
        self.environment = environment
        self.displayRoot = displayRoot
    }

    /// The merged document of `url` and everything it includes; throws when `url` itself cannot be read.
    mutating func load(_ url: URL) throws(ConfigurationError) -> ConfigValue {
        let key = try loadFile(url, base: url.deletingLastPathComponent(), relative: "", prefix: "", from: nil)
        var merged: Set<String> = []
        return mergedDocument(key, visited: &merged)
    }

    func display(_ url: URL) -> String {
        ProjectSpecLoader.display(url, displayRoot)
    }

    private mutating func loadFile(
        _ url: URL, base: URL, relative: String, prefix: String, from include: Include?
    ) throws(ConfigurationError) -> String {
        let path = url.standardizedFileURL.path
        let key = RealPath.of(path) ?? path
        if files[key] != nil { return key }
        if loading.contains(key), let include {
            warnings.append(ConfigNode(value: include.node, keyPath: include.keyPath).warning(
                "'\(include.path)' is already being included (the includes form a cycle); it is left out here"))
            return key
        }
        // The files being loaded are the chain of includes down to this one.
        if loading.count >= Self.maximumDepth, let include {
            throw include.node.error(
                "the chain of includes is deeper than \(Self.maximumDepth) files; '\(include.path)' is not read",
                keyPath: include.keyPath, hint: "include the deeper files from a file nearer the root spec")
        }
        guard FileManager.default.fileExists(atPath: path) else {
            if let include {
                throw include.node.error(
                    "included file '\(include.path)' does not exist", keyPath: include.keyPath,
                    hint: "fix the path, relative to \(relativePathsHint(include))")
            }
            throw ConfigurationError.unreadable(file: display(url))
        }
        loading.insert(key)
        defer { loading.remove(key) }
        order.append(url.standardizedFileURL)
        var document = try read(url)
        if !document.isMapping { document = ConfigValue(.mapping([]), at: document.location) }
        var children: [String] = []
        for include in includes(of: document) {
            let childBase = include.relativePaths ? base.appendingPathComponent(relative) : base
            let childRelative = include.relativePaths ? SpecPath.parent(include.path) : ""
            let childURL =
                include.path.hasPrefix("/")
                ? URL(fileURLWithPath: include.path) : childBase.appendingPathComponent(include.path)
            // A broken included file is one problem among the others: the rest of the spec is still read.
            do {
                children.append(
                    try loadFile(
                        childURL, base: childBase, relative: childRelative,
                        prefix: SpecPath.join(prefix, childRelative), from: include))
            } catch {
                problems.record(error)
            }
        }
        files[key] = LoadedFile(document: SpecPathProperties.rewrite(document, prefix: prefix), includes: children)
        return key
    }

    /// One file as XcodeGen's parser reads it, `${NAME}` replaced from the environment.
    private mutating func read(_ url: URL) throws(ConfigurationError) -> ConfigValue {
        let name = display(url)
        let document = try YAMLLoader.read(url, displayPath: name, duplicateKeys: .lastWins)
        warnings += document.warnings
        let root = document.root
        guard root.isMapping || root.isNull || root.scalar == "" else {
            throw root.error("expected a mapping at the top level", keyPath: "")
        }
        documents.append((name, root))
        guard !environment.isEmpty else { return root }
        return root.mapStrings { SpecVariables.expand($0, variables: self.environment) }
    }

    private func relativePathsHint(_ include: Include) -> String {
        include.relativePaths ? "the including file's folder" : "the root spec's folder (relativePaths: false)"
    }

    private mutating func includes(of document: ConfigValue) -> [Include] {
        guard let node = document["include"] else { return [] }
        let list = node.isSequence ? node.elements : [node]
        var result: [Include] = []
        for (index, element) in list.enumerated() {
            let keyPath = node.isSequence ? "include[\(index)]" : "include"
            if let path = element.scalar {
                result.append(Include(path: path, relativePaths: true, node: element, keyPath: keyPath))
            } else if element.isMapping {
                guard let path = element["path"]?.scalar else {
                    problems.record(
                        element.error("an include needs a 'path'", keyPath: keyPath))
                    continue
                }
                if let enable = element["enable"], !Self.flag(enable) { continue }
                let relative = element["relativePaths"].map(Self.flag) ?? true
                result.append(
                    Include(
                        path: path, relativePaths: relative, node: element["path"] ?? element,
                        keyPath: keyPath + ".path"))
            }
        }
        return result
    }

    /// `enable` and `relativePaths` as XcodeGen reads them: a YAML boolean, else the text's `boolValue`
    /// (true when it starts with Y, T or a non-zero digit), so an unset `${VARIABLE}` disables an include.
    static func flag(_ node: ConfigValue) -> Bool {
        if case .scalar(_, true) = node.kind, let value = node.bool { return value }
        let text = (node.scalar ?? "").trimmingCharacters(in: .whitespaces)
        guard let first = text.first else { return false }
        if "YyTt".contains(first) { return true }
        let digits = text.drop { "+-".contains($0) }.drop { $0 == "0" }
        return digits.first.map { "123456789".contains($0) } ?? false
    }

    private func mergedDocument(_ key: String, visited: inout Set<String>) -> ConfigValue {
        guard visited.insert(key).inserted, let file = files[key] else { return .emptyMapping() }
        var base = ConfigValue.emptyMapping()
        for child in file.includes {
            base = mergedDocument(child, visited: &visited).merged(onto: base)
        }
        return file.document.merged(onto: base)
    }
}
