// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

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
