// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// SwiftPM's binary-artifact format (`.artifactbundle`), as Tools/release writes it: `info.json` with
/// schemaVersion 1.0 and one executable artifact, `tools`, with a variant per set of triples.
public enum ArtifactBundle {
    /// The triple SwiftPM matches this machine's variant with.
    public static var hostTriple: String {
        #if os(macOS)
        #if arch(arm64)
        "arm64-apple-macosx"
        #else
        "x86_64-apple-macosx"
        #endif
        #else
        #if arch(arm64)
        "aarch64-unknown-linux-gnu"
        #else
        "x86_64-unknown-linux-gnu"
        #endif
        #endif
    }

    /// `info.json` for `tools` at `version`, each variant a path in the bundle and its triples.
    public static func info(version: String, variants: [(path: String, triples: [String])]) throws -> Data {
        let json: [String: Any] = [
            "schemaVersion": "1.0",
            "artifacts": [
                "tools": [
                    "type": "executable", "version": version,
                    "variants": variants.map { ["path": $0.path, "supportedTriples": $0.triples] },
                ],
            ],
        ]
        return try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
    }
}
