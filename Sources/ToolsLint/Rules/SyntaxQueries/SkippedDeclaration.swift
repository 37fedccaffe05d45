// Copyright © 2026 Tools Authors. All rights reserved.

/// The declarations whose members and bodies a SwiftLint rule may decline to look into (its visitor's
/// "skippable declarations"): a rule that registers them sees such a declaration but nothing inside it.
enum SkippedDeclaration: CaseIterable {
    case actor, `class`, `enum`, `extension`, function, initializer, `protocol`, `struct`, `subscript`, variable

    static let all = Set(allCases)
}
