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
        if request.selectsAll { return { _, _ in true } }
        let packages = request.folderPackages.map { $0.standardizedFileURL.path + "/" }
        let folders = Set(request.folders)
        return { path, source in
            if FileDigest.isAnnotated(source) { return true }
            guard let package = packages.first(where: { path.hasPrefix($0) }) else { return false }
            return path.dropFirst(package.count).split(separator: "/").dropLast().contains {
                folders.contains(String($0))
            }
        }
    }

    /// Parses the deferred files that declare a name the parsed ones need, or extend a protocol they hold,
    /// until nothing new is needed.
    static func complete(
        _ loaded: inout ModelLoader.Loaded, files: [URL], loader: ModelLoader,
        displayPath: @Sendable (URL) -> String
    ) throws {
        guard !loaded.deferred.isEmpty else { return }
        let declared = loaded.deferred.mapValues(\.names)
        var known: Set<String> = []
        var wanted: Set<String> = []
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
            try loader.parse(chosen, of: files, in: &loaded, displayPath: displayPath)
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

/// The names a file declares as protocols or aliases, and the types it extends, read from its text
/// without parsing (a keyword at a word start, then the identifier after it).
struct DeclaredNames: Sendable {
    var declarations: Set<String> = []
    var extensions: Set<String> = []

    init(scanning source: String) {
        var source = source
        let keywords: [(bytes: [UInt8], isExtension: Bool)] = [
            (Array("protocol".utf8), false), (Array("typealias".utf8), false), (Array("extension".utf8), true),
        ]
        source.withUTF8 { bytes in
            // One pass: only the keywords' first letters stop it.
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "p") || byte == UInt8(ascii: "t") || byte == UInt8(ascii: "e"),
                      index == 0 || !Self.isIdentifierByte(bytes[index - 1]),
                      let keyword = keywords.first(where: { Self.matches($0.bytes, at: index, in: bytes) }) else {
                    index += 1
                    continue
                }
                let (name, end) = Self.name(after: index + keyword.bytes.count, in: bytes)
                if let name {
                    if keyword.isExtension { extensions.insert(name) } else { declarations.insert(name) }
                }
                index = end
            }
        }
    }

    private static func matches(_ keyword: [UInt8], at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index + keyword.count < bytes.count else { return false }
        for offset in 0..<keyword.count where bytes[index + offset] != keyword[offset] { return false }
        return true
    }

    /// The identifier after blanks at `start` (the last component of a dotted name), and where it ends.
    private static func name(after start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (String?, Int) {
        var cursor = start
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard cursor < bytes.count, isBlank(bytes[cursor]) else { return (nil, cursor) }
        while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
        var nameStart = cursor
        while cursor < bytes.count, isIdentifierByte(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ".") {
            // `extension Module.Type`: the type's own name is what protocols are known by.
            if bytes[cursor] == UInt8(ascii: ".") { nameStart = cursor + 1 }
            cursor += 1
        }
        guard cursor > nameStart else { return (nil, cursor) }
        return (String(validating: bytes[nameStart..<cursor], as: UTF8.self), cursor)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte >= 0x80
    }
}
