// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A `.swift-format` file as swift-format applies it to a Swift file: the nearest one in the file's folder
/// or a folder above it, up to the root of the file system.
public struct SwiftFormatConfiguration: Sendable, Hashable {
    /// The configuration file's name, in every folder.
    public static let fileName = ".swift-format"

    /// The file's absolute path.
    public var path: String
    /// Its bytes: part of every cached result's key, so an edit to it checks every file again.
    public var content: Data

    public init(path: String, content: Data) {
        self.path = path
        self.content = content
    }

    /// Whether the file lies in `folder` or below it.
    public func isInside(_ folder: String) -> Bool {
        path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
}

/// Finds the `.swift-format` of each Swift file of a run, asking the file system once per folder; for
/// SwiftFormat, its `.swiftformat` files, which it merges from the root down to the file's folder (each
/// overrides the options of those above): the nearest one names the configuration, all of them (with the
/// `.swift-version` files it reads too) make its content.
final class SwiftFormatConfigurations {
    /// By folder path: the configuration found from there (`.some(nil)`: none up to the root).
    private var byFolder: [String: SwiftFormatConfiguration?] = [:]
    private let kind: FormatterKind

    init(kind: FormatterKind = .swiftFormat) {
        self.kind = kind
    }

    /// The configuration swift-format uses for the file at `path` (absolute); nil: swift-format's defaults.
    func configuration(forFile path: String) -> SwiftFormatConfiguration? {
        configuration(forFolder: Self.folder(of: path))
    }

    private func configuration(forFolder folder: String) -> SwiftFormatConfiguration? {
        if let known = byFolder[folder] { return known }
        if kind == .lockwoodSwiftFormat {
            let found = mergedConfiguration(forFolder: folder)
            byFolder[folder] = .some(found)
            return found
        }
        let candidate = (folder == "/" ? "" : folder) + "/" + SwiftFormatConfiguration.fileName
        let found: SwiftFormatConfiguration?
        // As swift-format decides: a readable file of that name (a folder so named cannot be read as one).
        if FileKind.of(candidate) != .directory, FileManager.default.isReadableFile(atPath: candidate),
           let content = FileManager.default.contents(atPath: candidate) {
            found = SwiftFormatConfiguration(path: candidate, content: content)
        } else if folder == "/" || folder.isEmpty {
            found = nil
        } else {
            found = configuration(forFolder: Self.folder(of: folder))
        }
        byFolder[folder] = .some(found)
        return found
    }

    /// SwiftFormat's: the folder's own `.swiftformat` and `.swift-version` after those of the folders above.
    private func mergedConfiguration(forFolder folder: String) -> SwiftFormatConfiguration? {
        let above = folder == "/" || folder.isEmpty ? nil : configuration(forFolder: Self.folder(of: folder))
        let base = folder == "/" ? "" : folder
        let own = base + "/" + kind.configurationFileName
        let version = base + "/.swift-version"
        let ownContent = FormatterKind.isFile(own) ? FileManager.default.contents(atPath: own) : nil
        let versionContent = FormatterKind.isFile(version) ? FileManager.default.contents(atPath: version) : nil
        guard ownContent != nil || versionContent != nil else { return above }
        // A `.swift-version` alone configures nothing by itself: it counts only under a `.swiftformat`.
        guard let path = ownContent != nil ? own : above?.path else { return nil }
        var content = above?.content ?? Data()
        for (name, part) in [(own, ownContent), (version, versionContent)] {
            guard let part else { continue }
            content.append(Data("\n# \(name)\n".utf8))
            content.append(part)
        }
        return SwiftFormatConfiguration(path: path, content: content)
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
