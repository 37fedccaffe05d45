// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `as!` crashes when the cast fails, as SwiftLint's `force_cast` says.
public struct ForceCastRule: Rule {
    public static let description = RuleDescription(
        identifier: "force_cast",
        name: "Force Cast",
        description: "Force casts should be avoided",
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("let number = value as? Int\n"),
            Example("let view = cell as UIView\n"),
            Example("// value as! Int\n"),
        ],
        triggeringExamples: [
            Example("let number = value ↓as! Int\n"),
            Example("let count = (items ↓as! [Int]).count\n"),
        ]
    )

    public var severity: Severity

    public init(options: ConfigNode?, context: RuleContext) throws(ConfigurationError) {
        severity = try RuleOptions.severity(options, default: Self.description.defaultSeverity)
    }

    public func validate(_ file: LintFile) -> [Violation] {
        file.offsets(of: "as!").compactMap { offset in
            guard let token = file.token(atByte: offset), token.tokenKind == .keyword(.as),
                  token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                  token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .exclamationMark,
                  token.parent?.is(UnresolvedAsExprSyntax.self) == true || token.parent?.is(AsExprSyntax.self) == true
            else { return nil }
            return violation(in: file, atByte: offset, severity: severity)
        }
    }
}
