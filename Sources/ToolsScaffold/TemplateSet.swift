// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsTemplates

/// The files of one template set (`Templates/Feature/`), read from disk at every run so that teams edit
/// templates without rebuilding the tool.
///
/// - `Package/` is rendered once, when the package is created (its manifest, shared files).
/// - `SubFeature/` is rendered once per sub-feature, also when one is added to an existing package.
///
/// Paths are relative to the package folder and may contain Stencil variables (`{{ subFeature }}`);
/// a trailing `.stencil` is dropped from file names.
public struct TemplateSet: Sendable {
    public enum Part: String, Sendable, CaseIterable {
        case package = "Package"
        case subFeature = "SubFeature"
    }

    public struct File: Sendable, Hashable {
        public var part: Part
        /// Relative to the part's folder, still with its variables.
        public var path: String
        public var url: URL
    }

    public static let defaultName = "Feature"

    /// The set's folder (`…/Templates/Feature`).
    public let directory: URL
    public let files: [File]

    /// Reads the set in `directory`, which must hold `Package/` and `SubFeature/`.
    public init(directory: URL) throws {
        let manager = FileManager.default
        var files: [File] = []
        for part in Part.allCases {
            let folder = directory.appendingPathComponent(part.rawValue)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ScaffoldError.templatePartMissing(folder: directory.path, part: part.rawValue)
            }
            let found = Self.regularFiles(in: folder)
            try Self.refuseLinks(in: folder, files: found)
            files += found.map {
                File(part: part, path: $0, url: folder.appendingPathComponent($0))
            }
        }
        self.directory = directory
        self.files = files
    }

    /// The files below `folder`, relative and sorted; hidden files (`.DS_Store`) are skipped.
    private static func regularFiles(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            // `.keep` marks a folder to create empty; other hidden files (`.DS_Store`) are not templates.
            if name.hasPrefix("."), name != ".keep" {
                enumerator.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            let full = folder.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                paths.append(path)
            }
        }
        return paths.sorted()
    }

    /// Template files are copied into the user's repository: a symbolic link could pull any file of the
    /// machine (`/etc/passwd`) into a commit, so links are refused, with the path to fix.
    private static func refuseLinks(in folder: URL, files: [String]) throws {
        for path in files {
            let full = folder.appendingPathComponent(path).path
            let attributes = try? FileManager.default.attributesOfItem(atPath: full)
            if attributes?[.type] as? FileAttributeType == .typeSymbolicLink {
                throw ScaffoldError.templateIsLink(path: full)
            }
        }
    }

    // MARK: Locating

    /// Finds the set: `override` (a templates folder holding `Feature/`, or the set folder itself); else
    /// `<root>/<templatesPath>/Feature`; else the templates shipped with the tool (a resource of this module).
    public static func locate(
        override: String?, workspace: Workspace, name: String = defaultName
    ) throws(ScaffoldError) -> URL {
        if let override {
            let current = Invocation.current.currentDirectory
            let url = URL(fileURLWithPath: override, relativeTo: current).standardizedFileURL
            if isSet(url.appendingPathComponent(name)) { return url.appendingPathComponent(name) }
            if isSet(url) { return url }
            throw .noTemplateSet(path: url.path, name: name)
        }
        let configured = workspace.root.appendingPathComponent(workspace.settings.templatesPath)
            .appendingPathComponent(name)
        if isSet(configured) { return configured }
        for candidate in bundledCandidates(name: name) where isSet(candidate) { return candidate }
        throw .templatesNotFound(path: configured.path, name: name)
    }

    private static func isSet(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(
            atPath: url.appendingPathComponent(Part.subFeature.rawValue).path, isDirectory: &isDirectory
        ) && isDirectory.boolValue
    }

    /// The tool's own template sets (`Templates/` of this repository, shipped as resources), when the
    /// tool's resource bundle is where SwiftPM put it.
    public static var bundledTemplatesFolder: URL? { TemplateResources.folder }

    private static func bundledCandidates(name: String) -> [URL] {
        bundledTemplatesFolder.map { [$0.appendingPathComponent(name)] } ?? []
    }

    /// The template sets under a templates folder, for `--list-templates`.
    public static func setNames(in templatesFolder: URL) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: templatesFolder.path)) ?? []
        return entries.filter { !$0.hasPrefix(".") && isSet(templatesFolder.appendingPathComponent($0)) }.sorted()
    }
}
