// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore
import ToolsTemplates

/// The tool's own templates: compiled into the binary (ToolsTemplates' `TemplateFiles`), so a copied or
/// released binary needs no resource folder beside it.
///
/// Template sets are folders everywhere else (a workspace's `Templates/`, `--templates DIR`, the export), so
/// the embedded files are written once, as a folder, to the user's cache
/// (`$XDG_CACHE_HOME/tools/templates/<version>-<hash of the files>/`, the folder the tool's other per-user
/// files use) and read from there. Each use checks the folder still holds exactly the embedded files; one
/// that was changed is written again. When the cache cannot be written (a read-only home), a private folder
/// of the system's temporary directory stands in for this process.
enum BundledTemplates {
    static var folder: URL? {
        let cache = StoreLocation.userCacheFolder(environment: Invocation.current.environment)
            .appendingPathComponent("tools/templates", isDirectory: true)
        return written.withLock { known in
            if let known, matches(known) { return known }
            known = materialize(in: cache) ?? materialize(in: FileManager.default.temporaryDirectory, shared: false)
            return known
        }
    }

    /// The folder written for this process, checked again at each use.
    private static let written = Locked<URL?>(nil)

    /// The folder's name: the version and the files' hash, so two versions never share one.
    static var folderName: String {
        var all = Data()
        for file in TemplateFiles.all {
            all.append(Data(file.path.utf8))
            all.append(0)
            all.append(contentsOf: file.bytes)
            all.append(0)
        }
        return "\(ToolsCore.version)-\(ContentHash.of(all).prefix(16))"
    }

    /// The embedded files as a folder under `parent`: the one already there when it holds exactly them,
    /// else written afresh beside it and renamed into place (a concurrent run may win; its folder is equal).
    /// With `shared` false, a folder for this process only. Nil when nothing could be written.
    static func materialize(in parent: URL, shared: Bool = true) -> URL? {
        let target = parent.appendingPathComponent(folderName, isDirectory: true)
        if shared, matches(target) { return target }
        let manager = FileManager.default
        let staging = parent.appendingPathComponent(".\(folderName)-\(UUID().uuidString)", isDirectory: true)
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            try manager.createDirectory(at: staging, withIntermediateDirectories: false,
                                        attributes: [.posixPermissions: 0o700])
            for file in TemplateFiles.all {
                let url = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
            }
        } catch {
            try? manager.removeItem(at: staging)
            return nil
        }
        guard shared else { return staging }
        if FileKind.of(target.path) == .directory {
            // Changed since it was written: set aside, then gone (a real folder only, never a link's target).
            let aside = parent.appendingPathComponent(".\(folderName)-old-\(UUID().uuidString)")
            if (try? manager.moveItem(at: target, to: aside)) != nil { try? manager.removeItem(at: aside) }
        }
        if rename(staging.path, target.path) == 0 { return target }
        if matches(target) {
            try? manager.removeItem(at: staging)
            return target
        }
        return staging
    }

    /// Whether `folder` is a real folder holding exactly the embedded files, byte for byte.
    static func matches(_ folder: URL) -> Bool {
        guard FileKind.of(folder.path) == .directory else { return false }
        let expected = Dictionary(TemplateFiles.all.map { ($0.path, $0.bytes) }) { first, _ in first }
        var found = 0
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            let url = folder.appendingPathComponent(relative)
            switch FileKind.of(url.path) {
            case .directory: continue
            case .regular:
                guard let bytes = expected[relative], FileManager.default.contents(atPath: url.path) == Data(bytes)
                else { return false }
                found += 1
            default: return false
            }
        }
        return found == expected.count
    }
}
