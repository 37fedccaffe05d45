// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// What a run learnt of files (a content hash, a cache key), kept in one store namespace by absolute path
/// with the file's stamp, so that a later run knows an unchanged file by its stamp alone, without reading
/// or hashing it: git's index does the same with the stat data of each entry. Lint and the mock generator
/// keep their file facts here.
///
/// Racy timestamps: a file changed again right after its stamp was taken can keep an identical stamp when
/// the file system's clock is coarse (a kernel tick, a second on some file systems). Git handles this with
/// its racy-clean rule: an entry whose mtime is not older than the index file is compared by content. This
/// is the same rule per file, with a second of margin (`FileStamp.isTrusted(recordedAt:)`): an entry whose
/// stamp is less than a second older than its recording is not trusted, so the file is read again and
/// recorded anew; once it is older, the stamp alone decides. Time stamps coarser than a second (FAT's two
/// seconds) are not covered.
public struct StampedFileCache: Sendable {
    /// One file's entry: its stamp, when that stamp was taken, and what it stands for.
    public struct Entry: Sendable, Equatable {
        public var stamp: FileStamp
        /// When the stamp was taken (nanoseconds since 1970, read before the stamp: `FileStamp.now()`).
        public var recordedAt: Int64
        /// What the file's content gave, as non-empty fields without spaces, except the last when the
        /// cache's `maxFields` lets it keep the rest of the entry (a path with spaces).
        public var fields: [String]

        public init(stamp: FileStamp, recordedAt: Int64, fields: [String]) {
            self.stamp = stamp
            self.recordedAt = recordedAt
            self.fields = fields
        }

        /// Whether the file whose stamp is now `current` is still the file this entry was recorded from:
        /// the same stamp, taken at least the racy margin after the file's last change.
        public func stands(for current: FileStamp) -> Bool {
            current == stamp && stamp.isTrusted(recordedAt: recordedAt)
        }

        /// `size modified changed recordedAt inode device field…`, separated by spaces.
        public func encoded() -> Data {
            var text = "\(stamp.size) \(stamp.modified) \(stamp.changed) \(recordedAt) \(stamp.inode) \(stamp.device)"
            for field in fields {
                text += " "
                text += field
            }
            return Data(text.utf8)
        }

        /// Decodes `encoded()`; nil for anything else (the file is then simply read). A warm run decodes one
        /// per file: the numbers are read from the bytes. A negative time, a missing or empty field fails.
        /// - Parameter maxFields: after this many fields, the rest of the entry is the last one.
        public init?(encoded data: Data, maxFields: Int = .max) {
            var numbers: [UInt64] = []
            numbers.reserveCapacity(6)
            var fieldsStart = 0
            let parsed: Bool = data.withUnsafeBytes { bytes in
                var value: UInt64 = 0
                var digits = 0
                for (index, byte) in bytes.enumerated() {
                    if byte == UInt8(ascii: " ") {
                        guard digits > 0 else { return false }
                        numbers.append(value)
                        (value, digits) = (0, 0)
                        if numbers.count == 6 {
                            fieldsStart = index + 1
                            return true
                        }
                        continue
                    }
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
                    let shifted = value.multipliedReportingOverflow(by: 10)
                    let next = shifted.partialValue.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                    guard !shifted.overflow, !next.overflow else { return false }
                    value = next.partialValue
                    digits += 1
                }
                return false
            }
            guard parsed, let size = Int64(exactly: numbers[0]), let modified = Int64(exactly: numbers[1]),
                  let changed = Int64(exactly: numbers[2]), let recorded = Int64(exactly: numbers[3]) else {
                return nil
            }
            let splits = max(maxFields - 1, 0)
            let fields: [String] = data.withUnsafeBytes { bytes in
                bytes[fieldsStart...]
                    .split(separator: UInt8(ascii: " "), maxSplits: splits, omittingEmptySubsequences: false)
                    .map { String(decoding: $0, as: UTF8.self) }
            }
            guard fields.allSatisfy({ !$0.isEmpty }) else { return nil }
            stamp = FileStamp(size: size, modified: modified, changed: changed, inode: numbers[4], device: numbers[5])
            recordedAt = recorded
            self.fields = fields
        }
    }

    public let store: Store
    /// The store namespace of the entries; bump its version when what the fields mean changes.
    public let namespace: String
    /// See `Entry.init(encoded:maxFields:)`.
    public let maxFields: Int

    public init(store: Store, namespace: String, maxFields: Int = .max) {
        self.store = store
        self.namespace = namespace
        self.maxFields = maxFields
    }

    /// Every entry of the namespace (one range scan), by path, as `value` reads it; entries that do not
    /// decode, or that `value` refuses (nil), are left out.
    public func entries<Value>(as value: (Entry) -> Value?) throws(CoreError) -> [String: Value] {
        decoded(try store.allValues(namespace: namespace), as: value)
    }

    /// The entries of the files below `folder` (a path ending with `/`): one range of keys.
    public func entries<Value>(under folder: String, as value: (Entry) -> Value?) throws(CoreError) -> [String: Value] {
        decoded(try store.values(namespace: namespace, keysStartingWith: folder), as: value)
    }

    /// The entries of `paths`, those that have one.
    public func entries<Value>(of paths: [String], as value: (Entry) -> Value?) throws(CoreError) -> [String: Value] {
        decoded(try store.cachedValues(namespace: namespace, keys: paths), as: value)
    }

    /// Stores `entries` by path in one transaction, replacing what was there.
    public func record(_ entries: [String: Entry]) throws(CoreError) {
        guard !entries.isEmpty else { return }
        var values: [String: Data] = [:]
        values.reserveCapacity(entries.count)
        for (path, entry) in entries { values[path] = entry.encoded() }
        try store.storeValues(namespace: namespace, values)
    }

    /// One dictionary, built once: a warm run of a large tree decodes tens of thousands of entries.
    private func decoded<Value>(_ values: [String: Data], as value: (Entry) -> Value?) -> [String: Value] {
        var entries: [String: Value] = [:]
        entries.reserveCapacity(values.count)
        for (path, data) in values {
            if let entry = Entry(encoded: data, maxFields: maxFields), let decoded = value(entry) {
                entries[path] = decoded
            }
        }
        return entries
    }
}
