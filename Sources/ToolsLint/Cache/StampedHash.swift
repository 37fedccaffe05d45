// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A file's content hash with the stamp the file had when the hash was taken and when that was: lint's
/// entry in the core's stamp-keyed file cache (`StampedFileCache`, whose racy-timestamp rule it follows).
/// SwiftLint's cache trusts the modification time alone, with no such margin.
struct StampedHash: Sendable, Equatable {
    var stamp: FileStamp
    var hash: String
    /// When the stamp was taken (nanoseconds since 1970, read before the stamp).
    var recordedAt: Int64
    /// The key of the file's cached result under the configuration it was last linted with: a warm run
    /// reads those results while it is still finding the files, and spares a hash per file.
    var record: RecordKey?

    /// A result's cache key (`LintJob.cacheKey`) and the configuration fingerprint it was made with.
    struct RecordKey: Sendable, Equatable {
        var key: String
        var fingerprint: String
    }

    /// The recorded hash when `current` is the recorded stamp and that stamp was recorded at least a
    /// second after the file's last change; nil when the file must be read and hashed.
    func hash(ifUnchanged current: FileStamp) -> String? {
        entry.stands(for: current) ? hash : nil
    }

    /// The cache's entry: the hash, then the record's key and fingerprint when there is a record.
    var entry: StampedFileCache.Entry {
        var fields = [hash]
        if let record { fields += [record.key, record.fingerprint] }
        return StampedFileCache.Entry(stamp: stamp, recordedAt: recordedAt, fields: fields)
    }

    /// The stamped hash of a cache entry; nil for an entry lint did not write (the file is then read).
    init?(_ entry: StampedFileCache.Entry) {
        let fields = entry.fields
        guard fields.count == 1 || fields.count == 3 else { return nil }
        stamp = entry.stamp
        recordedAt = entry.recordedAt
        hash = fields[0]
        record = fields.count == 3 ? RecordKey(key: fields[1], fingerprint: fields[2]) : nil
    }

    func encoded() -> Data {
        entry.encoded()
    }

    /// Decodes `encoded()`; nil for anything else.
    init?(encoded data: Data) {
        guard let entry = StampedFileCache.Entry(encoded: data) else { return nil }
        self.init(entry)
    }

    init(stamp: FileStamp, hash: String, recordedAt: Int64, record: RecordKey? = nil) {
        self.stamp = stamp
        self.hash = hash
        self.recordedAt = recordedAt
        self.record = record
    }
}
