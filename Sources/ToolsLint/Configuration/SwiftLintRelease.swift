// Copyright © 2026 Tools Authors. All rights reserved.

/// The SwiftLint release whose behaviour `tools lint` follows, and what of it `tools lint` leaves to
/// `swiftlint analyze`.
enum SwiftLintRelease {
    /// What `swiftlint_version` is compared with.
    static let version = "0.65.1"

    /// SwiftLint rules `tools lint` does not implement yet (added in SwiftLint 0.63.3): accepted in a
    /// configuration with one note, and not run.
    static let notImplementedRules: Set<String> = [
        "variable_shadowing",
    ]

    /// SwiftLint's analyzer rules (the `analyzer` column of `swiftlint rules`): they need the compiler's type
    /// information and run only under `swiftlint analyze`, never under `swiftlint lint`, so `tools lint`
    /// accepts them anywhere in a configuration and runs none of them, as `swiftlint lint` does.
    static let analyzerRules: Set<String> = [
        "capture_variable", "explicit_self", "typesafe_array_init", "unused_declaration", "unused_import",
    ]
}
