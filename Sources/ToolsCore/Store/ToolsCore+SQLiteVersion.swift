// Copyright © 2026 Tools Authors. All rights reserved.

import GRDB

extension ToolsCore {
    /// The version of the SQLite library GRDB links, as SQLite reports it.
    public static var sqliteVersion: String {
        let queue = try? DatabaseQueue()
        return (try? queue?.read { db in try String.fetchOne(db, sql: "SELECT sqlite_version()") }) ?? nil ?? "unknown"
    }
}
