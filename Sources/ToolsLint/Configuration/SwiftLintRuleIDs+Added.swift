// Copyright © 2026 Tools Authors. All rights reserved.

extension SwiftLintRuleIDs {
    /// Every rule of SwiftLint 0.65.1.
    static let kinds: [String: RuleKind] = release0632.merging(addedSince0632) { old, _ in old }

    /// The rules SwiftLint added after 0.63.2 (all in 0.63.3; 0.64 and 0.65 added none), with their kinds.
    static let addedSince0632: [String: RuleKind] = [
        "discouraged_default_parameter": .lint,
        "invisible_character": .lint,
        "legacy_swiftui_aspect_ratio": .idiomatic,
        "legacy_uigraphics_function": .idiomatic,
        "redundant_final": .idiomatic,
        "variable_shadowing": .lint,
    ]
}
