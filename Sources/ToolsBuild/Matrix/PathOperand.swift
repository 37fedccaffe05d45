// Copyright © 2026 Tools Authors. All rights reserved.

/// A path passed as an option's value to xcodegen, xcodebuild or swift: one that starts with `-` (a spec
/// named `-dash.yml`) would be read as an option, so it is spelled `./-dash.yml`, the same file.
enum PathOperand {
    static func spelled(_ path: String) -> String {
        path.hasPrefix("-") ? "./" + path : path
    }
}
