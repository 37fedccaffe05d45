// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What format runs keep in the store: each file's stamp and blob id (`StampedBlob`, by path), and each
/// blob's result under a fingerprint of what decides it (swift-format's version, the configuration's bytes,
/// the kind of run and, for formatting, the line ranges). The hook finds a staged file's result by the blob
/// id the index holds, without reading it; a warm run over files on disk reads none of them.
///
/// Without a store (`--no-cache`, or a store that cannot be opened) nothing is kept and every file is read.
struct FormatCache: Sendable {
    let store: Store?

    /// Stamps by absolute path; bump it when `StampedBlob`'s encoding changes.
    static let stampNamespace = "format.stamps.v1"
    /// Results by `key(blobID:fingerprint:)`; bump it when `FindingsCodec` or the clean marker changes.
    static let resultNamespace = "format.results.v3"

    /// What a run of swift-format on a blob depends on besides the blob.
    enum Kind: String {
        /// `swift-format lint`: the findings (line ranges are applied after, so one result serves all).
        case lint
        /// `swift-format format`: whether the blob is formatted already.
        case format
    }

    /// The marker a formatting result holds: the blob is formatted already.
    static let clean = Data("clean".utf8)

    static func fingerprint(
        tool: SwiftFormatTool, configuration: SwiftFormatConfiguration?, kind: Kind, offsets: [Range<Int>] = []
    ) -> String {
        // The build too: how findings are read and kept may change with it under the same version number.
        var text = "\(kind.rawValue)\n\(tool.version)\n\(ToolsCore.buildIdentity)\n"
        // SwiftFormat's results apart from swift-format's (swift-format's keys stay as they were).
        if tool.kind != .swiftFormat { text = tool.kind.rawValue + "\n" + text }
        text += offsets.map { "\($0.lowerBound):\($0.upperBound)" }.joined(separator: ",") + "\n"
        var data = Data(text.utf8)
        if let configuration {
            data.append(configuration.content)
        } else {
            data.append(Data("<defaults>".utf8))
        }
        return ContentHash.of(data)
    }

    static func key(blobID: String, fingerprint: String) -> String {
        blobID + ":" + fingerprint
    }

    /// Removes the entries of older cache formats (once per set of versions; later runs read a marker).
    func retireOldVersions() {
        try? store?.retireOldVersions(
            of: [Self.stampNamespace, Self.resultNamespace, SwiftFormatTool.versionNamespace]
        )
    }

    func stamps(of paths: [String]) -> [String: StampedBlob] {
        guard let store, !paths.isEmpty,
              let values = try? store.cachedValues(namespace: Self.stampNamespace, keys: paths) else { return [:] }
        var stamps: [String: StampedBlob] = [:]
        for (path, data) in values {
            if let stamp = StampedBlob(encoded: data) { stamps[path] = stamp }
        }
        return stamps
    }

    func record(stamps: [String: StampedBlob]) {
        try? store?.storeValues(namespace: Self.stampNamespace, stamps.mapValues { $0.encoded() })
    }

    func results(for keys: [String]) -> [String: Data] {
        guard let store, !keys.isEmpty else { return [:] }
        return (try? store.cachedValues(namespace: Self.resultNamespace, keys: keys)) ?? [:]
    }

    func record(results: [String: Data]) {
        try? store?.storeValues(namespace: Self.resultNamespace, results)
    }
}
