// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import GRDB

/// One finished job of the build matrix, as history keeps it.
public struct JobRecord: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Codable {
        case passed, failed, skipped, cancelled
    }

    public var job: String
    public var kind: String
    public var status: Status
    /// Seconds.
    public var duration: Double
    public var commit: String?
    public var startedAt: Date

    public init(job: String, kind: String, status: Status, duration: Double, commit: String?, startedAt: Date) {
        self.job = job
        self.kind = kind
        self.status = status
        self.duration = duration
        self.commit = commit
        self.startedAt = startedAt
    }
}

extension Store {
    public func record(_ records: [JobRecord]) throws(CoreError) {
        do {
            try pool.write { db in
                for record in records {
                    try db.execute(
                        sql: """
                        INSERT INTO job_result (job, kind, status, duration, commit_id, started_at)
                        VALUES (?, ?, ?, ?, ?, ?)
                        """,
                        arguments: [
                            record.job, record.kind, record.status.rawValue, record.duration, record.commit,
                            record.startedAt.timeIntervalSince1970,
                        ]
                    )
                }
            }
        } catch {
            throw storeError(error)
        }
    }

    /// Every recorded result, newest first, optionally for one job only.
    public func jobRecords(job: String? = nil, limit: Int = 10_000) throws(CoreError) -> [JobRecord] {
        do {
            return try pool.read { db in
                let filter = job == nil ? "" : "WHERE job = ?"
                let arguments: StatementArguments = job.map { [$0, limit] } ?? [limit]
                let rows = try Row.fetchAll(
                    db,
                    sql: "SELECT * FROM job_result \(filter) ORDER BY started_at DESC, id DESC LIMIT ?",
                    arguments: arguments
                )
                return rows.map { row in
                    JobRecord(
                        job: row["job"], kind: row["kind"],
                        status: JobRecord.Status(rawValue: row["status"]) ?? .failed,
                        duration: row["duration"], commit: row["commit_id"],
                        startedAt: Date(timeIntervalSince1970: row["started_at"])
                    )
                }
            }
        } catch {
            throw storeError(error)
        }
    }

    /// The median duration of each job's passed runs, for estimates and shard balancing.
    public func typicalDurations() throws(CoreError) -> [String: Double] {
        let records = try jobRecords().filter { $0.status == .passed }
        let grouped = Dictionary(grouping: records, by: \.job)
        return grouped.mapValues { runs in
            let sorted = runs.map(\.duration).sorted()
            return sorted[sorted.count / 2]
        }
    }
}

extension Store {
    /// Runs `sql` as it is: for tests that damage rows the way a foreign writer or a broken disk would.
    package func execute(sql: String) throws {
        try pool.write { db in try db.execute(sql: sql) }
    }
}
