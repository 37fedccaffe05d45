// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation
import GRDB

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

    /// Every recorded result, newest first, optionally for one job only; damaged rows are left out.
    public func jobRecords(job: String? = nil, limit: Int = 10_000) throws(CoreError) -> [JobRecord] {
        try jobHistory(job: job, limit: limit).records
    }

    /// Every recorded result, newest first, optionally for one job only, and how many rows were damaged: a
    /// value of the wrong type or out of range (written by something else, or a broken disk) is skipped, never
    /// trusted, so one bad row cannot stop `tools history` or sharding.
    public func jobHistory(job: String? = nil, limit: Int = 10_000) throws(CoreError) -> JobHistory {
        do {
            return try pool.read { db in
                let filter = job == nil ? "" : "WHERE job = ?"
                let arguments: StatementArguments = job.map { [$0, limit] } ?? [limit]
                let rows = try Row.fetchAll(
                    db,
                    sql: "SELECT * FROM job_result \(filter) ORDER BY started_at DESC, id DESC LIMIT ?",
                    arguments: arguments
                )
                let records = rows.map(JobRecord.init(row:))
                return JobHistory(
                    records: records.compactMap { $0 }, damagedRows: records.count { $0 == nil }, store: url.path
                )
            }
        } catch {
            throw storeError(error)
        }
    }

    /// The median duration of each job's passed runs, for estimates and shard balancing.
    public func typicalDurations() throws(CoreError) -> [String: Double] {
        try jobHistory().typicalDurations
    }
}

extension Store {
    /// Runs `sql` as it is: for tests that damage rows the way a foreign writer or a broken disk would.
    package func execute(sql: String) throws {
        try pool.write { db in try db.execute(sql: sql) }
    }
}
