// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import ToolsCore

/// A file's content hash with the stamp the file had when the hash was taken and when that was.
///
/// Racy timestamps: a file changed again right after its stamp was taken can keep an identical stamp
/// when the file system's clock is coarse (a kernel tick, a second on some file systems). Git handles
/// this with its racy-clean rule: an entry whose mtime is not older than the index file is compared by
/// content. This is the same rule per file, with a second of margin: a stamp whose times are less than
/// a second before the recording (same second, or later with a skewed clock) is not trusted, so the file
/// is read and hashed again next run, and recorded anew; once it is older, the stamp alone decides.
/// SwiftLint's cache trusts the modification time alone, with no such margin. Time stamps coarser than a
/// second (FAT's two seconds) are not covered.
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
        guard current == stamp, stamp.isTrusted(recordedAt: recordedAt) else { return nil }
        return hash
    }

    func encoded() -> Data {
        var fields = [stamp.size, stamp.modified, stamp.changed, recordedAt].map(String.init)
            + [String(stamp.inode), String(stamp.device), hash]
        if let record { fields += [record.key, record.fingerprint] }
        return Data(fields.joined(separator: " ").utf8)
    }

    /// Decodes `encoded()`; nil for anything else (the file is then simply read). On the bytes: a warm
    /// run decodes one per file. After the numbers: the hash, then the record's key and fingerprint.
    init?(encoded data: Data) {
        // Six numbers then the hash; a negative time or anything unexpected fails, and the file is read.
        var numbers: [UInt64] = []
        var hashStart = 0
        let parsed: Bool = data.withUnsafeBytes { bytes in
            var value: UInt64 = 0
            var digits = 0
            for (index, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: " ") {
                    guard digits > 0 else { return false }
                    numbers.append(value)
                    (value, digits) = (0, 0)
                    if numbers.count == 6 {
                        hashStart = index + 1
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
        guard parsed, let size = Int64(exactly: numbers[0]),
              let modified = Int64(exactly: numbers[1]), let changed = Int64(exactly: numbers[2]),
              let recorded = Int64(exactly: numbers[3]) else { return nil }
        stamp = FileStamp(size: size, modified: modified, changed: changed, inode: numbers[4], device: numbers[5])
        let text: [String] = data.withUnsafeBytes { bytes in
            bytes[hashStart...].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
        }
        guard text.count == 1 || text.count == 3, text.allSatisfy({ !$0.isEmpty }) else { return nil }
        recordedAt = recorded
        hash = text[0]
        record = text.count == 3 ? RecordKey(key: text[1], fingerprint: text[2]) : nil
    }

    init(stamp: FileStamp, hash: String, recordedAt: Int64, record: RecordKey? = nil) {
        self.stamp = stamp
        self.hash = hash
        self.recordedAt = recordedAt
        self.record = record
    }
}
