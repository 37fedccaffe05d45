// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Which files are parsed: those that can hold a protocol to mock at once, the others only when a mocked
/// protocol needs what they declare (a parent, an alias, an extension with default implementations).
///
/// Parsing is most of a cold run, and in a code base most files that mention `protocol` hold nothing to
/// mock: mockolo parses only annotated files, and so do we, reading parents on demand.
enum OnDemandLoading {
    /// Files are parsed at once when they carry an annotation (`@mockable`, `AutoMockable`, which also
    /// covers `extension Foo: AutoMockable`) or lie in a layer folder of a feature package; every file
    /// when every protocol is mocked.
    static func parseNow(for request: MockRequest) -> @Sendable (String, String) -> Bool {
        let wholesale = request.selectsAll ? request.wholesaleFiles : []
        if request.selectsAll, wholesale == nil { return { _, _ in true } }
        let packages = request.folderPackages.map { $0.standardizedFileURL.path + "/" }
        let folders = Set(request.folders)
        return { path, source in
            if FileDigest.isAnnotated(source) || wholesale?.contains(path) == true { return true }
            guard let package = packages.first(where: { path.hasPrefix($0) }) else { return false }
            return path.dropFirst(package.count).split(separator: "/").dropLast().contains {
                folders.contains(String($0))
            }
        }
    }

    /// Parses the deferred files that declare a name the parsed ones need, or extend a protocol they hold,
    /// until nothing new is needed.
    /// `wanted`: names needed besides the parsed files' (the protocols recorded as mocked on request).
    static func complete(
        _ loaded: inout ModelLoader.Loaded, files: RunFiles, loader: ModelLoader, wanted: Set<String> = []
    ) throws {
        guard !loaded.deferred.isEmpty else { return }
        let declared = loaded.deferred.mapValues(\.names)
        var known: Set<String> = []
        var wanted = wanted
        var pending = Array(loaded.models.indices)
        while true {
            for index in pending {
                guard let models = loaded.models[index] else { continue }
                known.formUnion(models.protocols.map(\.name))
                wanted.formUnion(neededNames(of: models))
            }
            let missing = wanted.subtracting(known)
            let chosen = loaded.deferred.keys.filter { index in
                guard let names = declared[index] else { return false }
                return !names.declarations.isDisjoint(with: missing) || !names.extensions.isDisjoint(with: known)
            }.sorted()
            guard !chosen.isEmpty else { return }
            try loader.parse(chosen, of: files, in: &loaded)
            pending = chosen
        }
    }

    /// The protocols and aliases a file's models refer to: parents, alias targets, and the protocols its
    /// extensions select.
    static func neededNames(of models: FileModels) -> Set<String> {
        var names = Set(models.annotatedExtensions + models.autoMockableExtensions)
        let references = models.protocols.flatMap(\.inherited) + models.typeAliases.map(\.target)
        for reference in references {
            for part in reference.split(separator: "&") {
                var name = part.trimmingCharacters(in: .whitespaces)
                if name.hasPrefix("Swift.") { name.removeFirst(6) }
                if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
                if !name.isEmpty { names.insert(name) }
            }
        }
        return names
    }
}
