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
