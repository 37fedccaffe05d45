// Copyright © 2026 Tools Authors. All rights reserved.

/// Quick's test-building functions, as the `quick_discouraged_*` rules know them.
enum QuickCallKinds {
    /// Every function Quick's DSL declares.
    static let all: Set<String> = [
        "describe", "context", "sharedExamples", "itBehavesLike", "aroundEach", "beforeEach", "justBeforeEach",
        "beforeSuite", "afterEach", "afterSuite", "it", "pending", "xdescribe", "xcontext", "xit",
        "xitBehavesLike", "fdescribe", "fcontext", "fit", "fitBehavesLike",
    ]

    /// The blocks that only group tests: code run directly in them runs while the spec is built.
    static let grouping: Set<String> = ["describe", "fdescribe", "xdescribe", "context", "fcontext", "xcontext",
                                        "sharedExamples"]

    /// Focused tests: only they run while one exists.
    static let focused: Set<String> = ["fdescribe", "fcontext", "fit", "fitBehavesLike"]

    /// Pending tests: they never run.
    static let pending: Set<String> = ["pending", "xdescribe", "xcontext", "xit", "xitBehavesLike"]
}
