// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import GRDB

extension Store {
    /// The values cached under `keys` in `namespace`; keys with no value are absent from the result.
    public func cachedValues(namespace: String, keys: [String]) throws(CoreError) -> [String: Data] {
        guard !keys.isEmpty else { return [:] }
        do {
            return try pool.read { db in
                var result: [String: Data] = [:]
                result.reserveCapacity(keys.count)
                // Chunks keep each statement well below SQLite's limit on bound parameters.
                for start in stride(from: 0, to: keys.count, by: 500) {
                    let chunk = Array(keys[start..<min(start + 500, keys.count)])
                    let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
                    let rows = try Row.fetchCursor(
                        db, sql: "SELECT key, value FROM cache_entry WHERE namespace = ? AND key IN (\(marks))",
                        arguments: StatementArguments([namespace] + chunk)
                    )
                    try Self.collect(rows, into: &result)
                }
                return result
            }
        } catch {
            throw storeError(error)
        }
    }

    /// Every value cached in `namespace`, by key: one range scan of the table, cheaper than looking up
    /// tens of thousands of keys one by one when a namespace holds about what a caller needs.
    public func allValues(namespace: String) throws(CoreError) -> [String: Data] {
        do {
            return try pool.read { db in
                var result: [String: Data] = [:]
                let rows = try Row.fetchCursor(
                    db, sql: "SELECT key, value FROM cache_entry WHERE namespace = ?", arguments: [namespace]
                )
                try Self.collect(rows, into: &result)
                return result
            }
        } catch {
            throw storeError(error)
        }
    }

    /// The values cached in `namespace` under keys starting with `prefix` (the folder of a run's files): one
    /// range scan of the primary key, however many keys a caller then looks up, and nothing to bind per key.
    public func values(namespace: String, keysStartingWith prefix: String) throws(CoreError) -> [String: Data] {
        // Keys compare as UTF-8 bytes: those starting with `prefix` lie below `prefix` with its last byte
        // raised by one, when that byte is ASCII (a folder's `/` is).
        guard let last = prefix.utf8.last, last < 0x7F else { return try allValues(namespace: namespace) }
        let end = String(decoding: prefix.utf8.dropLast() + [last + 1], as: UTF8.self)
        do {
            return try pool.read { db in
                var result: [String: Data] = [:]
                let rows = try Row.fetchCursor(
                    db, sql: "SELECT key, value FROM cache_entry WHERE namespace = ? AND key >= ? AND key < ?",
                    arguments: [namespace, prefix, end]
                )
                try Self.collect(rows, into: &result)
                return result
            }
        } catch {
            throw storeError(error)
        }
    }

    /// `(key, value)` rows into `result`, columns read by index: a warm lint run reads tens of thousands.
    private static func collect(_ rows: RowCursor, into result: inout [String: Data]) throws {
        while let row = try rows.next() {
            let key: String = row[0]
            result[key] = row[1]
        }
    }

    public func cachedValue(namespace: String, key: String) throws(CoreError) -> Data? {
        try cachedValues(namespace: namespace, keys: [key])[key]
    }

    /// Stores `values` in one transaction, replacing what was there.
    public func storeValues(namespace: String, _ values: [String: Data]) throws(CoreError) {
        guard !values.isEmpty else { return }
        let now = Date().timeIntervalSince1970
        do {
            try pool.write { db in
                let statement = try db.cachedStatement(
                    sql: "INSERT OR REPLACE INTO cache_entry (namespace, key, value, updated_at) VALUES (?, ?, ?, ?)"
                )
                for (key, value) in values {
                    try statement.execute(arguments: [namespace, key, value, now])
                }
            }
        } catch {
            throw storeError(error)
        }
    }

    /// Removes a namespace's entries, or those not updated since `date` when given.
    package func removeValues(namespace: String, notUpdatedSince date: Date? = nil) throws(CoreError) {
        do {
            try pool.write { db in
                if let date {
                    try db.execute(
                        sql: "DELETE FROM cache_entry WHERE namespace = ? AND updated_at < ?",
                        arguments: [namespace, date.timeIntervalSince1970]
                    )
                } else {
                    try db.execute(sql: "DELETE FROM cache_entry WHERE namespace = ?", arguments: [namespace])
                }
            }
        } catch {
            throw storeError(error)
        }
    }

    /// How many entries a namespace holds.
    package func countValues(namespace: String) throws(CoreError) -> Int {
        do {
            return try pool.read { db in
                try Int.fetchOne(
                    db,
                    sql: "SELECT COUNT(*) FROM cache_entry WHERE namespace = ?",
                    arguments: [namespace]
                ) ?? 0
            }
        } catch {
            throw storeError(error)
        }
    }

    func storeError(_ error: any Error) -> CoreError {
        if let error = error as? DatabaseError, error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
            return .storeLocked(path: url.path)
        }
        if let error = error as? DatabaseError,
           error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
            // The next open moves the file aside and starts a new one, with its one warning; this run goes on
            // without what it could not read.
            _ = FileManager.default.createFile(atPath: Self.damageMark(of: url).path, contents: Data())
        }
        return .storeFailed(path: url.path, detail: "\(error)")
    }
}
