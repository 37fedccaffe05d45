// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// What one input file's part of a run's result depends on, for `RunMemo`.
///
/// An annotated file is always parsed and used through its models alone, so its digest is a hash of its
/// models: an edit that leaves them as they were (a body, a comment) keeps the digest, and the previous
/// run's result stands. Any other file (deferred, chosen on demand from its text, aliases only) stands for
/// its whole content: its content key. Stored forms (in the stat table): `m:<hash>`, `k` (the content key
/// stands for it), `u` (unreadable); the run-level form spells the key out (`k:<key>`).
enum FileDigest {
    static let byContent = "k"
    static let unreadable = "u"

    /// `@mockable` or `AutoMockable` in the text: such files are parsed in every run, whatever the request.
    static func isAnnotated(_ source: String) -> Bool {
        var text = source
        return text.withUTF8 { bytes in
            ProtocolParser.Words.mockable.firstOffset(in: bytes) != nil
                || ProtocolParser.Words.autoMockable.firstOffset(in: bytes) != nil
        }
    }

    /// The digest of models as the cache stores them (`FileModels.encoded`: equal models, equal bytes).
    static func of(encoded data: Data) -> String {
        "m:" + ContentKey.of(data)
    }

    /// The run-level form of a stored digest.
    static func of(_ stored: String, key: String?) -> String {
        stored == byContent ? "k:" + (key ?? "") : stored
    }

    /// The stored form of a run-level digest.
    static func stored(_ digest: String) -> String {
        digest.hasPrefix("k:") ? byContent : digest
    }
}
