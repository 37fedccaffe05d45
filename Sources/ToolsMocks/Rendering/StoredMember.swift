// Copyright © 2026 Tools Authors. All rights reserved.

struct StoredMember {
    var name: String
    var initial: String
    var isStatic: Bool
    /// The `#if` condition of the requirement it belongs to.
    var condition: String?
}
