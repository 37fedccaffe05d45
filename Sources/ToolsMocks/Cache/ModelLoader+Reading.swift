// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Reading one file in a run.
extension ModelLoader {
    /// What a file read from disk holds: nothing to mock, aliases only, or text to parse (with its key).
    static func read(path: String, display: String) -> Probe {
        guard let data = FileManager.default.contents(atPath: path) else { return .unreadable }
        // The words are looked for in the bytes: most files have none, and need no text at all. (Decoding
        // never drops or adds an ASCII byte, so the bytes answer as the text would.)
        // An alias matters only in a file without protocols (a parsed file's aliases come with its models).
        let (mayDeclare, mayAlias) = data.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            let mayDeclare = ProtocolParser.mayDeclareProtocols(bytes)
            return (mayDeclare, !mayDeclare && ProtocolParser.Words.typealiasWord.firstOffset(in: bytes) != nil)
        }
        guard mayDeclare else {
            guard mayAlias else { return .noProtocols }
            // Parents may be aliases declared in files without protocols: read those lines only.
            let source = String(decoding: data, as: UTF8.self)
            let aliases = ProtocolParser.typeAliases(inSourceWithoutProtocols: source)
            guard !aliases.isEmpty else { return .noProtocols }
            let models = FileModels(protocols: [], typeAliases: aliases, syntaxErrors: [])
            return .aliases(models, key: ContentKey.of(data) + " " + display)
        }
        return .read(source: String(decoding: data, as: UTF8.self), key: ContentKey.of(data) + " " + display)
    }

    /// What a file read from disk becomes.
    enum ReadOutcome {
        /// Its models, whether they were parsed (else decoded from the cache), and their encoding (the cached
        /// data, or the new encoding when there is a store).
        case models(FileModels, parsed: Bool, data: Data?)
        case deferred(Deferred)
    }

    /// The models of a file read in this run: from `cached` data, parsed when `parseNow`, else deferred.
    func readModels(
        source: String, key: String, cached: Data?, parseNow: Bool, display: String
    ) -> ReadOutcome {
        if let cached, let models = FileModels(encoded: cached) {
            return .models(models, parsed: false, data: cached)
        }
        guard parseNow else {
            return .deferred(Deferred(source: source, key: key, names: DeclaredNames(scanning: source)))
        }
        let models = ProtocolParser.parse(source: source, file: display)
        return .models(models, parsed: true, data: store == nil ? nil : models.encoded)
    }
}
