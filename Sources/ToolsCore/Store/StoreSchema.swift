// Copyright © 2026 Tools Authors. All rights reserved.

import GRDB

/// The store's schema, as an append-only list of migrations.
enum StoreSchema {
    static let identifiers: Set<String> = ["v1"]

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "cache_entry", options: [.withoutRowID]) { table in
                table.column("namespace", .text).notNull()
                table.column("key", .text).notNull()
                table.column("value", .blob).notNull()
                table.column("updated_at", .double).notNull()
                table.primaryKey(["namespace", "key"])
            }
            try db.create(table: "job_result") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("job", .text).notNull().indexed()
                table.column("kind", .text).notNull()
                table.column("status", .text).notNull()
                table.column("duration", .double).notNull()
                table.column("commit_id", .text)
                table.column("started_at", .double).notNull()
            }
        }
        return migrator
    }
}
