// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// One file's way through a run: loaded (stamped, read and hashed only when the stamp does not tell the
/// hash), then linted unless the cache had it.
struct LintJob: Sendable {
    var source: LintSource
    var relativePath: String
    /// Shared by reference: a job is copied several times per file on its way, and a configuration holds
    /// many references (copying them showed in warm runs of 20,000 files).
    private let sharedConfiguration: SharedConfiguration
    var configuration: LintConfiguration { sharedConfiguration.value }
    var bytes: [UInt8] = []
    /// Whether `bytes` hold the content: a file whose stamp gave its hash is read only when linted.
    var isRead = false
    var cacheKey: String?
    var readError: String?
    /// The file's stamp and hash, taken this run, for the store (nil when the recorded one still holds).
    var freshStamp: StampedHash?
    /// The content hash computed by `read`, for the stamp.
    private var contentHash: String?
    /// Read only for the facts a collecting rule needs of its group: not reported, not fixed, not counted.
    var isContext = false

    init(source: LintSource, relativePath: String, configuration: LintConfiguration) {
        self.init(source: source, relativePath: relativePath, shared: SharedConfiguration(configuration))
    }

    /// A job whose configuration is `shared` with the other files of its folder.
    init(source: LintSource, relativePath: String, shared: SharedConfiguration) {
        self.source = source
        self.relativePath = relativePath
        sharedConfiguration = shared
    }

    /// Reads the content (unless given) and, when a cache is used, computes the cache key. A file whose
    /// stamp is `recorded`'s (and not racy, see `StampedHash`) is not read: its hash is the recorded one.
    /// - Parameter now: `FileStamp.now()`, read before this call (once for all the files of a run).
    func load(keyed: Bool, recorded: StampedHash? = nil, now: Int64 = FileStamp.now()) -> LintJob {
        var job = self
        guard keyed, source.content == nil else { return job.read(keyed: keyed) }
        // The time before the stamp, and the stamp before the content: a change after either is seen
        // next run as a different stamp, or as one too recent to trust.
        guard let stamp = FileStamp.of(path: source.path) else { return job.read(keyed: keyed) }
        let fingerprint = configuration.fingerprint
        if let recorded, let hash = recorded.hash(ifUnchanged: stamp) {
            if let record = recorded.record, record.fingerprint == fingerprint {
                job.cacheKey = record.key
            } else {
                // Linted last with another configuration: the stamp is recorded again with this one's key.
                let key = Self.cacheKey(hash: hash, configuration: configuration, relativePath: relativePath)
                job.cacheKey = key
                job.freshStamp = recorded
                job.freshStamp?.record = StampedHash.RecordKey(key: key, fingerprint: fingerprint)
            }
            return job
        }
        job = job.read(keyed: keyed)
        if let hash = job.contentHash, let key = job.cacheKey {
            let record = StampedHash.RecordKey(key: key, fingerprint: fingerprint)
            job.freshStamp = StampedHash(stamp: stamp, hash: hash, recordedAt: now, record: record)
        }
        return job
    }

    /// Reads the content (unless given) and hashes it when `keyed`.
    func read(keyed: Bool) -> LintJob {
        var job = self
        let data: Data
        if let reason = source.skipReason {
            job.readError = reason
            return job
        } else if let content = source.content {
            data = content
        } else {
            // The size is checked before a byte is read: a huge generated file is skipped, not loaded.
            switch BoundedRead.read(source.path) {
            case .data(let read): data = read
            case .tooLarge:
                job.readError = BoundedRead.tooLargeMessage()
                return job
            case .unreadable(let reason):
                job.readError = "cannot be read (\(reason))"
                return job
            }
        }
        job.bytes = [UInt8](data)
        job.isRead = true
        guard keyed else { return job }
        let hash = source.contentHash ?? ContentHash.of(data)
        job.contentHash = hash
        job.cacheKey = Self.cacheKey(hash: hash, configuration: configuration, relativePath: relativePath)
        return job
    }

    static func cacheKey(hash: String, configuration: LintConfiguration, relativePath: String) -> String {
        ContentHash.of("\(hash)|\(configuration.fingerprint)|\(relativePath)")
    }

    struct Outcome: Sendable {
        var record: FileRecord
        var note: String?
        var corrected = false
        var cacheKey: String?
        /// The record as the cache keeps it, encoded on the worker that linted the file (not afterwards
        /// on one thread for every file); nil without a cache key.
        var encodedRecord: Data?
        /// The file's part of the report, rendered on the worker when it could be (see `Linter.part`).
        var part: ReportPart?
    }

    func lint(fix: Bool) -> Outcome {
        // A file known by its stamp is read now that it needs linting; the key follows what was read, in
        // case the file changed since it was stamped.
        guard isRead || readError != nil else { return read(keyed: cacheKey != nil).lint(fix: fix) }
        if let readError {
            let problem = SwiftSourceLimits.Problem(line: 1, column: 1, message: "skipped: " + readError)
            return Outcome(record: FileRecord(skipped: problem), note: nil)
        }
        var file = LintFile(displayPath: source.displayPath, relativePath: relativePath, bytes: bytes)
        file.absolutePath = source.path
        var note: String?
        var corrected = false
        var key = cacheKey
        if fix, source.content == nil, !isContext {
            // A fix run cleans what a killed fix run left in this folder, whether or not it writes here.
            TemporaryName.removeStale(in: source.url.deletingLastPathComponent())
            let keyed = key != nil
            let result = FileProcessor.corrected(file, configuration: configuration)
            note = result.refused
            if let text = result.text {
                do {
                    // Only over what was read: an edit saved since then is reported, never overwritten.
                    try AtomicFile.write(Data(text.utf8), to: source.url, expecting: .content(Data(bytes)))
                    file = LintFile(displayPath: source.displayPath, relativePath: relativePath, text: text)
                    file.absolutePath = source.path
                    corrected = true
                    if keyed {
                        key = Self.cacheKey(
                            hash: ContentHash.of(text), configuration: configuration, relativePath: relativePath
                        )
                    }
                } catch {
                    note = "not fixed: \(error.plainMessage)"
                }
            }
        }
        let record = FileProcessor.record(for: file, configuration: configuration)
        let encoded = key == nil ? nil : record.encoded()
        return Outcome(record: record, note: note, corrected: corrected, cacheKey: key, encodedRecord: encoded)
    }
}

/// A configuration behind one reference, for `LintJob`s (one per folder).
final class SharedConfiguration: Sendable {
    let value: LintConfiguration

    init(_ value: LintConfiguration) {
        self.value = value
    }
}
