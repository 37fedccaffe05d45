// Copyright © 2026 Tools Authors. All rights reserved.

/// What swift-format's findings mean for a file: most name a change `swift-format format` makes (the
/// pretty printer's whitespace, the format rules' rewrites); some it only reports.
enum SwiftFormatRules {
    /// The rules swift-format reports in `lint` and never applies in `format` (its `SyntaxLintRule`s, as of
    /// 6.3), and the pretty printer's `LineLength`, which is reported for a line formatting cannot shorten
    /// too (a line it can break also gets the findings of the breaks). A finding of any other rule, one a
    /// later swift-format adds included, counts as a change.
    static let reportedOnly: Set<String> = [
        "AllPublicDeclarationsHaveDocumentation", "AlwaysUseLowerCamelCase", "AmbiguousTrailingClosureOverload",
        "AvoidRetroactiveConformances", "BeginDocumentationCommentWithOneLineSummary",
        "DontRepeatTypeInStaticProperties", "IdentifiersMustBeASCII", "NeverForceUnwrap", "NeverUseForceTry",
        "NeverUseImplicitlyUnwrappedOptionals", "NoBlockComments", "NoLeadingUnderscores", "NoPlaygroundLiterals",
        "OnlyOneTrailingClosureArgument", "ReplaceForEachWithForLoop", "TypeNamesShouldBeCapitalized",
        "UseSynthesizedInitializer", "ValidateDocumentationComments", "LineLength",
    ]

    /// Whether formatting changes what a finding of `category` points at.
    static func isChange(_ category: String?) -> Bool {
        category.map { !reportedOnly.contains($0) } ?? true
    }
}
