// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// Rendered mocks kept in the store, so that an unchanged protocol is not rendered again: rendering is
/// most of a warm run once parsing is cached.
///
/// A mock's key holds everything its text depends on: the content keys of the files declaring the
/// protocol and its parents, the aliases and extension defaults it was resolved with, the style, and the
/// build of the tool (a rebuilt renderer never serves an older build's text).
struct RenderCache: Sendable {
    // v2: the stored text is finished (lines broken and exempted for `maxLineLength`); v3: keys hold the
    // digest of what every key shares, not that text itself; v4: values sealed with a checksum.
    static let namespace = "mocks.rendered.v5"

    /// A finished mock with what it was resolved from.
    struct Rendered: Sendable {
        var text: String
        /// The files the protocol and its parents were read from.
        var files: Set<String>
        var unknownParents: [String]
    }

    let store: Store?
    /// Where new renderings go, beside the run.
    let writes: BackgroundWrites?
    /// Content key by display path, from the model loader.
    let fileKeys: [String: String]
    /// What every resolution may depend on beyond the protocol's own files (all aliases).
    let context: String
    /// Mocks are stored finished for this limit (see `MockFileRenderer.finished(mock:maxLineLength:)`).
    let maxLineLength: Int

    /// Resolves and renders `models` (in parallel, keeping their order), reusing stored renderings; the texts
    /// come back finished, ready for `MockFileRenderer.assemble`.
    func render(
        _ models: [ProtocolModel], resolver: ProtocolResolver, renderer: MockRenderer, style: MockStyle
    ) throws -> [Result<Rendered, ResolutionError>] {
        // What every key of the run shares, hashed once: the aliases of a large code base are tens of kilobytes.
        let shared = ContentKey.of(
            [ToolsCore.buildIdentity, style.fingerprint, "\(maxLineLength)", context].joined(separator: "\n")
        )
        // Resolving and keying each protocol is independent too: on the cores, before the store is asked.
        typealias Prepared = (resolved: Result<ResolvedProtocol, ResolutionError>, key: String?)
        let prepared = Locked([Prepared?](repeating: nil, count: models.count))
        ParallelWork.forEach(count: models.count) { index in
            let result = Result { () throws(ResolutionError) in try resolver.resolve(models[index]) }
            let key: String? = if case .success(let protocolModel) = result {
                key(for: protocolModel, shared: shared)
            } else {
                nil
            }
            prepared.withLock { $0[index] = (result, key) }
        }
        let resolved = prepared.current.compactMap { $0?.resolved }
        let keys = prepared.current.map { $0?.key }
        let stored = try writes?.cachedValues(namespace: Self.namespace, keys: keys.compactMap { $0 }) ?? [:]
        let results = Locked([Result<Rendered, ResolutionError>?](repeating: nil, count: models.count))
        let fresh = Locked([String: Data]())
        ParallelWork.forEach(count: models.count) { index in
            let result: Result<Rendered, ResolutionError>
            switch resolved[index] {
            case .failure(let error):
                result = .failure(error)
            case .success(let protocolModel):
                let files = protocolModel.files
                let parents = protocolModel.unknownParents
                if let key = keys[index], let data = stored[key] {
                    result = .success(Rendered(
                        text: String(decoding: data, as: UTF8.self), files: files, unknownParents: parents
                    ))
                } else {
                    do throws(ResolutionError) {
                        let text = MockFileRenderer.finished(
                            mock: try renderer.render(protocolModel), maxLineLength: maxLineLength
                        )
                        if let key = keys[index] { fresh.withLock { $0[key] = Data(text.utf8) } }
                        result = .success(Rendered(text: text, files: files, unknownParents: parents))
                    } catch {
                        result = .failure(error)
                    }
                }
            }
            results.withLock { $0[index] = result }
        }
        writes?.store(fresh.current, namespace: Self.namespace)
        return results.current.compactMap { $0 }
    }

    /// Nil when a file of the protocol has no content key (then the mock is rendered, never stored).
    private func key(for resolved: ResolvedProtocol, shared: String) -> String? {
        var parts = [shared, resolved.model.name, resolved.model.file]
        for file in resolved.files.sorted() {
            guard let key = fileKeys[file] else { return nil }
            parts.append(key)
        }
        parts.append(resolved.defaultedSelectors.sorted().joined(separator: ","))
        parts.append(resolved.functionAliases.sorted().joined(separator: ","))
        return ContentKey.of(parts.joined(separator: "\n"))
    }
}
