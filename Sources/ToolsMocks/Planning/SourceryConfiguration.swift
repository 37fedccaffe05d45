// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A team's Sourcery configuration (`.sourcery.yml`), read as `sourcery --config FILE` reads it, for what
/// its AutoMockable template generates: the same sources, the same output file, the same imports.
///
/// Read like Sourcery 2.3: paths are relative to the file's folder; `sources` (and `templates`) is a list
/// or `include:`/`exclude:` (folders stand for the files below them, hidden ones skipped; excluded files
/// are taken out); `output` is a folder (it exists as one, or its name has no extension, or ends with `/`)
/// that receives `<Template>.generated.swift`, or a file; `${NAME}` in a value is the environment variable
/// (empty when unset); `configurations:` lists several. Everything it can hold that is not honoured here
/// gets one warning naming the key.
public struct SourceryConfiguration: Sendable {
    /// The Swift files to scan.
    public var sources: [URL] = []
    /// The file that receives the mocks.
    public var output: URL
    /// Where `output` was written, for the error when it leaves the workspace.
    public var outputNode: ConfigNode?
    public var imports: [String] = []
    public var testableImports: [String] = []
    /// What the AutoMockable template tells of the names (nil when it cannot be read).
    public var template: SourceryTemplate?
    public var warnings: [Diagnostic] = []

    static let honouredKeys: Set<String> = ["sources", "templates", "output", "args"]
    /// Sourcery's other keys: known, but not honoured (a warning each).
    static let unhonouredKeys: Set<String> = [
        "project", "package", "cacheBasePath", "forceParse", "parseDocumentation", "baseIndentation",
    ]
    static let honouredArguments: Set<String> = ["autoMockableImports", "autoMockableTestableImports"]

    /// Reads the configuration at `url`, named `displayPath` in messages.
    public static func read(
        _ url: URL, displayPath: String, environment: [String: String]
    ) throws(ConfigurationError) -> SourceryConfiguration {
        let document = try YAMLLoader.load(url, displayPath: displayPath)
        guard document.isMapping else { throw document.wrongType("a mapping (Sourcery's configuration)") }
        let reader = Reader(folder: url.deletingLastPathComponent(), environment: environment)
        guard let list = document["configurations"] else { return try reader.configuration(document) }
        // Several configurations: the one that uses the AutoMockable template is the one generated.
        var found: SourceryConfiguration?
        for element in try list.elements() {
            guard var configuration = try reader.configuration(element, onlyIfAutoMockable: true) else { continue }
            guard found == nil else {
                throw element.error(
                    "a second configuration uses the AutoMockable template; tools generates one",
                    hint: "keep one AutoMockable configuration, or one configuration file per run"
                )
            }
            configuration.warnings += document.unknownKeyWarnings(known: ["configurations"])
            found = configuration
        }
        guard let found else {
            throw list.error("no configuration uses the AutoMockable template",
                             hint: "tools generate-mocks generates only AutoMockable's mocks")
        }
        return found
    }

    /// Reads one configuration's mapping.
    private struct Reader {
        var folder: URL
        var environment: [String: String]

        func configuration(_ node: ConfigNode) throws(ConfigurationError) -> SourceryConfiguration {
            // Without `onlyIfAutoMockable` a configuration is always returned.
            guard let configuration = try configuration(node, onlyIfAutoMockable: false) else {
                throw node.error("no AutoMockable template")
            }
            return configuration
        }

        /// nil when `onlyIfAutoMockable` and the configuration's templates have no AutoMockable template.
        func configuration(
            _ node: ConfigNode, onlyIfAutoMockable: Bool
        ) throws(ConfigurationError) -> SourceryConfiguration? {
            guard let templatesNode = node["templates"] else {
                throw node.error("the configuration has no 'templates'", hint: "list the AutoMockable template")
            }
            // A folder stands for the templates in it (Sourcery's kinds), not for its other files.
            let templates = try paths(templatesNode).filter { SourceryTemplate.extensions.contains($0.pathExtension) }
            let mockTemplate = templates.first(where: SourceryTemplate.isAutoMockable)
            guard let mockTemplate else {
                if onlyIfAutoMockable { return nil }
                throw templatesNode.error(
                    "no AutoMockable template among the templates",
                    hint: "tools generate-mocks generates only AutoMockable's mocks")
            }
            var warnings: [Diagnostic] = []
            for other in templates where other != mockTemplate {
                warnings.append(templatesNode.warning(
                    "the template '\(other.lastPathComponent)' is not generated by tools (only AutoMockable is)"))
            }
            let (output, outputPathNode) = try readOutput(node, template: mockTemplate, warnings: &warnings)
            var configuration = SourceryConfiguration(output: output, outputNode: outputPathNode)
            let reading = SourceryTemplate.read(mockTemplate)
            if case .read(let template) = reading { configuration.template = template }
            if configuration.template?.naming == nil {
                let reason = switch reading {
                case .read: "shows neither the selector nor the typed way of naming members"
                case .tooLarge: "is larger than \(SourceryTemplate.maximumBytes >> 20) MB and is not read"
                case .unreadable: "cannot be read"
                }
                warnings.append(templatesNode.warning(
                    "the template '\(mockTemplate.lastPathComponent)' \(reason): the names follow --naming or "
                        + "tools.mocks.naming (default: selector)"))
            }
            try readSources(node, into: &configuration, warnings: &warnings)
            try readArguments(node["args"], into: &configuration, warnings: &warnings)
            for entry in node.value.entries where unhonouredKeys.contains(entry.key) {
                warnings.append(Self.notHonoured(entry, in: node))
            }
            warnings += node.unknownKeyWarnings(known: honouredKeys.union(unhonouredKeys))
            configuration.warnings = warnings
            return configuration
        }

        /// The output file: `<output>/<Template>.generated.swift` when `output` is a folder, else `output`.
        private func readOutput(
            _ node: ConfigNode, template: URL, warnings: inout [Diagnostic]
        ) throws(ConfigurationError) -> (URL, ConfigNode) {
            guard let outputNode = node["output"] else {
                throw node.error("the configuration has no 'output'", hint: "name the folder or file of the mocks")
            }
            let pathNode = outputNode.isMapping ? outputNode["path"] : outputNode
            guard let pathNode else { throw outputNode.error("the output has no 'path'") }
            let path = expanded(try pathNode.string())
            var output = resolve(path)
            if Self.isFolder(output, written: path) {
                let name = template.deletingPathExtension().lastPathComponent
                output = output.appendingPathComponent("\(name).generated.swift")
            }
            if outputNode.isMapping {
                warnings += outputNode.unknownKeyWarnings(known: ["path", "link"])
                for entry in outputNode.value.entries where entry.key == "link" {
                    warnings.append(Self.notHonoured(entry, in: outputNode))
                }
            }
            return (output, pathNode)
        }

        private func readSources(
            _ node: ConfigNode, into configuration: inout SourceryConfiguration, warnings: inout [Diagnostic]
        ) throws(ConfigurationError) {
            guard let sources = node["sources"] else {
                let other = node["project"] != nil ? "'project'" : node["package"] != nil ? "'package'" : nil
                throw node.error(
                    "the configuration has no 'sources'" + (other.map { " (\($0) is not read by tools)" } ?? ""),
                    hint: "list the source folders under 'sources'")
            }
            let (include, exclude) = try includeAndExclude(sources)
            var excluded: Set<String> = []
            for (path, _) in exclude { excluded.formUnion(Self.files(at: path).map(\.path)) }
            var files: [URL] = []
            var seen: Set<String> = []
            for (path, element) in include {
                guard FileManager.default.fileExists(atPath: path.path) else {
                    // Sourcery skips it silently; a misspelt folder should not go unnoticed.
                    warnings.append(element.warning("'\(path.path)' does not exist"))
                    continue
                }
                for file in Self.files(at: path) where file.pathExtension == "swift" && !excluded.contains(file.path) {
                    if seen.insert(file.path).inserted { files.append(file) }
                }
            }
            configuration.sources = files.sorted { $0.path < $1.path }
        }

        private func readArguments(
            _ node: ConfigNode?, into configuration: inout SourceryConfiguration, warnings: inout [Diagnostic]
        ) throws(ConfigurationError) {
            guard let node, !node.isNull else { return }
            guard node.isMapping else { throw node.wrongType("a mapping of arguments") }
            if let value = node["autoMockableImports"] {
                configuration.imports = try ModuleName.list(value, testable: false, transform: expanded)
            }
            if let value = node["autoMockableTestableImports"] {
                configuration.testableImports = try ModuleName.list(value, testable: true, transform: expanded)
            }
            for entry in node.value.entries where !honouredArguments.contains(entry.key) {
                warnings.append(Self.notHonoured(entry, in: node))
            }
        }

        /// A list of paths, or `include:` (and `exclude:`), as Sourcery's `Paths` reads them.
        private func includeAndExclude(
            _ node: ConfigNode
        ) throws(ConfigurationError) -> (include: [(URL, ConfigNode)], exclude: [(URL, ConfigNode)]) {
            if node.isMapping {
                guard let include = node["include"] else {
                    throw node.error("expected a list of paths, or 'include' (and 'exclude') lists")
                }
                var exclude: [(URL, ConfigNode)] = []
                if let excludeNode = node["exclude"] { exclude = try located(excludeNode) }
                return (try located(include), exclude)
            }
            let paths = try located(node)
            guard !paths.isEmpty else { throw node.error("no paths") }
            return (paths, [])
        }

        private func located(_ node: ConfigNode) throws(ConfigurationError) -> [(URL, ConfigNode)] {
            if !node.isSequence { return [(resolve(expanded(try node.string())), node)] }
            var result: [(URL, ConfigNode)] = []
            for element in try node.elements() {
                result.append((resolve(expanded(try element.string())), element))
            }
            return result
        }

        private func paths(_ node: ConfigNode) throws(ConfigurationError) -> [URL] {
            let (include, exclude) = try includeAndExclude(node)
            let excluded = Set(exclude.flatMap { Self.files(at: $0.0) }.map(\.path))
            return include.flatMap { Self.files(at: $0.0) }.filter { !excluded.contains($0.path) }
        }

        private func resolve(_ path: String) -> URL {
            MockPlanner.resolve(path, against: folder)
        }

        /// `${NAME}` replaced by the environment's value, as Sourcery does (the first one; unset: empty).
        func expanded(_ text: String) -> String {
            guard let start = text.range(of: "${"), let end = text[start.upperBound...].firstIndex(of: "}") else {
                return text
            }
            let name = String(text[start.upperBound..<end])
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return text }
            guard let value = environment[name] else { return "" }
            return text.replacingCharacters(in: start.lowerBound...end, with: value)
        }

        /// The warning for a key Sourcery reads and tools does not, at the key.
        static func notHonoured(_ entry: ConfigEntry, in node: ConfigNode) -> Diagnostic {
            let path = node.keyPath.isEmpty ? entry.key : "\(node.keyPath).\(entry.key)"
            return Diagnostic(
                at: entry.keyLocation, severity: .warning, ruleID: "configuration", ruleName: "Configuration",
                message: "\(path): not honoured by tools generate-mocks")
        }

        /// A folder stands for the files below it (hidden ones skipped); anything else for itself.
        static func files(at url: URL) -> [URL] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { return [url] }
            return DirectoryWalker.files(under: url.path)
                .filter { !($0.split(separator: "/").last ?? "").hasPrefix(".") }
                .map { url.appendingPathComponent($0, isDirectory: false) }
        }

        /// Sourcery's rule: an existing path is what it is; a new one is a folder when its name has no
        /// extension or it ends with `/`.
        static func isFolder(_ url: URL, written: String) -> Bool {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue
            }
            return written.hasSuffix("/") || url.pathExtension.isEmpty
        }
    }
}
