// Copyright © 2026 Tools Authors. All rights reserved.

import Foundation

/// The environment switches of the suite, read one way everywhere (README's Development section).
public enum TestEnvironment {
    /// The variable that skips the tests running a real `swift build` or `swift test` of a package.
    public static let skipSwiftBuildVariable = "TOOLS_SKIP_SWIFT_BUILD_TESTS"

    /// Whether the tests that build packages with `swift build` run: yes unless
    /// `TOOLS_SKIP_SWIFT_BUILD_TESTS` is set to a value other than empty or `0` (`=1` skips them, `=0` runs them).
    public static var runsSwiftBuilds: Bool {
        runsSwiftBuilds(environment: ProcessInfo.processInfo.environment)
    }

    static func runsSwiftBuilds(environment: [String: String]) -> Bool {
        let value = environment[skipSwiftBuildVariable]?.trimmingCharacters(in: .whitespaces) ?? ""
        return value.isEmpty || value == "0"
    }

    /// Why a test is skipped, for its `.enabled(if:)` trait.
    public static let skipSwiftBuildReason = "\(skipSwiftBuildVariable) is set: no real swift build"
}
