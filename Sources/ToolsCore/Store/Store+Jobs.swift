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

/// The job results read from the store.
public struct JobHistory: Sendable {
    public var records: [JobRecord]
    /// Rows skipped because a value had the wrong type or was out of range.
    public var damagedRows: Int
    /// The store's path, for the warning.
    public var store: String

    /// The median duration of each job's passed runs.
    public var typicalDurations: [String: Double] {
        let grouped = Dictionary(grouping: records.filter { $0.status == .passed }, by: \.job)
        return grouped.mapValues { runs in
            let sorted = runs.map(\.duration).sorted()
            return sorted[sorted.count / 2]
        }
    }

    /// The one warning about damaged rows; nil when there were none.
    public var damageWarning: String? {
        guard damagedRows > 0 else { return nil }
        let rows = damagedRows == 1 ? "1 damaged row" : "\(damagedRows) damaged rows"
        return "skipped \(rows) of job history in \(store) (a value of the wrong type or out of range); "
            + "'\(InvocationSpelling.command("build"))' records new ones"
    }
}

extension JobRecord {
    /// The longest duration history keeps as real: a week, in seconds. Larger values (and negative ones, and
    /// anything not a number) come from damage, and no duration the tool does arithmetic with may exceed it.
    public static let maximumDuration: Double = 7 * 24 * 3600

    /// The record in `row`; nil when a value is missing, of the wrong type or out of range.
    init?(row: Row) {
        guard let job = Self.text(row["job"]), let kind = Self.text(row["kind"]),
              let status = Self.text(row["status"]).flatMap(Status.init(rawValue:)),
              let duration = Self.number(row["duration"]), (0...Self.maximumDuration).contains(duration),
              let started = Self.number(row["started_at"]), abs(started) < 1e11
        else { return nil }
        let commit: DatabaseValue = row["commit_id"]
        guard commit.isNull || Self.text(commit) != nil else { return nil }
        self.init(
            job: job, kind: kind, status: status, duration: duration, commit: Self.text(commit),
            startedAt: Date(timeIntervalSince1970: started)
        )
    }

    private static func text(_ value: DatabaseValue) -> String? {
        if case .string(let text) = value.storage { return text }
        return nil
    }

    private static func number(_ value: DatabaseValue) -> Double? {
        switch value.storage {
        case .double(let number) where number.isFinite: number
        case .int64(let number): Double(number)
        default: nil
        }
    }
}

extension Store {
    /// Runs `sql` as it is: for tests that damage rows the way a foreign writer or a broken disk would.
    package func execute(sql: String) throws {
        try pool.write { db in try db.execute(sql: sql) }
    }
}
