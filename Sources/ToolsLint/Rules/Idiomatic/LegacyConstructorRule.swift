// Copyright © 2026 Tools Authors. All rights reserved.

import SwiftSyntax
import ToolsCore

/// `CGPoint(x:y:)` rather than `CGPointMake(_:_:)` and the like, as SwiftLint's `legacy_constructor`.
struct LegacyConstructorRule: CorrectableRule {
    static let description = RuleDescription(
        identifier: "legacy_constructor",
        name: "Legacy Constructor",
        description: "Swift constructors are preferred over legacy convenience functions",
        isCorrectable: true,
        nonTriggeringExamples: [
            Example("let point = CGPoint(x: 1, y: 2)\n"),
            Example("let range = NSRange(location: 0, length: 4)\n"),
            Example("let insets = UIEdgeInsets(top: 0, left: 1, bottom: 2, right: 3)\n"),
        ],
        triggeringExamples: [
            Example("let point = ↓CGPointMake(1, 2)\n"),
            Example("let size = ↓CGSizeMake(width, height)\n"),
            Example("let rect = ↓CGRectMake(0, 0, 10, 10)\nlet range = ↓NSMakeRange(0, 4)\n"),
            Example("let insets = ↓UIEdgeInsetsMake(0, 1, 2, 3)\nlet offset = ↓UIOffsetMake(0, 1)\n"),
        ],
        corrections: [
            Correction(Example("let point = ↓CGPointMake(1,  2)\n"), "let point = CGPoint(x: 1,  y: 2)\n"),
            Correction(Example("let size = ↓CGSizeMake( w, h )\n"), "let size = CGSize( width: w, height: h )\n"),
            Correction(
                Example("let range = ↓NSMakeRange(0, text.count)\n"
                    + ""), "let range = NSRange(location: 0, length: text.count)\n"
            ),
        ]
    )

    static let rewrites: [String: LegacyRewrite] = [
        "CGRectMake": .initializer(type: "CGRect", labels: ["x", "y", "width", "height"]),
        "CGPointMake": .initializer(type: "CGPoint", labels: ["x", "y"]),
        "CGSizeMake": .initializer(type: "CGSize", labels: ["width", "height"]),
        "CGVectorMake": .initializer(type: "CGVector", labels: ["dx", "dy"]),
        "NSMakePoint": .initializer(type: "NSPoint", labels: ["x", "y"]),
        "NSMakeSize": .initializer(type: "NSSize", labels: ["width", "height"]),
        "NSMakeRect": .initializer(type: "NSRect", labels: ["x", "y", "width", "height"]),
        "NSMakeRange": .initializer(type: "NSRange", labels: ["location", "length"]),
        "UIEdgeInsetsMake": .initializer(type: "UIEdgeInsets", labels: ["top", "left", "bottom", "right"]),
        "NSEdgeInsetsMake": .initializer(type: "NSEdgeInsets", labels: ["top", "left", "bottom", "right"]),
        "UIOffsetMake": .initializer(type: "UIOffset", labels: ["horizontal", "vertical"]),
    ]

    func register(_ walk: inout FileWalk, for file: LintFile) {
        guard file.contains("Make") else { return }
        LegacyRewrite.register(Self.rewrites, &walk, for: file)
    }
}
