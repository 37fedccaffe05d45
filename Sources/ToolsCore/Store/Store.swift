// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import GRDB

/// The tool's SQLite database: caches (lint results, parsed protocol models) and history (job results).
///
/// It holds nothing a user would lose: a corrupt or incompatible file is moved aside and rebuilt with one
/// warning. WAL mode and a busy timeout let two runs (two hooks, parallel CI steps) use it at once.
public final class Store: Sendable {
    public let url: URL
    let pool: DatabasePool

    /// Opens (creating or migrating) the database at `url`.
    /// - Parameters:
    ///   - busyTimeout: how long a statement waits for another process's write.
    ///   - lockTimeout: how long opening waits for another process that creates or migrates the file (a few
    ///     milliseconds' work) to let go of its lock file: a holder that never does (a hung run) must not
    ///     hang every command.
    ///   - warn: receives the one warning printed when a broken file had to be moved aside.
    public init(
        url: URL, busyTimeout: TimeInterval = 15, lockTimeout: TimeInterval = 5, warn: (String) -> Void = { _ in }
    ) throws(CoreError) {
        self.url = url
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true
            )
        } catch {
            throw CoreError.storeFolderUncreatable(path: url.deletingLastPathComponent().path)
        }
        // One process at a time creates or migrates the file: the migrator reads what is applied before it
        // writes, so concurrent first runs would otherwise both create the same tables.
        let lock = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).lock")
        let opened = try FileLock.withExclusiveLock(
            on: lock, waitingAtMost: .milliseconds(Int(lockTimeout * 1000))
        ) { () throws(CoreError) -> DatabasePool in
            try Store.openRecovering(url: url, busyTimeout: busyTimeout, warn: warn)
        }
        guard let opened else {
            throw CoreError.storeLockHeld(path: lock.path, seconds: Int(lockTimeout.rounded(.up)))
        }
        pool = opened
    }

    private static func openRecovering(
        url: URL, busyTimeout: TimeInterval, warn: (String) -> Void
    ) throws(CoreError) -> DatabasePool {
        do {
            // A run that met damage inside the file left a mark (see `storeError`): the file is rebuilt now.
            if FileManager.default.fileExists(atPath: damageMark(of: url).path) {
                try? FileManager.default.removeItem(at: damageMark(of: url))
                throw StoreOpenError(reason: "damaged", hint: "", isRecoverable: true)
            }
            return try Store.openAndMigrate(url: url, busyTimeout: busyTimeout)
        } catch let error as StoreOpenError where error.isRecoverable {
            let aside = Store.moveAside(url)
            warn(
                "the store \(url.path) was \(error.reason); "
                    + "moved it to \(aside.lastPathComponent) and started a new one"
            )
            do {
                return try Store.openAndMigrate(url: url, busyTimeout: busyTimeout)
            } catch {
                throw CoreError.storeNotOpened(path: url.path, detail: "\(error)", creating: true)
            }
        } catch let error as StoreOpenError {
            throw CoreError.storeUnusable(path: url.path, reason: error.reason, fix: error.hint)
        } catch {
            throw CoreError.storeNotOpened(path: url.path, detail: "\(error)", creating: false)
        }
    }

    /// Where a workspace keeps its store (see `StoreLocation`): outside the working tree.
    package static func defaultURL(
        workspaceRoot: URL?,
        environment: [String: String] = Invocation.current.environment
    ) -> URL {
        StoreLocation.url(workspaceRoot: workspaceRoot, environment: environment)
    }

    // MARK: Opening

    private struct StoreOpenError: Error {
        var reason: String
        var hint: String
        var isRecoverable: Bool
    }

    private static func openAndMigrate(url: URL, busyTimeout: TimeInterval) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "tools.store"
        // Reads through a memory map instead of a `pread` per 4 KB page: a warm lint run of a large tree reads
        // about 100 MB of cached results, and the copies through the kernel were a quarter of its time.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = 1073741824") }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: url.path, configuration: configuration)
            let migrator = StoreSchema.migrator
            let unknown = try pool.read { db in
                try Set(migrator.appliedIdentifiers(db)).subtracting(StoreSchema.identifiers)
            }
            if !unknown.isEmpty {
                throw StoreOpenError(
                    reason: "written by a newer version of tools", hint: "delete it", isRecoverable: true
                )
            }
            try migrator.migrate(pool)
            // Reading the schema catches files that are not databases. Not `PRAGMA quick_check`: it reads
            // every page, which took 0.13 s of each run with a 190 MB cache; damage further inside the file
            // is met by the read that meets it, and marked for the next open (`storeError`).
            _ = try pool.read { db in try Row.fetchAll(db, sql: "SELECT name FROM sqlite_master") }
        } catch let error as DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB, .SQLITE_CORRUPT:
                throw StoreOpenError(
                    reason: "corrupt (\(error.message ?? "not a database"))",
                    hint: "",
                    isRecoverable: true
                )
            case .SQLITE_BUSY, .SQLITE_LOCKED:
                throw StoreOpenError(
                    reason: "locked by another process",
                    hint: "wait for the other run of tools to finish", isRecoverable: false
                )
            case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM:
                throw StoreOpenError(
                    reason: "not writable (\(error.message ?? ""))",
                    hint: "check the permissions of \(url.deletingLastPathComponent().path)",
                    isRecoverable: false
                )
            default:
                throw error
            }
        }
        return pool
    }

    /// The file whose presence says that a run met damage inside the database at `url`.
    static func damageMark(of url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).damaged")
    }

    private static func moveAside(_ url: URL) -> URL {
        let stamp = Int(Date().timeIntervalSince1970)
        let aside = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).broken-\(stamp)")
        let manager = FileManager.default
        try? manager.removeItem(at: aside)
        try? manager.moveItem(at: url, to: aside)
        for suffix in ["-wal", "-shm"] {
            try? manager.removeItem(atPath: url.path + suffix)
        }
        return aside
    }
}
